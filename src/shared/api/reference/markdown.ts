// The API reference for people: every call by family with its method, path, who may call it, what goes in and
// what comes back, field by field. Made from the same document as openapi.json.
import type { OpenApiDocument } from './openapi';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  default?: unknown;
  const?: unknown;
  description?: string;
};

interface Operation {
  operationId: string;
  tags: string[];
  security?: unknown[];
  parameters: Array<{ name: string; required: boolean; schema: Schema }>;
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: { '200': { content: Record<string, { schema: Schema }> } };
}

/** A short type: `string`, `integer`, `"a" | "b"`, `object`, `array of …`. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeOf).join(' \\| ');
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

function fields(schema: Schema | undefined, indent = ''): string[] {
  const variants = schema?.anyOf ?? schema?.oneOf;
  if (variants?.every((variant) => variant.properties))
    return variants.flatMap((variant, index) => [
      `${indent}- one of (${index + 1}):`,
      ...fields(variant, `${indent}  `),
    ]);
  if (!schema?.properties) return schema ? [`${indent}- ${typeOf(schema)}`] : [];
  return Object.entries(schema.properties).map(([name, property]) => {
    const optional = schema.required?.includes(name) ? '' : ' (optional)';
    const fallback =
      property.default !== undefined ? `, default ${JSON.stringify(property.default)}` : '';
    return `${indent}- \`${name}\`: ${typeOf(property)}${optional}${fallback}`;
  });
}

function section(method: string, path: string, op: Operation): string[] {
  const lines = [`### ${method.toUpperCase()} ${path}`, ''];
  lines.push(`\`${op.operationId}\` · ${op.security ? 'signed-in user' : 'anyone'}`, '');
  if (op.parameters.length) {
    lines.push('Query:');
    for (const p of op.parameters)
      lines.push(`- \`${p.name}\`: ${typeOf(p.schema)}${p.required ? '' : ' (optional)'}`);
    lines.push('');
  }
  const body = op.requestBody?.content['application/json'].schema;
  if (body) lines.push('Body:', ...fields(body), '');
  const answers = op.responses['200'].content;
  const data = answers['application/json']?.schema.properties?.data;
  if (data) lines.push('Answer `data`:', ...fields(data), '');
  const events = answers['text/event-stream']?.schema;
  if (events) {
    lines.push('Streams server-sent events:');
    for (const event of events.oneOf ?? events.anyOf ?? [events])
      lines.push(
        `- \`${typeOf(event.properties?.type)}\`: ${
          Object.keys(event.properties ?? {})
            .filter((k) => k !== 'type')
            .join(', ') || '—'
        }`,
      );
    lines.push('');
  }
  return lines;
}

export function markdownReference(document: OpenApiDocument): string {
  const byFamily = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const op = value as Operation;
      const family = op.tags[0] ?? 'other';
      byFamily.set(family, [...(byFamily.get(family) ?? []), ...section(method, path, op)]);
    }
  }
  const lines = [
    '# API reference',
    '',
    `Generated from the contract (src/shared/api, src/shared/tools) by \`npm run build:server\`; do not edit. API version ${document.info.version}. The same reference as OpenAPI 3.1: [openapi.json](openapi.json); in development the server serves both at /api/docs.`,
    '',
    'Every JSON answer is the envelope `{success, data?, msg?, code?}`: on `success:false`, `msg` is translated into the `x-atrium-locale` of the request. A signed-in call sends `Authorization: Bearer <token>`; 401 means the session is gone.',
    '',
  ];
  for (const [family, sectionLines] of byFamily) lines.push(`## ${family}`, '', ...sectionLines);
  return `${lines.join('\n').trimEnd()}\n`;
}
