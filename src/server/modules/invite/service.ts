// The invitation plan: a new account that signed up through someone's link is tied to them, and the
// inviter earns the configured reward once, when that account's first payment succeeds.
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { creditGrants, invitations, users } from '../../db/schema';

/** Ties a just-created account to the owner of `code`; unknown codes and one's own code are ignored. */
export async function linkInvitation(deps: Deps, inviteeId: string, code: string): Promise<void> {
  const [inviter] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.inviteCode, code.toLowerCase()), ne(users.id, inviteeId)));
  if (!inviter) return;
  await deps.db
    .insert(invitations)
    .values({ inviteeId, inviterId: inviter.id, createdAt: deps.now() })
    .onConflictDoNothing();
}

/** Called on every successful payment; only the first one of an invitee rewards the inviter. */
export async function rewardInviter(deps: Deps, inviteeId: string): Promise<void> {
  const [link] = await deps.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.inviteeId, inviteeId), isNull(invitations.rewardedAt)));
  if (!link || deps.credits.prices.inviteReward <= 0) return;
  // The grant's key makes a repeat (a retried webhook) a no-op; the mark only saves the next lookup.
  await deps.credits.ledger.grant({
    userId: link.inviterId,
    key: `invite:${inviteeId}`,
    bucket: 'forever',
    amount: deps.credits.prices.inviteReward,
    source: 'invite',
    reason: 'Invitation reward',
  });
  await deps.db
    .update(invitations)
    .set({ rewardedAt: deps.now() })
    .where(and(eq(invitations.inviteeId, inviteeId), isNull(invitations.rewardedAt)));
}

export async function invitationSummary(deps: Deps, userId: string) {
  const [[me], invitees, grants] = await Promise.all([
    deps.db.select({ code: users.inviteCode }).from(users).where(eq(users.id, userId)),
    deps.db
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
    deps.db
      .select({ amount: creditGrants.amount })
      .from(creditGrants)
      .where(and(eq(creditGrants.userId, userId), eq(creditGrants.source, 'invite'))),
  ]);
  return {
    code: me?.code ?? '',
    reward: deps.credits.prices.inviteReward,
    invitees: invitees.map((row) => ({
      name: row.name,
      joinedAt: row.joinedAt.toISOString(),
      rewardedAt: row.rewardedAt?.toISOString() ?? null,
    })),
    earned: grants.reduce((total, grant) => total + grant.amount, 0),
  };
}
