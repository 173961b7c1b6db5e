// Notices: one row per recipient, item and kind, updated by the events it groups (a like raises its unread
// count in the like's own statement, see likes-repo.ts). Read latest first; the header counts the notices
// that have unread events.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Queries } from '../../db/client';
import { feedItems, feedNotices, users } from '../../db/schema';

export async function noticePage(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(feedNotices.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        notice: feedNotices,
        uploadId: feedItems.uploadId,
        likes: feedItems.likeCount,
        actorName: users.name,
      })
      .from(feedNotices)
      .innerJoin(feedItems, eq(feedItems.id, feedNotices.itemId))
      .leftJoin(users, eq(users.id, feedNotices.actorId))
      .where(where)
      .orderBy(desc(feedNotices.updatedAt), desc(feedNotices.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(feedNotices).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** How many of the user's notices have unread events. */
export async function unreadNotices(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(feedNotices)
    .where(and(eq(feedNotices.userId, userId), gt(feedNotices.unread, 0)));
  return row?.value ?? 0;
}

/** Marks one of the user's notices (or all of them) as read; false when `id` names none of theirs. */
export async function markNoticesRead(db: Database, userId: string, id?: number): Promise<boolean> {
  const marked = await db
    .update(feedNotices)
    .set({ unread: 0 })
    .where(
      and(
        eq(feedNotices.userId, userId),
        id === undefined ? gt(feedNotices.unread, 0) : eq(feedNotices.id, id),
      ),
    )
    .returning({ id: feedNotices.id });
  return id === undefined || marked.length > 0;
}

/** Tells an owner something happened to their item (it was taken out of the feed after reports). */
export async function notifyOwner(
  db: Queries,
  notice: { userId: string; itemId: number; kind: 'hidden'; now: Date },
): Promise<void> {
  await db
    .insert(feedNotices)
    .values({
      userId: notice.userId,
      itemId: notice.itemId,
      kind: notice.kind,
      unread: 1,
      updatedAt: notice.now,
    })
    .onConflictDoUpdate({
      target: [feedNotices.userId, feedNotices.itemId, feedNotices.kind],
      set: { unread: sql`${feedNotices.unread} + 1`, updatedAt: notice.now },
    });
}
