// The community: published images (feed items) with their likes and the notices that tell owners about
// them, reports of what users published, and the checked words a prompt is held for review by. A feed item's
// number grows with each publication, so the newest list pages by it and never repeats or skips an item.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FEED_ITEM_STATUSES, FEED_NOTICE_KINDS } from '../../../shared/api/feed';
import { REPORT_REASONS, REPORT_TARGETS } from '../../../shared/api/reports';
import { at, owner } from './columns';
import { taskKind, tasks } from './tasks';
import { uploads } from './uploads';
import { users } from './users';

export const feedItemStatus = pgEnum('feed_item_status', FEED_ITEM_STATUSES);

export const feedItems = pgTable(
  'feed_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The published file: removing it (or its task) takes the item out. */
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    kind: taskKind('kind').notNull(),
    /** What the owner chose to show; null when hidden. */
    model: text('model'),
    prompt: text('prompt'),
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Kept in step with feed_likes in the statement that adds or removes a like. */
    likeCount: integer('like_count').notNull().default(0),
    /** Open reports against it, kept in step with the reports table. */
    openReports: integer('open_reports').notNull().default(0),
    status: feedItemStatus('status').notNull().default('public'),
    /** The checked words its prompt holds (why it waits for review), if any. */
    flaggedWords: text('flagged_words').array().notNull().default([]),
    publishedAt: at('published_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
  },
  (table) => [
    uniqueIndex('feed_items_upload_unique').on(table.uploadId),
    // The newest list reads the primary key backwards. The popular list's key is ascending: PostgreSQL uses
    // a row comparison, (likes, id) < (…), as an ordered scan's bound only in the index's own direction,
    // which a backward scan of this index is (on a descending one it sorted the matching rows instead).
    index('feed_items_popular_idx')
      .on(table.likeCount, table.id)
      .where(sql`${table.status} = 'public'`),
    index('feed_items_user_idx').on(table.userId, table.id),
    index('feed_items_queue_idx')
      .on(table.id)
      .where(sql`${table.status} in ('review', 'hidden')`),
    check('feed_items_like_count_positive', sql`${table.likeCount} >= 0`),
    check('feed_items_open_reports_positive', sql`${table.openReports} >= 0`),
  ],
);

/** One row per user who likes an item: the key makes a second like a no-op. */
export const feedLikes = pgTable(
  'feed_likes',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    userId: owner(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.userId] }),
    index('feed_likes_user_idx').on(table.userId, table.createdAt),
  ],
);

export const feedNoticeKind = pgEnum('feed_notice_kind', FEED_NOTICE_KINDS);

/** One notice per recipient, item and kind: a hundred likes update one row. */
export const feedNotices = pgTable(
  'feed_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    kind: feedNoticeKind('kind').notNull(),
    /** Events since the recipient last read it. */
    unread: integer('unread').notNull().default(0),
    /** The latest one to act. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feed_notices_group_unique').on(table.userId, table.itemId, table.kind),
    index('feed_notices_user_idx').on(table.userId, table.updatedAt, table.id),
    index('feed_notices_unread_idx')
      .on(table.userId)
      .where(sql`${table.unread} > 0`),
  ],
);

export const reportTarget = pgEnum('report_target', REPORT_TARGETS);
export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportStatus = pgEnum('report_status', ['open', 'upheld', 'dismissed']);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: owner('reporter_id'),
    targetKind: reportTarget('target_kind').notNull(),
    /** The feed item's number or the character's or bot's id. */
    targetId: text('target_id').notNull(),
    /** Whose it is: a moderator sees an account's reports together. */
    targetOwnerId: uuid('target_owner_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    details: text('details').notNull().default(''),
    status: reportStatus('status').notNull().default('open'),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('reports_open_unique')
      .on(table.reporterId, table.targetKind, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_target_idx')
      .on(table.targetKind, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_reporter_idx').on(table.reporterId, table.createdAt),
  ],
);

/** Words a published prompt is held for review by, per language; admins edit them. */
export const bannedWords = pgTable(
  'banned_words',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    word: text('word').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('banned_words_unique').on(table.locale, table.word)],
);

/**
 * Which version of each shipped seed (banned words, news) a database has had: a seed is written once per
 * version, so what admins changed afterwards is never written over at the next start.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  appliedAt: at('applied_at').notNull().defaultNow(),
});
