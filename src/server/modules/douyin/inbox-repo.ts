// What reaches an account from the platform: webhook deliveries remembered by Msg-Id, comments and messages
// stored as queued events (one row whatever path brought them), and the claims of the comment poll.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queries } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { douyinAccounts, douyinDeliveries, douyinEvents } from '../../db/schema';

export type NewEvent = Omit<typeof douyinEvents.$inferInsert, 'id' | 'state'>;
/** A comment or message as the platform described it, before it is known whose it is. */
export type IncomingEvent = Omit<NewEvent, 'userId' | 'accountId'>;

/** True the first time a delivery's Msg-Id is seen, false on every repeat (in any process). */
export async function takeDelivery(db: Queries, msgId: string, event: string, at: Date) {
  const rows = await db
    .insert(douyinDeliveries)
    .values({ msgId, event, receivedAt: at })
    .onConflictDoNothing({ target: douyinDeliveries.msgId })
    .returning({ msgId: douyinDeliveries.msgId });
  return rows.length > 0;
}

/** A comment or message delivered by the webhook, for the account whose open id it was sent to. */
export interface Delivered {
  msgId: string;
  event: string;
  openId: string;
  incoming: IncomingEvent;
}

/**
 * In one statement for a whole batch: takes each delivery by its Msg-Id, finds the account it is for (not one
 * waiting for a new authorization, and not a message the account wrote itself), notes when it last heard
 * something (to the minute, so a burst does not queue on the account's row) and queues the events under their
 * unique key. Answers, per delivery, whether a new event was queued; a repeated delivery does nothing.
 * Msg-Ids must be distinct within a batch.
 */
export async function queueDelivered(db: Queries, deliveries: Delivered[], at: Date) {
  const input = deliveries.map(({ msgId, event, openId, incoming }, ord) => ({
    ord,
    msg_id: msgId,
    event,
    open_id: openId,
    kind: incoming.kind,
    external_id: incoming.externalId,
    item_id: incoming.itemId ?? null,
    video_title: incoming.videoTitle ?? null,
    conversation_id: incoming.conversationId ?? null,
    from_user_id: incoming.fromUserId ?? '',
    nickname: incoming.nickname ?? '',
    body: incoming.text,
    received_at: incoming.receivedAt.toISOString(),
  }));
  const now = at.toISOString();
  const result = await db.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS input(ord int, msg_id text,
        event text, open_id text, kind text, external_id text, item_id text, video_title text,
        conversation_id text, from_user_id text, nickname text, body text, received_at timestamptz)
    ), delivery AS (
      INSERT INTO douyin_deliveries (msg_id, event, received_at)
      SELECT msg_id, event, ${now}::timestamptz FROM input
      ON CONFLICT (msg_id) DO NOTHING
      RETURNING msg_id
    ), account AS (
      SELECT input.*, a.id AS account_id, a.user_id
      FROM input JOIN delivery USING (msg_id)
      JOIN douyin_accounts a ON a.open_id = input.open_id AND a.state <> 'reauthorize'
        AND a.open_id <> input.from_user_id
    ), touched AS (
      UPDATE douyin_accounts SET last_event_at = ${now}::timestamptz
      WHERE id IN (SELECT account_id FROM account)
        AND (last_event_at IS NULL OR last_event_at < ${now}::timestamptz - interval '1 minute')
    ), queued AS (
      INSERT INTO douyin_events (user_id, account_id, kind, external_id, item_id, video_title,
        conversation_id, from_user_id, nickname, text, received_at, state)
      SELECT user_id, account_id, kind::douyin_event_kind, external_id, item_id,
        -- A comment event names no video title: the one a poll or an earlier event stored stands in.
        COALESCE(account.video_title, (
          SELECT seen.video_title FROM douyin_events seen
          WHERE seen.account_id = account.account_id AND seen.item_id = account.item_id
            AND seen.video_title IS NOT NULL
          LIMIT 1)),
        conversation_id, from_user_id, nickname, body, received_at, 'queued'
      FROM account
      ON CONFLICT (account_id, kind, external_id) DO NOTHING
      RETURNING account_id, kind, external_id
    )
    SELECT account.ord FROM account JOIN queued ON queued.account_id = account.account_id
      AND queued.kind = account.kind::douyin_event_kind AND queued.external_id = account.external_id`);
  const queued = new Set(rowsOf<{ ord: number }>(result).map((row) => Number(row.ord)));
  return deliveries.map((_, ord) => queued.has(ord));
}

/** Forgets deliveries older than any the platform still retries. */
export async function pruneDeliveries(db: Queries, before: Date) {
  await db.delete(douyinDeliveries).where(lt(douyinDeliveries.receivedAt, before));
}

/** Stores new comments or messages as queued; answers how many were new (the rest were already there). */
export async function insertEvents(db: Queries, events: NewEvent[]) {
  if (!events.length) return 0;
  const rows = await db
    .insert(douyinEvents)
    .values(events.map((event) => ({ ...event, state: 'queued' as const })))
    .onConflictDoNothing({
      target: [douyinEvents.accountId, douyinEvents.kind, douyinEvents.externalId],
    })
    .returning({ id: douyinEvents.id });
  return rows.length;
}

export async function touchLastEvent(db: Queries, accountId: string, at: Date) {
  await db
    .update(douyinAccounts)
    .set({
      lastEventAt: sql`greatest(${douyinAccounts.lastEventAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(douyinAccounts.id, accountId));
}

/**
 * Active accounts that may read comments, heard nothing for a while and were not polled for as long, not
 * backing off: each is claimed by setting `polled_at` in the same statement (rows others hold are skipped), so
 * one process polls an account however many run.
 */
export async function claimDuePoll(db: Queries, quietSince: Date, now: Date, limit: number) {
  const due = db
    .select({ id: douyinAccounts.id })
    .from(douyinAccounts)
    .where(
      and(
        eq(douyinAccounts.state, 'active'),
        sql`'item.comment' = any(${douyinAccounts.scopes})`,
        or(isNull(douyinAccounts.lastEventAt), lt(douyinAccounts.lastEventAt, quietSince)),
        or(isNull(douyinAccounts.polledAt), lt(douyinAccounts.polledAt, quietSince)),
        or(isNull(douyinAccounts.backoffUntil), lt(douyinAccounts.backoffUntil, now)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(douyinAccounts)
    .set({ polledAt: now })
    .where(
      and(
        inArray(douyinAccounts.id, due),
        or(isNull(douyinAccounts.polledAt), lt(douyinAccounts.polledAt, quietSince)),
      ),
    )
    .returning();
}

/** Rate-limited by the platform: left alone until `until`. */
export async function setBackoff(db: Queries, accountId: string, until: Date | null) {
  await db
    .update(douyinAccounts)
    .set({ backoffUntil: until })
    .where(eq(douyinAccounts.id, accountId));
}
