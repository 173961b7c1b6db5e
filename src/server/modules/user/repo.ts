// The queries of the signed-in user's profile and sessions, each scoped to that user.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';

export async function updateUser(
  db: Database,
  userId: string,
  changes: { name?: string; locale?: string; updatedAt: Date },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

/** The user's live sessions, newest use first. */
export function liveSessionsOf(db: Database, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastUsedAt));
}

/** The id of this live session of the user's, as stored (someone else's id is simply not found). */
export async function ownLiveSession(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
    );
  return row?.id;
}
