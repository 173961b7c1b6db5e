// Stripe's wire format as the loopback Stripe reads and answers it: form-encoded parameters in bracket
// notation, their values read as the types Stripe documents, metadata updates, and Stripe's error bodies.
import type { IncomingMessage } from 'node:http';

export type Params = Record<string, unknown>;

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Stripe's form encoding (`a[b][0][c]=v`, `expand[0]=x`) as nested objects and arrays of strings. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('['); // 'a[b][0]' → ['a', 'b', '0']; 'a[]' → ['a', '']
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    let node = root;
    for (const [i, segment] of path.entries()) {
      // An empty segment appends, as `a[]=x` does in qs (which Stripe's server understands).
      const slot = segment === '' && Array.isArray(node) ? String(node.length) : segment;
      const next = path[i + 1];
      if (next === undefined) {
        node[slot] = value;
      } else {
        node[slot] ??= next === '' || /^\d+$/.test(next) ? [] : {};
        node = node[slot] as Params; // arrays too: `array['0'] = x` sets index 0
      }
    }
  }
  return root;
}

// Form values are strings; these read them as the types Stripe documents.
export const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
export const int = (value: unknown) =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : null;
export const obj = (value: unknown): Params =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
export const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** Stripe's metadata update: keys merge, an empty value removes its key, an empty `metadata` clears all. */
export const mergeMetadata = (current: Record<string, string> | null, update: unknown) =>
  update === ''
    ? {}
    : Object.fromEntries(
        Object.entries({ ...current, ...obj(update) })
          .filter(([, value]) => value !== '')
          .map(([key, value]) => [key, String(value)]),
      );

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; param?: string; code?: string },
  ) {
    super(error.message);
  }
}
export const invalid = (message: string, param?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(param && { param }) });
export const missing = (param: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
    param,
  });
/** An unknown id: 404 when it is the object asked for, 400 when a parameter names it. */
export const noSuch = (what: string, id: string, param = 'id') =>
  new StripeApiError(param === 'id' ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  });

/** The object `id` of a store, or Stripe's 404 for it. */
export const find = <T>(map: Map<string, T>, id: string, what: string): T => {
  const found = map.get(id);
  if (!found) throw noSuch(what, id);
  return found;
};

export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
