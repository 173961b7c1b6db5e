// The queries of invitations: who invited whom, whether the inviter was rewarded, and what they earned.
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditGrants, invitations, users } from '../../db/schema';

/** The owner of an invitation code, unless it is the invitee's own. */
export async function inviterByCode(db: Database, code: string, inviteeId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.inviteCode, code.toLowerCase()), ne(users.id, inviteeId)));
  return row;
}

export async function insertInvitation(
  db: Database,
  values: { inviteeId: string; inviterId: string; createdAt: Date },
): Promise<void> {
  await db.insert(invitations).values(values).onConflictDoNothing();
}

/** The invitee's invitation if its inviter was not rewarded yet. */
export async function unrewardedInvitation(db: Database, inviteeId: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.inviteeId, inviteeId), isNull(invitations.rewardedAt)));
  return row;
}

export async function markRewarded(db: Database, inviteeId: string, at: Date): Promise<void> {
  await db
    .update(invitations)
    .set({ rewardedAt: at })
    .where(and(eq(invitations.inviteeId, inviteeId), isNull(invitations.rewardedAt)));
}

/** The user's code, the people they invited (newest first, at most 200) and what they earned. */
export async function invitationsOf(db: Database, userId: string) {
  const [[me], invitees, grants] = await Promise.all([
    db.select({ code: users.inviteCode }).from(users).where(eq(users.id, userId)),
    db
      .select({
        name: users.name,
        joinedAt: invitations.createdAt,
        rewardedAt: invitations.rewardedAt,
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.inviteeId))
      .where(eq(invitations.inviterId, userId))
      .orderBy(desc(invitations.createdAt))
      .limit(200),
    db
      .select({ amount: creditGrants.amount })
      .from(creditGrants)
      .where(and(eq(creditGrants.userId, userId), eq(creditGrants.source, 'invite'))),
  ]);
  return { code: me?.code ?? '', invitees, grants };
}
