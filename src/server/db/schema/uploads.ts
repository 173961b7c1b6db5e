// Files users uploaded and files tasks made: the rows behind every signed file address.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, owner } from './columns';

/** An image a user uploaded, checked with sharp and stored under the data folder (or a bucket). */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    /** What it was uploaded for (a tool of the image rules), which set its limits. */
    purpose: text('purpose').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the storage keeps it. */
    storageKey: text('storage_key').notNull(),
    /** A thumbnail (generated results have one), served with `?v=thumb`. */
    thumbKey: text('thumb_key'),
    /** The task that made it, for a generated result; null for a user's upload. */
    taskId: uuid('task_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('uploads_user_idx').on(table.userId, table.createdAt),
    index('uploads_task_idx').on(table.taskId),
  ],
);
