// Likes, each one statement: the like's row, the item's count and the owner's notice change together or not
// at all. The (item, user) key makes a second like from the same user a no-op (it waits for the first and
// then inserts nothing, so nothing is counted); the count is raised by the row that was inserted, under the
// item row's lock, so however many users like at once the count equals the rows.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface LikeOutcome {
  /** The item exists, listed (public, its author active); a like is refused otherwise. */
  listed: boolean;
  /** The item exists at all. */
  exists: boolean;
  /** This call changed something (a new like, or one taken back). */
  changed: boolean;
  likes: number;
}

interface Raw {
  listed: boolean;
  changed: boolean;
  likes: number;
}

/**
 * The outcome as the statement's last SELECT read it: one row when the item exists. That SELECT sees the rows
 * as they were before the statement, so the new count is the one the UPDATE returned (`counted`).
 */
const outcome = (raw: Raw | undefined): LikeOutcome =>
  raw ? { ...raw, exists: true } : { listed: false, exists: false, changed: false, likes: 0 };

/** The item's state after a like's statement (its CTEs `changes` and `counted`). */
const after = (itemId: number) => sql`
  SELECT i.status = 'public' AND u.status = 'active' AS listed,
    exists (SELECT 1 FROM changes) AS changed,
    coalesce((SELECT like_count FROM counted), i.like_count) AS likes
  FROM feed_items i JOIN users u ON u.id = i.user_id
  WHERE i.id = ${itemId}`;

/** Likes a listed item; the owner's notice (not for liking one's own) counts it as unread. */
export async function addLike(
  db: Database,
  itemId: number,
  userId: string,
  now: Date,
): Promise<LikeOutcome> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    WITH changes AS (
      INSERT INTO feed_likes (item_id, user_id, created_at)
      SELECT i.id, ${userId}::uuid, ${at}::timestamptz
      FROM feed_items i JOIN users u ON u.id = i.user_id
      WHERE i.id = ${itemId} AND i.status = 'public' AND u.status = 'active'
      ON CONFLICT DO NOTHING
      RETURNING item_id
    ), counted AS (
      UPDATE feed_items SET like_count = like_count + 1
      FROM changes WHERE feed_items.id = changes.item_id
      RETURNING feed_items.id, feed_items.user_id, feed_items.like_count
    ), noticed AS (
      INSERT INTO feed_notices (user_id, item_id, kind, unread, actor_id, updated_at)
      SELECT user_id, id, 'like', 1, ${userId}::uuid, ${at}::timestamptz FROM counted
      WHERE user_id <> ${userId}::uuid
      ON CONFLICT (user_id, item_id, kind) DO UPDATE
        SET unread = feed_notices.unread + 1, actor_id = excluded.actor_id,
            updated_at = excluded.updated_at
    )
    ${after(itemId)}`);
  return outcome(rowsOf<Raw>(result)[0]);
}

/** Takes a like back (from an item in any state: the like is the user's own); the notice stays as it was. */
export async function removeLike(
  db: Database,
  itemId: number,
  userId: string,
): Promise<LikeOutcome> {
  const result = await db.execute(sql`
    WITH changes AS (
      DELETE FROM feed_likes WHERE item_id = ${itemId} AND user_id = ${userId}::uuid
      RETURNING item_id
    ), counted AS (
      UPDATE feed_items SET like_count = like_count - 1
      FROM changes WHERE feed_items.id = changes.item_id
      RETURNING feed_items.like_count
    )
    ${after(itemId)}`);
  return outcome(rowsOf<Raw>(result)[0]);
}
