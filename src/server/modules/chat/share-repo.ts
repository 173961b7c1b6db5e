// The queries of shared conversations: a snapshot per conversation (refreshed when shared again), revoked by
// its owner, read by anyone with its unguessable id until then.
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatShares, conversations } from '../../db/schema';

export type ShareRow = typeof chatShares.$inferSelect;
export type NewShare = typeof chatShares.$inferInsert;

/** The share of a conversation that is still live, if any. */
export async function liveShareOf(
  db: Database,
  conversationId: string,
): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(chatShares)
    .where(and(eq(chatShares.conversationId, conversationId), isNull(chatShares.revokedAt)));
  return row;
}

/**
 * A live share with its conversation's title as it is now: the messages are the snapshot, but the title
 * follows a rename, so the link never shows a name its owner has since replaced.
 */
export async function sharedById(db: Database, id: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(chatShares), title: conversations.title })
    .from(chatShares)
    .innerJoin(conversations, eq(conversations.id, chatShares.conversationId))
    .where(and(eq(chatShares.id, id), isNull(chatShares.revokedAt)));
  return row;
}

export async function insertShare(db: Database, values: NewShare): Promise<ShareRow | undefined> {
  const [row] = await db.insert(chatShares).values(values).returning();
  return row;
}

export async function refreshShare(
  db: Database,
  id: string,
  change: Pick<NewShare, 'messages' | 'title'>,
): Promise<ShareRow | undefined> {
  const [row] = await db.update(chatShares).set(change).where(eq(chatShares.id, id)).returning();
  return row;
}

/** Revokes the user's live share; false when there is none of theirs with this id. */
export async function revokeShare(
  db: Database,
  userId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const revoked = await db
    .update(chatShares)
    .set({ revokedAt: at })
    .where(and(eq(chatShares.id, id), eq(chatShares.userId, userId), isNull(chatShares.revokedAt)))
    .returning({ id: chatShares.id });
  return revoked.length > 0;
}
