// Admin changes to a user's credits, shared by the admin API and `npm run admin`. Each is a ledger entry that
// records who made it and why, and a row of the audit log with the balance before and after.
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../../audit';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { emailsOf, latestEntriesOf, userByEmail } from './repo';

async function userOf(deps: Deps, email: string) {
  const user = await userByEmail(deps.db, email.trim().toLowerCase());
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

export interface Adjustment {
  email: string;
  amount: number;
  reason: string;
  /** The admin's user id; null when made from the command line. */
  actorId: string | null;
}

/** Writes the audit row of an adjustment that went through. */
async function audited(
  deps: Deps,
  action: 'credits.grant' | 'credits.deduct',
  change: Adjustment,
  userId: string,
  apply: () => Promise<unknown>,
) {
  const before = await deps.credits.summary(userId);
  await apply();
  const after = await deps.credits.summary(userId);
  await recordAudit(
    deps.db,
    {
      actorId: change.actorId,
      action,
      target: { kind: 'user', id: userId },
      before: { balance: before.total },
      after: { balance: after.total, amount: change.amount },
      reason: change.reason,
    },
    deps.now(),
  );
  return after;
}

export async function adminGrant(deps: Deps, change: Adjustment) {
  const user = await userOf(deps, change.email);
  return audited(deps, 'credits.grant', change, user.id, () =>
    deps.credits.ledger.grant({
      userId: user.id,
      key: `admin:${randomUUID()}`,
      bucket: 'forever',
      amount: change.amount,
      source: 'admin',
      reason: change.reason,
      actorId: change.actorId ?? undefined,
    }),
  );
}

export async function adminDeduct(deps: Deps, change: Adjustment) {
  const user = await userOf(deps, change.email);
  return audited(deps, 'credits.deduct', change, user.id, () =>
    deps.credits.ledger.deduct({
      userId: user.id,
      amount: change.amount,
      service: 'admin',
      event: change.reason,
      actorId: change.actorId ?? undefined,
    }),
  );
}

export async function adminLedger(deps: Deps, email: string) {
  const user = await userOf(deps, email);
  const rows = await latestEntriesOf(deps.db, user.id);
  const actorIds = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  const actors = await emailsOf(deps.db, actorIds);
  const emailOf = new Map(actors.map((actor) => [actor.id, actor.email]));
  const summary = await deps.credits.summary(user.id);
  return {
    balance: summary.total,
    summary,
    entries: rows.map(({ actorId, ...row }) => ({
      ...row,
      id: String(row.id),
      actor: actorId ? (emailOf.get(actorId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
