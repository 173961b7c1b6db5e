// Admin changes to a user's credits, shared by the admin API and `npm run admin`. Each is a ledger entry that
// records who made it and why.
import { randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { creditEntries, creditLots, users } from '../../db/schema';

async function userByEmail(deps: Deps, email: string) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
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

export async function adminGrant(deps: Deps, change: Adjustment) {
  const user = await userByEmail(deps, change.email);
  await deps.credits.ledger.grant({
    userId: user.id,
    key: `admin:${randomUUID()}`,
    bucket: 'forever',
    amount: change.amount,
    source: 'admin',
    reason: change.reason,
    actorId: change.actorId ?? undefined,
  });
  return deps.credits.summary(user.id);
}

export async function adminDeduct(deps: Deps, change: Adjustment) {
  const user = await userByEmail(deps, change.email);
  await deps.credits.ledger.deduct({
    userId: user.id,
    amount: change.amount,
    service: 'admin',
    event: change.reason,
    actorId: change.actorId ?? undefined,
  });
  return deps.credits.summary(user.id);
}

export async function adminLedger(deps: Deps, email: string) {
  const user = await userByEmail(deps, email);
  const rows = await deps.db
    .select({
      id: creditEntries.id,
      type: creditEntries.type,
      bucket: creditLots.bucket,
      amount: creditEntries.amount,
      reason: creditEntries.reason,
      actorId: creditEntries.actorId,
      createdAt: creditEntries.createdAt,
    })
    .from(creditEntries)
    .innerJoin(creditLots, eq(creditLots.id, creditEntries.lotId))
    .where(eq(creditEntries.userId, user.id))
    .orderBy(desc(creditEntries.id))
    .limit(500);
  const actorIds = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  const actors = actorIds.length
    ? await deps.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, actorIds))
    : [];
  const emailOf = new Map(actors.map((actor) => [actor.id, actor.email]));
  const summary = await deps.credits.summary(user.id);
  return {
    balance: summary.total,
    entries: rows.map(({ actorId, ...row }) => ({
      ...row,
      id: String(row.id),
      actor: actorId ? (emailOf.get(actorId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
