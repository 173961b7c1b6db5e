// News posts, one row per language, the languages of one post sharing its post id: shipped ones carry a seed key
// (so a new version of the file updates them until an admin edits them), admins' own have none. A post shows
// from its published time on; without one it is a draft.
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { uploads } from './uploads';

export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The post every language of it belongs to (a shipped post's is derived from its key, see news/seed.ts). */
    postId: uuid('post_id').notNull().defaultRandom(),
    seedKey: text('seed_key'),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    /** An image address on the app's own origin. */
    cover: text('cover'),
    /** The admin's upload the cover shows, served publicly only while it is a published post's cover. */
    coverUploadId: uuid('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Null: a draft. Later than now: scheduled. */
    publishedAt: at('published_at'),
    /** Counts the post's saves: a save names the revision it edited, and a stale one is refused. */
    revision: integer('revision').notNull().default(1),
    /** When an admin last saved it: a shipped post an admin edited is no longer the seed's to update. */
    editedAt: at('edited_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('news_posts_seed_key_unique').on(table.seedKey),
    uniqueIndex('news_posts_post_locale_unique').on(table.postId, table.locale),
    index('news_posts_locale_idx').on(table.locale, table.publishedAt),
  ],
);
