// Hostile requests for one route of the contract, generated from its own schemas: each query or body field
// replaced in turn by a value of the wrong type, an edge value or hostile text, or left out; whole bodies
// that are not JSON, not objects or too large; unknown and poisonous keys; bad path ids and headers. Each
// case says whether the contract accepts it (the schemas and the NUL rule, judged on exactly what is sent):
// a case the contract refuses must be refused.
import { randomUUID } from 'node:crypto';
import { unstorableTextAt, type AnyRoute } from '../../../../src/shared/api/http';
import {
  baseObject,
  fieldsOf,
  inputSchema,
  shapes,
  type Field,
  type Hints,
  type JsonSchema,
} from './schema';
import { toQuery } from './query';

export interface Case {
  label: string;
  /** Which of the route's members speaks it. */
  member: number;
  url: string;
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** The contract accepts it, so the server may; false: the server must refuse it. */
  valid: boolean;
}

const MISSING = Symbol('missing');
const SQL = "' OR '1'='1'; DROP TABLE users; --";

/** What every field gets in turn (the list is the cap: 16 values, 3 more for ids). */
const HOSTILE_VALUES: Array<[string, unknown]> = [
  ['number', 42],
  ['object', { $gt: '' }],
  ['array', ['x', 1]],
  ['null', null],
  ['boolean', true],
  ['empty', ''],
  ['100kb', 'x'.repeat(100 * 1024)],
  ['nul', 'a\u0000b'],
  ['lone-surrogate', 'a\ud800b'],
  ['%00', '%00'],
  ['sql', SQL],
  ['traversal', '../../../../etc/passwd'],
  ['huge', 2 ** 64],
  ['negative', -1],
  ['nan', 'NaN'],
  ['missing', MISSING],
];
const hostileIds = (): Array<[string, unknown]> => [
  ['malformed-id', 'not-a-uuid'],
  ['random-uuid', randomUUID()],
  ['uuid-sql', `${randomUUID()}${SQL}`],
];

const HEADER_VARIANTS: Array<[string, Record<string, string>]> = [
  ['locale-traversal', { 'x-atrium-locale': '../../../../etc/passwd' }],
  ['locale-long', { 'x-atrium-locale': 'zh-'.repeat(4000) }],
  ['version-sql', { 'x-atrium-version': SQL }],
  ['accept-language-junk', { 'accept-language': 'en;q=NaN,'.repeat(500) }],
  ['refresh-token-sql', { 'x-atrium-refresh-token': `${SQL}${'x'.repeat(40)}` }],
];

/** Ids put in a path (`/api/files/:id`), sent as written. */
const PATH_IDS: Array<[string, string]> = [
  ['malformed', 'not-a-uuid'],
  ['random-uuid', randomUUID()],
  ['traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['nul', '%00'],
  ['long', 'a'.repeat(2000)],
  ['sql', "x'%20OR%20'1'%3D'1"],
  ['bad-utf8', '%ED%A0%80'],
];

const MIB = 1024 * 1024;

/** The largest string any field of the schema takes (an upload's data), to make a body past the route's limit. */
function largestString(schema: JsonSchema | undefined): number {
  if (!schema) return 0;
  const nested = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.items ? [schema.items] : []),
  ];
  return Math.max(schema.maxLength ?? 0, ...nested.map(largestString));
}

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/**
 * The cases of a route, spoken by `members` in turn (case i by member i mod n): each member's hints fill the
 * fields not under attack, so a case carries its member's own things.
 */
export function casesFor(route: AnyRoute, members: Hints[]): Case[] {
  const querySchema = route.query ? inputSchema(route.query) : undefined;
  const bodySchema = route.body ? inputSchema(route.body) : undefined;
  const bodyShapes = bodySchema ? shapes(bodySchema) : [];
  const post = route.method === 'POST';
  const pathId = randomUUID();
  const cases: Case[] = [];
  /** The member who speaks the next case, and the bases made of its things. */
  const next = () => cases.length % members.length;
  const queryBase = () => (querySchema ? baseObject(querySchema, members[next()]!) : {});
  const bodyBase = (shape = bodyShapes[0]) => (shape ? baseObject(shape, members[next()]!) : {});

  interface Parts {
    query?: Record<string, unknown>;
    rawQuery?: string;
    body?: unknown;
    raw?: string;
    contentType?: string;
    headers?: Record<string, string>;
    path?: string;
    /** Refused whatever the schemas say (a body past the limit, poisoned keys, not JSON). */
    refuse?: boolean;
    /** What the server makes of it cannot be told from here: it may accept it. */
    unknown?: boolean;
  }
  const add = (label: string, parts: Parts) => {
    const query = toQuery(parts.query ?? queryBase());
    const search = [query.search, parts.rawQuery].filter(Boolean).join('&');
    const url = `${route.path.replace(':id', parts.path ?? pathId)}${search ? `?${search}` : ''}`;
    const payload = parts.raw ?? (post ? JSON.stringify(parts.body ?? bodyBase()) : undefined);
    let valid = !parts.refuse;
    if (valid && !parts.unknown && query.exact) {
      valid = !route.query || route.query.safeParse(query.seen).success;
      valid &&= unstorableTextAt(query.seen) === undefined;
      if (post && valid) {
        let parsed: unknown = payload;
        if (!parts.contentType || parts.contentType === 'application/json') {
          try {
            parsed = JSON.parse(payload ?? '');
          } catch {
            valid = false;
          }
        }
        valid &&= !route.body || route.body.safeParse(parsed ?? {}).success;
        valid &&= unstorableTextAt(parsed) === undefined;
      }
    }
    cases.push({
      label,
      member: next(),
      url,
      payload,
      contentType: post ? (parts.contentType ?? 'application/json') : undefined,
      headers: parts.headers,
      valid,
    });
  };

  const attack = (
    where: 'query' | 'body',
    fields: Field[],
    base: () => Record<string, unknown>,
  ) => {
    for (const field of fields) {
      for (const [label, value] of [...HOSTILE_VALUES, ...(field.id ? hostileIds() : [])]) {
        const changed = base();
        if (value === MISSING) delete changed[field.name];
        else changed[field.name] = value;
        const name = `${where}.${field.name}=${label}`;
        add(name, where === 'query' ? { query: changed } : { body: changed });
      }
    }
  };

  add('base', {});
  if (querySchema) attack('query', fieldsOf(querySchema), queryBase);
  for (const [index, shape] of bodyShapes.entries()) {
    if (index > 0) add(`body.variant-${index}`, { body: bodyBase(shape) });
    attack('body', fieldsOf(shape), () => bodyBase(shape));
  }

  // The request as a whole.
  add('query:unknown-field', { query: { ...queryBase(), zzUnknown: 'x' } });
  add('query:none', { query: {} });
  add('query:100kb-key', { query: { ...queryBase(), ['k'.repeat(100 * 1024)]: '1' } });
  add('query:proto', {
    rawQuery: '__proto__[polluted]=1&constructor[prototype][polluted]=1',
    unknown: true,
  });
  add('query:bad-encoding', { rawQuery: '%&%zz=1&a=%E0%A4%A', unknown: true });
  if (post) {
    const limit = Math.max(MIB, largestString(bodySchema) + 64 * 1024);
    add('body:unknown-field', { body: { ...bodyBase(), zzUnknown: 'x' } });
    add('body:not-json', { raw: '{"a":', refuse: true });
    // Fastify reads text/plain as a string: refused by a body schema, ignored by a call without one.
    add('body:text-plain', {
      raw: 'hello',
      contentType: 'text/plain',
      refuse: Boolean(route.body),
    });
    add('body:form', {
      raw: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
      refuse: true,
    });
    add('body:empty', { raw: '', refuse: true });
    add('body:array', { raw: JSON.stringify([bodyBase()]) });
    add('body:null', { raw: 'null' });
    add('body:string', { raw: '"fuzz"' });
    add('body:number', { raw: '1e999' });
    add('body:deep', { raw: `{"zzDeep":${nested(100_000)}}` });
    add('body:too-large', {
      body: { ...bodyBase(), zzPad: 'x'.repeat(limit + 1024) },
      refuse: true,
    });
    add('body:proto', { raw: `{"__proto__":{"polluted":true}}`, refuse: true });
    add('body:constructor', {
      raw: `{"constructor":{"prototype":{"polluted":true}}}`,
      refuse: true,
    });
    add('body:bom', { raw: `\ufeff${JSON.stringify(bodyBase())}`, unknown: true });
  }
  for (const [label, headers] of HEADER_VARIANTS) add(`header:${label}`, { headers });
  if (route.path.includes(':id'))
    for (const [label, id] of PATH_IDS) add(`path.id=${label}`, { path: id, unknown: true });
  return cases;
}
