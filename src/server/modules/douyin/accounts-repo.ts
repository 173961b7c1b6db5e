// The queries of connected Douyin accounts. Every lookup a user makes names its owner, so another user's
// account id reads as nothing. `repliesTodayOf` is the one definition of "replies today" (the account view
// and the reply half's /reply/today count the same rows).
import { and, asc, count, desc, eq, gt, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Queries } from '../../db/client';
import {
  douyinAccounts,
  douyinEvents,
  type DouyinAbilityFailures,
  type DouyinAccountSettings,
} from '../../db/schema';
import { repliedToday } from './events-repo';
import type { AccountRow } from './seams';

export type NewAccount = typeof douyinAccounts.$inferInsert;
type Ability = keyof DouyinAbilityFailures;

export const accountsOf = (db: Queries, userId: string) =>
  db
    .select()
    .from(douyinAccounts)
    .where(eq(douyinAccounts.userId, userId))
    .orderBy(asc(douyinAccounts.createdAt));

export async function accountOf(db: Queries, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(douyinAccounts)
    .where(and(eq(douyinAccounts.id, id), eq(douyinAccounts.userId, userId)));
  return row;
}

/** For the platform's own calls (webhooks, sweeps): no user is asking. */
export async function accountById(db: Queries, id: string) {
  const [row] = await db.select().from(douyinAccounts).where(eq(douyinAccounts.id, id));
  return row;
}

/** Several accounts by id (the reply engine reads a pass's at once). */
export async function accountsByIds(db: Queries, ids: string[]) {
  const rows = ids.length
    ? await db.select().from(douyinAccounts).where(inArray(douyinAccounts.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

export async function accountByOpenId(db: Queries, openId: string) {
  const [row] = await db.select().from(douyinAccounts).where(eq(douyinAccounts.openId, openId));
  return row;
}

/** A first connection; a second of the same open_id meanwhile (two tabs) answers nothing. */
export async function insertAccount(db: Queries, account: NewAccount) {
  const [row] = await db
    .insert(douyinAccounts)
    .values(account)
    .onConflictDoNothing({ target: douyinAccounts.openId })
    .returning();
  return row;
}

/** A new authorization of an account its owner already had: active again, fresh tokens and renewals. */
export async function reauthorizeAccount(
  db: Queries,
  id: string,
  userId: string,
  values: Pick<
    NewAccount,
    | 'nickname'
    | 'avatar'
    | 'scopes'
    | 'accessToken'
    | 'accessExpiresAt'
    | 'refreshToken'
    | 'refreshExpiresAt'
    | 'updatedAt'
  >,
) {
  const [row] = await db
    .update(douyinAccounts)
    .set({ ...values, state: 'active', renewalsLeft: 5, failures: {}, backoffUntil: null })
    .where(and(eq(douyinAccounts.id, id), eq(douyinAccounts.userId, userId)))
    .returning();
  return row;
}

export async function updateOwned(
  db: Queries,
  userId: string,
  id: string,
  values: { state?: AccountRow['state']; settings?: DouyinAccountSettings; updatedAt: Date },
) {
  const [row] = await db
    .update(douyinAccounts)
    .set(values)
    .where(and(eq(douyinAccounts.id, id), eq(douyinAccounts.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwned(db: Queries, userId: string, id: string) {
  const rows = await db
    .delete(douyinAccounts)
    .where(and(eq(douyinAccounts.id, id), eq(douyinAccounts.userId, userId)))
    .returning({ id: douyinAccounts.id });
  return rows.length > 0;
}

export async function updateTokens(
  db: Queries,
  id: string,
  values: Partial<
    Pick<
      NewAccount,
      | 'accessToken'
      | 'accessExpiresAt'
      | 'refreshToken'
      | 'refreshExpiresAt'
      | 'renewalsLeft'
      | 'scopes'
      | 'state'
    >
  > & { updatedAt: Date },
) {
  const [row] = await db
    .update(douyinAccounts)
    .set(values)
    .where(eq(douyinAccounts.id, id))
    .returning();
  return row;
}

/**
 * Only a new authorization helps (the refresh token lapsed, its renewals are spent, or the user revoked the
 * app): replying stops and the stored tokens are replaced by nothing usable.
 */
export async function markReauthorize(db: Queries, id: string, at: Date) {
  await db
    .update(douyinAccounts)
    .set({ state: 'reauthorize', accessToken: '', refreshToken: '', updatedAt: at })
    .where(eq(douyinAccounts.id, id));
}

export async function recordFailure(
  db: Queries,
  id: string,
  ability: Ability,
  code: number,
  at: Date,
) {
  const failure = JSON.stringify({ [ability]: { code, at: at.toISOString() } });
  await db
    .update(douyinAccounts)
    .set({ failures: sql`${douyinAccounts.failures} || ${failure}::jsonb` })
    .where(eq(douyinAccounts.id, id));
}

/** A success clears the ability's last failure (written only when there is one). */
export async function clearFailure(db: Queries, id: string, ability: Ability) {
  await db
    .update(douyinAccounts)
    .set({ failures: sql`${douyinAccounts.failures} - ${ability}::text` })
    .where(and(eq(douyinAccounts.id, id), sql`${douyinAccounts.failures} ? ${ability}::text`));
}

/**
 * Accounts whose access token lapses before `accessBefore`, or whose refresh token lapses before
 * `refreshBefore` with renewals left; locked for this transaction (other processes skip them).
 */
export const claimDueRefresh = (
  db: Queries,
  due: { accessBefore: Date; refreshBefore: Date; skip: string[]; limit: number },
) =>
  db
    .select()
    .from(douyinAccounts)
    .where(
      and(
        inArray(douyinAccounts.state, ['active', 'paused']),
        or(
          lt(douyinAccounts.accessExpiresAt, due.accessBefore),
          and(
            gt(douyinAccounts.renewalsLeft, 0),
            lt(douyinAccounts.refreshExpiresAt, due.refreshBefore),
          ),
        ),
        due.skip.length ? notInArray(douyinAccounts.id, due.skip) : undefined,
      ),
    )
    .orderBy(asc(douyinAccounts.accessExpiresAt))
    .limit(due.limit)
    .for('update', { skipLocked: true });

/** One account, locked until the transaction ends (a sender renewing its token waits for a sweep doing it). */
export async function lockAccount(db: Queries, id: string) {
  const [row] = await db
    .select()
    .from(douyinAccounts)
    .where(eq(douyinAccounts.id, id))
    .for('update');
  return row;
}

/** Replies the account sent in its own day (its time zone) so far: the length of its send log. */
export async function repliesTodayOf(
  db: Queries,
  account: Pick<AccountRow, 'id' | 'settings'>,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(douyinEvents)
    .where(repliedToday([account], now));
  return row?.n ?? 0;
}

/** The latest comments and messages received, for a dry run on real text. */
export const latestEvents = (db: Queries, accountId: string, limit: number) =>
  db
    .select()
    .from(douyinEvents)
    .where(eq(douyinEvents.accountId, accountId))
    .orderBy(desc(douyinEvents.receivedAt))
    .limit(limit);
