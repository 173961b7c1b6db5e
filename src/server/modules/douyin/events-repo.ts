// The queries of received comments and messages: the data list, the send log of a day, and the engine's
// claim and outcome writes. A row moves queued → sending by one statement, so one process alone works on it;
// a reply counts against the daily cap from the moment it is reserved (`sending` with its text), so two
// processes can never send the reply that passes the cap.
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Queries } from '../../db/client';
import { likePattern } from '../../db/like';
import { douyinAccounts, douyinEvents } from '../../db/schema';
import { dayBounds } from './day';
import type { AccountRow, EventRow } from './seams';

export interface EventFilter {
  accountId?: string;
  kind?: EventRow['kind'];
  state?: 'queued' | 'replied' | 'pending' | 'skipped' | 'failed';
  q?: string;
}

/** A page of the user's events, newest first (a claimed one is listed as queued). */
export async function listEvents(
  db: Database,
  userId: string,
  filter: EventFilter,
  page: { page: number; pageSize: number },
) {
  const conditions: Array<SQL | undefined> = [
    eq(douyinEvents.userId, userId),
    filter.accountId ? eq(douyinEvents.accountId, filter.accountId) : undefined,
    filter.kind ? eq(douyinEvents.kind, filter.kind) : undefined,
    filter.state === 'queued'
      ? inArray(douyinEvents.state, ['queued', 'sending'])
      : filter.state
        ? eq(douyinEvents.state, filter.state)
        : undefined,
    filter.q
      ? or(
          ilike(douyinEvents.text, likePattern(filter.q)),
          ilike(douyinEvents.nickname, likePattern(filter.q)),
          ilike(douyinEvents.reply, likePattern(filter.q)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(douyinEvents)
      .where(where)
      .orderBy(desc(douyinEvents.receivedAt), desc(douyinEvents.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(douyinEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The one definition of "replied today": sent since each account's day began in its time zone, and before it
 * ends. The account view counts these rows and /reply/today lists them, so the two always agree.
 */
export function repliedToday(accounts: Array<Pick<AccountRow, 'id' | 'settings'>>, now: Date): SQL {
  if (!accounts.length) return sql`false`;
  const perAccount = accounts.map((account) => {
    const { start, end } = dayBounds(now, account.settings.timeZone);
    return and(
      eq(douyinEvents.accountId, account.id),
      gte(douyinEvents.repliedAt, start),
      lt(douyinEvents.repliedAt, end),
    );
  });
  return and(eq(douyinEvents.state, 'replied'), or(...perAccount))!;
}

/** Today's send log of the accounts, newest first. */
export const repliesToday = (
  db: Queries,
  accounts: Array<Pick<AccountRow, 'id' | 'settings'>>,
  now: Date,
) =>
  db
    .select()
    .from(douyinEvents)
    .where(repliedToday(accounts, now))
    .orderBy(desc(douyinEvents.repliedAt));

/**
 * Claims up to `limit` queued events for this process (oldest first), skipping accounts that back off the
 * platform's rate limits; another process running the same statement gets other rows.
 */
export async function claimQueued(db: Database, at: Date, limit: number): Promise<EventRow[]> {
  const claimable = db
    .select({ id: douyinEvents.id })
    .from(douyinEvents)
    .innerJoin(douyinAccounts, eq(douyinAccounts.id, douyinEvents.accountId))
    .where(
      and(
        eq(douyinEvents.state, 'queued'),
        or(sql`${douyinAccounts.backoffUntil} is null`, lt(douyinAccounts.backoffUntil, at)),
      ),
    )
    .orderBy(douyinEvents.createdAt)
    .limit(limit)
    .for('update', { of: douyinEvents, skipLocked: true });
  return db
    .update(douyinEvents)
    .set({ state: 'sending', attempts: sql`${douyinEvents.attempts} + 1`, updatedAt: at })
    .where(and(inArray(douyinEvents.id, claimable), eq(douyinEvents.state, 'queued')))
    .returning();
}

/** Events left `sending` by a process that died are queued again (a reply not yet recorded may be re-sent). */
export const requeueStale = (db: Database, before: Date) =>
  db
    .update(douyinEvents)
    .set({ state: 'queued', reply: null })
    .where(and(eq(douyinEvents.state, 'sending'), lt(douyinEvents.updatedAt, before)))
    .returning({ id: douyinEvents.id });

/** A reply the engine wants to send, with what it records about the match. */
export interface WantedReply {
  id: string;
  reply: string;
  matched: Pick<Outcome, 'ruleId' | 'ruleName' | 'credits'>;
}

/**
 * Reserves places under an account's daily cap for replies, in the order given, one account at a time across
 * processes: counts the replies sent since the day began and those reserved, and stores the reply text of as
 * many as there is room for. Answers the ids reserved; the rest are over the cap.
 */
export async function reserveReplies(
  db: Database,
  accountId: string,
  wanted: WantedReply[],
  cap: { limit: number; since: Date },
  at: Date,
): Promise<Set<string>> {
  if (!wanted.length) return new Set();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`atrium:douyin:${accountId}`}))`);
    const [used] = await tx
      .select({ n: count() })
      .from(douyinEvents)
      .where(
        and(
          eq(douyinEvents.accountId, accountId),
          notInArray(
            douyinEvents.id,
            wanted.map((reply) => reply.id),
          ),
          or(
            and(eq(douyinEvents.state, 'replied'), gte(douyinEvents.repliedAt, cap.since)),
            and(eq(douyinEvents.state, 'sending'), isNotNull(douyinEvents.reply)),
          ),
        ),
      );
    const taken = wanted.slice(0, Math.max(0, cap.limit - (used?.n ?? 0)));
    if (!taken.length) return new Set();
    const rows = taken.map(({ id, reply, matched }) => ({
      id,
      reply,
      rule_id: matched.ruleId ?? null,
      rule_name: matched.ruleName ?? null,
      credits: matched.credits ?? null,
    }));
    await tx.execute(sql`
      UPDATE douyin_events e SET reply = x.reply, rule_id = COALESCE(x.rule_id, e.rule_id),
        rule_name = COALESCE(x.rule_name, e.rule_name), credits = COALESCE(x.credits, e.credits),
        updated_at = ${at.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS x(id uuid, reply text, rule_id uuid, rule_name text, credits int)
      WHERE e.id = x.id`);
    return new Set(taken.map((reply) => reply.id));
  });
}

export type Outcome = Partial<
  Pick<
    EventRow,
    'state' | 'reason' | 'ruleId' | 'ruleName' | 'reply' | 'replyId' | 'repliedAt' | 'credits'
  >
>;

/** Writes what became of a claimed event. */
export const settleEvent = (db: Queries, id: string, outcome: Outcome, at: Date) =>
  db
    .update(douyinEvents)
    .set({ ...outcome, updatedAt: at })
    .where(eq(douyinEvents.id, id));

/** Moves the user's pending event to `to` in one statement; undefined when it no longer waits. */
export async function takePending(
  db: Database,
  userId: string,
  id: string,
  to: 'sending' | 'skipped',
  at: Date,
) {
  const [row] = await db
    .update(douyinEvents)
    .set({ state: to, ...(to === 'skipped' ? { reason: 'rejected' } : {}), updatedAt: at })
    .where(
      and(
        eq(douyinEvents.id, id),
        eq(douyinEvents.userId, userId),
        eq(douyinEvents.state, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function ownEvent(db: Queries, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(douyinEvents)
    .where(and(eq(douyinEvents.id, id), eq(douyinEvents.userId, userId)));
  return row;
}

/** The account's latest received texts, for a dry run on real comments. */
export const recentTexts = (db: Queries, accountId: string, limit: number) =>
  db
    .select()
    .from(douyinEvents)
    .where(eq(douyinEvents.accountId, accountId))
    .orderBy(desc(douyinEvents.receivedAt))
    .limit(limit);
