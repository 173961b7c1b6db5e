// Settings edited in the console as versioned documents (the price table, the chat and image catalogues): the
// document in force and its versions, publishing an edited document (checked whole before anything changes,
// refused when another admin published since the editor opened it) and rolling back to an earlier version or
// the shipped file. A change applies to work started after it, never to running work.
import * as z from 'zod/mini';
import { adminReason } from './admin';
import { defineRoute } from './http';

const version = z.nullable(z.int().check(z.positive()));
const document = z.record(z.string(), z.unknown());

export const configVersionInfo = z.object({
  id: z.int(),
  note: z.string(),
  author: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ConfigVersionInfo = z.infer<typeof configVersionInfo>;

/** The four calls of one setting, under `base`. */
function configApi<Base extends string>(base: Base) {
  return {
    current: defineRoute({
      method: 'GET',
      path: base,
      data: z.object({
        /** The version in force; null: the shipped file. */
        version,
        document,
        shipped: document,
        versions: z.array(configVersionInfo),
      }),
      auth: 'admin',
    }),
    version: defineRoute({
      method: 'GET',
      path: `${base}/version`,
      query: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
      data: z.object({ id: z.int(), document }),
      auth: 'admin',
    }),
    publish: defineRoute({
      method: 'POST',
      path: `${base}/publish`,
      body: z.object({
        document,
        /** The version the admin edited: a newer one in force refuses the publish. */
        baseVersion: version,
        note: adminReason,
      }),
      data: z.object({ version: z.int() }),
      auth: 'admin',
    }),
    /** Publishes an earlier version's document again (null: the shipped file). */
    rollback: defineRoute({
      method: 'POST',
      path: `${base}/rollback`,
      body: z.object({ to: version, baseVersion: version, note: adminReason }),
      data: z.object({ version: z.int() }),
      auth: 'admin',
    }),
  } as const;
}
export type ConfigApi = ReturnType<typeof configApi>;

export const adminPricesApi = configApi('/api/admin/prices');
export const adminModelsApi = configApi('/api/admin/models');
export const adminImagesApi = configApi('/api/admin/images');
