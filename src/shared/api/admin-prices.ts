// The price table in the console: the table in force and its versions, publishing an edited table (checked
// whole before anything changes, refused when another admin published since the editor opened it) and rolling
// back to an earlier version or the shipped table. A change prices the holds taken after it, never running
// ones.
import * as z from 'zod/mini';
import { adminReason } from './admin';
import { defineRoute } from './http';

const version = z.nullable(z.int().check(z.positive()));
const table = z.record(z.string(), z.unknown());

export const priceVersionInfo = z.object({
  id: z.int(),
  note: z.string(),
  author: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PriceVersionInfo = z.infer<typeof priceVersionInfo>;

export const adminPricesApi = {
  current: defineRoute({
    method: 'GET',
    path: '/api/admin/prices',
    data: z.object({
      /** The version in force; null: the shipped table. */
      version,
      table,
      shipped: table,
      versions: z.array(priceVersionInfo),
    }),
    auth: 'admin',
  }),
  version: defineRoute({
    method: 'GET',
    path: '/api/admin/prices/version',
    query: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
    data: z.object({ id: z.int(), table }),
    auth: 'admin',
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/prices/publish',
    body: z.object({
      table,
      /** The version the admin edited: a newer one in force refuses the publish. */
      baseVersion: version,
      note: adminReason,
    }),
    data: z.object({ version: z.int() }),
    auth: 'admin',
  }),
  /** Publishes an earlier version's table again (null: the shipped table). */
  rollback: defineRoute({
    method: 'POST',
    path: '/api/admin/prices/rollback',
    body: z.object({ to: version, baseVersion: version, note: adminReason }),
    data: z.object({ version: z.int() }),
    auth: 'admin',
  }),
} as const;
