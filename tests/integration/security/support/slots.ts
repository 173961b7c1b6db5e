// Where a call of the contract takes an id: a query or body field named `id`, `…Id` or `…Ids` or shaped as a
// UUID, an order's number (`sn`), or the id in its path; and the request that carries a given id there, the
// rest of it made valid from the caller's hints (undefined when the field's schema refuses that id).
import { randomUUID } from 'node:crypto';
import type { AnyRoute } from '../../../../src/shared/api/http';
import { toQuery } from './query';
import { baseObject, fieldsOf, inputSchema, shapes, type Hints } from './schema';
import type { Request } from './transport';

export interface Slot {
  label: string;
  build(id: string, hints: Hints): Request | undefined;
}

export function idSlots(route: AnyRoute, address: () => string): Slot[] {
  const query = route.query ? inputSchema(route.query) : undefined;
  const post = route.method === 'POST';
  const request = (q: Record<string, unknown>, body?: object, path: string = randomUUID()) => {
    const search = toQuery(q).search;
    return {
      url: `${route.path.replace(':id', path)}${search ? `?${search}` : ''}`,
      payload: post ? JSON.stringify(body ?? {}) : undefined,
      contentType: post ? 'application/json' : undefined,
      address: address(),
    };
  };
  const queryBase = (hints: Hints) => (query ? baseObject(query, hints) : {});
  const slots: Slot[] = [];
  if (route.path.includes(':id'))
    slots.push({
      label: 'path.id',
      build: (id, hints) => request(queryBase(hints), undefined, id),
    });
  for (const where of ['query', 'body'] as const) {
    const schema = route[where];
    if (!schema) continue;
    for (const shape of shapes(inputSchema(schema))) {
      for (const field of fieldsOf(shape)) {
        if (!field.id && field.name !== 'sn') continue;
        slots.push({
          label: `${where}.${field.name}`,
          build(id, hints) {
            const value = field.schema.type === 'array' ? [id] : id;
            const payload = { ...baseObject(shape, hints), [field.name]: value };
            if (!schema.safeParse(payload).success) return undefined;
            return where === 'query' ? request(payload) : request(queryBase(hints), payload);
          },
        });
      }
    }
  }
  return slots;
}
