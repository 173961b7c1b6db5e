// News posts, one row per language: shipped ones carry a seed key (so a new version of the file updates them),
// admins' own have none. A post shows from its published time on.
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key'),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    /** An image address on the app's own origin. */
    cover: text('cover'),
    publishedAt: at('published_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('news_posts_seed_key_unique').on(table.seedKey),
    index('news_posts_locale_idx').on(table.locale, table.publishedAt),
  ],
);
