// The admin audit log: every action an admin takes, with who, what, and the state before and after. Rows are
// only ever added; a trigger refuses to change or remove one (migration 0018).
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The admin; null for the command line (`npm run admin`). */
    actorId: uuid('actor_id').references(() => users.id),
    /** What was done, e.g. `user.suspend`, `credits.grant`, `feed.review`. */
    action: text('action').notNull(),
    /** What it was done to: `user`, `feed`, `price`… and its id. */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The admin's own words, when the action asks for them. */
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_time_idx').on(table.createdAt, table.id),
    index('admin_audit_target_idx').on(table.targetKind, table.targetId, table.id),
    index('admin_audit_actor_idx').on(table.actorId, table.id),
  ],
);
export type AdminAuditRow = typeof adminAudit.$inferSelect;
