// The invitation plan: a new account that signed up through someone's link is tied to them, and the
// inviter earns the configured reward once, when that account's first payment succeeds.
import type { Deps } from '../../deps';
import {
  insertInvitation,
  invitationsOf,
  inviterByCode,
  markRewarded,
  unrewardedInvitation,
} from './repo';

/** Ties a just-created account to the owner of `code`; unknown codes and one's own code are ignored. */
export async function linkInvitation(deps: Deps, inviteeId: string, code: string): Promise<void> {
  const inviter = await inviterByCode(deps.db, code, inviteeId);
  if (!inviter) return;
  await insertInvitation(deps.db, { inviteeId, inviterId: inviter.id, createdAt: deps.now() });
}

/** Called on every successful payment; only the first one of an invitee rewards the inviter. */
export async function rewardInviter(deps: Deps, inviteeId: string): Promise<void> {
  const link = await unrewardedInvitation(deps.db, inviteeId);
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
  await markRewarded(deps.db, inviteeId, deps.now());
}

export async function invitationSummary(deps: Deps, userId: string) {
  const { code, invitees, grants } = await invitationsOf(deps.db, userId);
  return {
    code,
    reward: deps.credits.prices.inviteReward,
    invitees: invitees.map((row) => ({
      name: row.name,
      joinedAt: row.joinedAt.toISOString(),
      rewardedAt: row.rewardedAt?.toISOString() ?? null,
    })),
    earned: grants.reduce((total, grant) => total + grant.amount, 0),
  };
}
