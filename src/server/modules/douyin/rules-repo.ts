// The queries of reply rules. Every lookup names its owner, so another user's rule or account is NOT_FOUND.
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Queries } from '../../db/client';
import { douyinAccounts, douyinRules } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type RuleRow = typeof douyinRules.$inferSelect;
export type RuleValues = Omit<typeof douyinRules.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** The user's account; `lock` holds its row to the end of the transaction (counting its rules). */
export async function ownAccount(db: Queries, userId: string, accountId: string, lock = false) {
  const query = db
    .select()
    .from(douyinAccounts)
    .where(and(eq(douyinAccounts.id, accountId), eq(douyinAccounts.userId, userId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function ownRule(db: Queries, userId: string, id: string): Promise<RuleRow> {
  const [row] = await db
    .select()
    .from(douyinRules)
    .where(and(eq(douyinRules.id, id), eq(douyinRules.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** An account's rules in the order the engine tries them (bot rules last is the engine's own rule). */
/** The rules of several accounts in priority order, by account (the reply engine reads a pass's at once). */
export async function rulesOfAccounts(db: Queries, accountIds: string[]) {
  const byAccount = new Map<string, RuleRow[]>(accountIds.map((id) => [id, []]));
  if (!accountIds.length) return byAccount;
  const rows = await db
    .select()
    .from(douyinRules)
    .where(inArray(douyinRules.accountId, accountIds))
    .orderBy(asc(douyinRules.priority), asc(douyinRules.createdAt));
  for (const rule of rows) byAccount.get(rule.accountId)?.push(rule);
  return byAccount;
}

export const accountRules = async (db: Queries, accountId: string) =>
  (await rulesOfAccounts(db, [accountId])).get(accountId) ?? [];

/** Rules of the account the engine stopped (out of credits), until the user enables them again. */
export async function pausedRuleCount(db: Queries, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(douyinRules)
    .where(and(eq(douyinRules.accountId, accountId), isNotNull(douyinRules.pausedReason)));
  return row?.n ?? 0;
}

export async function ruleCount(db: Queries, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(douyinRules)
    .where(eq(douyinRules.accountId, accountId));
  return row?.n ?? 0;
}

export async function insertRule(db: Queries, userId: string, values: RuleValues) {
  const [row] = await db
    .insert(douyinRules)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updateRule(
  db: Queries,
  userId: string,
  id: string,
  values: Partial<RuleValues>,
) {
  const [row] = await db
    .update(douyinRules)
    .set(values)
    .where(and(eq(douyinRules.id, id), eq(douyinRules.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function deleteRule(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(douyinRules)
    .where(and(eq(douyinRules.id, id), eq(douyinRules.userId, userId)))
    .returning({ id: douyinRules.id });
  return rows.length > 0;
}
