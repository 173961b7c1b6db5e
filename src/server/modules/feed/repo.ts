// The queries of published images: writing and removing an item, one item with its author, a page of the
// feed by its cursor (in both directions), and the file behind a public picture. Only items of active
// accounts are shown: a suspended account's pictures leave the feed with it.
import { and, asc, desc, eq, gt, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FeedSort } from '@shared/api/feed';
import { WORK_KINDS } from '@shared/api/tasks';
import type { Database } from '../../db/client';
import { feedItems, feedLikes, tasks, uploads, users } from '../../db/schema';
import type { FeedKey } from './cursor';

export type FeedItemRow = typeof feedItems.$inferSelect;
export type NewFeedItem = typeof feedItems.$inferInsert;

export interface FeedRow {
  item: FeedItemRow;
  authorName: string;
  authorActive: boolean;
  liked: boolean;
}

const likedBy = (viewerId: string | undefined) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${feedLikes} where ${feedLikes.itemId} = ${feedItems.id} and ${feedLikes.userId} = ${viewerId})`
    : sql<boolean>`false`;

const feedColumns = (viewerId: string | undefined) => ({
  item: feedItems,
  authorName: users.name,
  authorActive: sql<boolean>`${users.status} = 'active'`,
  liked: likedBy(viewerId),
});

const isListed = and(eq(feedItems.status, 'public'), eq(users.status, 'active'));

/**
 * Writes a published item, or (the same image published again) what it shows; its state and likes stay.
 * Answers the row as stored.
 */
export async function upsertFeedItem(db: Database, values: NewFeedItem): Promise<FeedItemRow> {
  const [row] = await db
    .insert(feedItems)
    .values(values)
    .onConflictDoUpdate({
      target: feedItems.uploadId,
      set: { model: values.model, prompt: values.prompt, settings: values.settings },
    })
    .returning();
  return row!;
}

/** Removes one of the user's items (its likes and notices go with it); false when there is none. */
export async function deleteFeedItem(db: Database, userId: string, id: number): Promise<boolean> {
  const removed = await db
    .delete(feedItems)
    .where(and(eq(feedItems.id, id), eq(feedItems.userId, userId)))
    .returning({ id: feedItems.id });
  return removed.length > 0;
}

/** One item with its author, in any state (the caller decides who may see it). */
export async function feedItemById(
  db: Database,
  id: number,
  viewerId: string | undefined,
): Promise<FeedRow | undefined> {
  const [row] = await db
    .select(feedColumns(viewerId))
    .from(feedItems)
    .innerJoin(users, eq(users.id, feedItems.userId))
    .where(eq(feedItems.id, id));
  return row;
}

/** Where a page starts: after `key` going down the list, or before it going back up. */
function beyond(sort: FeedSort, key: FeedKey, direction: 'down' | 'up'): SQL {
  const compare = direction === 'down' ? lt : gt;
  if (sort === 'newest') return compare(feedItems.id, key.id);
  return direction === 'down'
    ? sql`(${feedItems.likeCount}, ${feedItems.id}) < (${key.likes}, ${key.id})`
    : sql`(${feedItems.likeCount}, ${feedItems.id}) > (${key.likes}, ${key.id})`;
}

function order(sort: FeedSort, direction: 'down' | 'up'): SQL[] {
  const by = direction === 'down' ? desc : asc;
  return sort === 'newest' ? [by(feedItems.id)] : [by(feedItems.likeCount), by(feedItems.id)];
}

/**
 * Up to `limit` listed items from `key` on in the list's order (down) or, going up, the `limit` just above
 * it (answered in the list's order too).
 */
export async function feedPage(
  db: Database,
  options: {
    sort: FeedSort;
    key?: FeedKey;
    direction: 'down' | 'up';
    limit: number;
    viewerId?: string;
  },
): Promise<FeedRow[]> {
  const { sort, key, direction } = options;
  const rows = await db
    .select(feedColumns(options.viewerId))
    .from(feedItems)
    .innerJoin(users, eq(users.id, feedItems.userId))
    .where(and(isListed, key ? beyond(sort, key, direction) : undefined))
    .orderBy(...order(sort, direction))
    .limit(options.limit);
  return direction === 'up' ? rows.reverse() : rows;
}

/** The stored file of a listed item, for its public address. */
export async function listedItemFile(db: Database, id: number) {
  const [row] = await db
    .select({ upload: uploads })
    .from(feedItems)
    .innerJoin(users, eq(users.id, feedItems.userId))
    .innerJoin(uploads, eq(uploads.id, feedItems.uploadId))
    .where(and(eq(feedItems.id, id), isListed));
  return row?.upload;
}

/** The user's task (a tool's, not other work) with the stored file of one of its results. */
export async function ownedTaskImage(
  db: Database,
  userId: string,
  taskId: string,
  imageId: string | undefined,
) {
  const [task] = await db
    .select()
    .from(tasks)
    .where(
      and(eq(tasks.id, taskId), eq(tasks.userId, userId), notInArray(tasks.kind, [...WORK_KINDS])),
    );
  if (!task) return undefined;
  const uploadId = imageId ?? task.results[0]?.uploadId;
  const [upload] = uploadId
    ? await db
        .select()
        .from(uploads)
        .where(
          and(eq(uploads.id, uploadId), eq(uploads.userId, userId), eq(uploads.taskId, task.id)),
        )
    : [];
  return { task, upload };
}
