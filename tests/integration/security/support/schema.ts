// A route's input schemas as JSON Schema (zod's own conversion, the one the API reference uses), walked to
// find each field's name and kind and to build a request the contract accepts: the base every hostile
// variant changes one thing of.
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  default?: unknown;
}

export function inputSchema(schema: z.ZodMiniType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The object shapes a request may take: the schema itself, or each variant of a union. */
export function shapes(schema: JsonSchema): JsonSchema[] {
  const variants = schema.oneOf ?? schema.anyOf;
  return variants ? variants.flatMap(shapes) : [schema];
}

/** A field named as an id (`id`, `…Id`, `…Ids`) or shaped as one (a UUID, or an array of them). */
export function isIdField(name: string, schema: JsonSchema): boolean {
  return (
    name === 'id' ||
    /Ids?$/.test(name) ||
    schema.format === 'uuid' ||
    schema.items?.format === 'uuid'
  );
}

/** Values for fields the world knows better than the schema (a real model, the user's own upload…). */
export type Hints = Record<string, () => unknown>;

/** Strings tried, in order, against a field's pattern and length bounds. */
const PATTERN_CANDIDATES = [
  'fuzz@example.com',
  'fuzzkey12345678',
  '123456',
  'abc',
  'A'.repeat(43),
  'A'.repeat(64),
  'fuzz-state-0123456789',
];

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (value: string) =>
    value.length >= min &&
    value.length <= max &&
    (!schema.pattern || new RegExp(schema.pattern).test(value));
  const found = PATTERN_CANDIDATES.find(fits);
  if (found !== undefined) return found;
  return 'fuzz'.padEnd(Math.max(min, 4), 'z').slice(0, Math.min(max, Math.max(min, 4)));
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  let value = schema.minimum !== undefined ? Math.max(schema.minimum, 1) : 1;
  if (integer) value = Math.ceil(value);
  if (schema.maximum !== undefined) value = Math.min(value, schema.maximum);
  return value;
}

/** A value the schema accepts, a hint's when the field has one. */
export function sample(schema: JsonSchema, name: string, hints: Hints): unknown {
  const hint = hints[name];
  if (hint) {
    const value = hint();
    if (value !== undefined)
      return typeOf(schema) === 'array' && !Array.isArray(value) ? [value] : value;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.oneOf ?? schema.anyOf) return sample((schema.oneOf ?? schema.anyOf)![0]!, name, hints);
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems && schema.items
        ? Array.from({ length: schema.minItems }, () => sample(schema.items!, name, hints))
        : [];
    case 'object':
      return baseObject(schema, hints);
    default:
      return 'fuzz';
  }
}

/** The required fields of an object shape, and the optional ones a hint fills. */
export function baseObject(shape: JsonSchema, hints: Hints): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape.properties ?? {})) {
    if (shape.required?.includes(name) || hints[name]) out[name] = sample(field, name, hints);
  }
  return out;
}

export interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
  id: boolean;
}

export function fieldsOf(shape: JsonSchema): Field[] {
  return Object.entries(shape.properties ?? {}).map(([name, schema]) => ({
    name,
    schema,
    required: shape.required?.includes(name) ?? false,
    id: isIdField(name, schema),
  }));
}
