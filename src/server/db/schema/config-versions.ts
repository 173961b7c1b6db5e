// Settings admins edit in the console and publish as versions (the price table today): one row per version
// of a kind, the newest in force, none meaning the shipped file. Rows are never changed: a rollback publishes
// an old document again.
import { index, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

export const configVersions = pgTable(
  'config_versions',
  {
    id: serial('id').primaryKey(),
    /** What the document is: `prices`. */
    kind: text('kind').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull(),
    authorId: uuid('author_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('config_versions_kind_idx').on(table.kind, table.id)],
);
