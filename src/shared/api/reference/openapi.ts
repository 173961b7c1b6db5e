// The API reference as an OpenAPI 3.1 document, made from the contract itself (every call family and each
// tool's calls, src/shared/api/index.ts) with zod's JSON Schema: it cannot drift from what the server checks.
import * as z from 'zod/mini';
import { API_VERSION, type AnyRoute } from '../http';
import { CALL_FAMILIES } from '..';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema; what JSON cannot say (a date object, a transform) reads as "any". */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const envelope = (data: JsonSchema | undefined): JsonSchema => ({
  type: 'object',
  description:
    'Every JSON answer: `success`, then `data` or a translated `msg` with an error `code`.',
  properties: {
    success: { type: 'boolean' },
    ...(data ? { data } : {}),
    msg: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['success'],
});

/** The query's fields as OpenAPI parameters (a call's query is a flat object). */
function parameters(query: z.ZodMiniType | undefined) {
  if (!query) return [];
  const schema = jsonSchema(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function operation(family: string, name: string, route: AnyRoute) {
  const stream = route.kind === 'stream';
  const data = route.data._zod.def.type === 'never' ? undefined : jsonSchema(route.data, 'output');
  const content: Record<string, { schema: JsonSchema }> = {};
  if (data || !stream) content['application/json'] = { schema: envelope(data) };
  if (stream)
    content['text/event-stream'] = {
      schema: {
        description: 'Server-sent events, `event: <type>` then `data: <json>`; each one is:',
        ...jsonSchema(route.events, 'output'),
      },
    };
  return {
    operationId: `${family}.${name}`,
    tags: [family],
    ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    parameters: parameters(route.query),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      '200': { description: stream ? 'Accepted: the event stream' : 'The answer', content },
      default: {
        description: 'Refused: `success:false` with a translated `msg` (401: signed out)',
        content: { 'application/json': { schema: envelope(undefined) } },
      },
    },
  };
}

/** The OpenAPI path of a route (`/api/files/:id` → `/api/files/{id}`). */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [family, calls] of Object.entries(CALL_FAMILIES)) {
    for (const [name, route] of Object.entries(calls)) {
      const path = openApiPath(route.path);
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = operation(family, name, route);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Atrium API',
      version: API_VERSION,
      description:
        'Generated from the contract in src/shared/api and the tool registry in src/shared/tools. ' +
        'Send `x-atrium-version` and `x-atrium-locale` with every call; `msg` answers in that locale.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
