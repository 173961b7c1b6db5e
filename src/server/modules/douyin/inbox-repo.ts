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

/**
 * In one statement: takes the delivery by its Msg-Id, finds the account it is for (not one waiting for a
 * new authorization, and not a message the account wrote itself), notes when it last heard something (to the
 * minute, so a burst does not queue on the account's row) and queues the event under its unique key.
 * Answers whether a new event was queued; a repeated delivery does nothing.
 */
export async function queueDelivered(
  db: Queries,
  delivery: { msgId: string; event: string; at: Date },
  openId: string,
  event: IncomingEvent,
): Promise<boolean> {
  const at = delivery.at.toISOString();
  const result = await db.execute(sql`
    WITH delivery AS (
      INSERT INTO douyin_deliveries (msg_id, event, received_at)
      VALUES (${delivery.msgId}, ${delivery.event}, ${at}::timestamptz)
      ON CONFLICT (msg_id) DO NOTHING
      RETURNING msg_id
    ), account AS (
      SELECT id, user_id FROM douyin_accounts
      WHERE open_id = ${openId} AND state <> 'reauthorize' AND open_id <> ${event.fromUserId ?? ''}
        AND EXISTS (SELECT 1 FROM delivery)
    ), touched AS (
      UPDATE douyin_accounts SET last_event_at = ${at}::timestamptz
      WHERE id IN (SELECT id FROM account)
        AND (last_event_at IS NULL OR last_event_at < ${at}::timestamptz - interval '1 minute')
    ), queued AS (
      INSERT INTO douyin_events (user_id, account_id, kind, external_id, item_id, video_title,
        conversation_id, from_user_id, nickname, text, received_at, state)
      SELECT user_id, id, ${event.kind}::douyin_event_kind, ${event.externalId}, ${event.itemId ?? null},
        -- A comment event names no video title: the one a poll or an earlier event stored stands in.
        COALESCE(${event.videoTitle ?? null}, (
          SELECT seen.video_title FROM douyin_events seen
          WHERE seen.account_id = account.id AND seen.item_id = ${event.itemId ?? null}
            AND seen.video_title IS NOT NULL
          LIMIT 1)),
        ${event.conversationId ?? null}, ${event.fromUserId ?? ''},
        ${event.nickname ?? ''}, ${event.text}, ${event.receivedAt.toISOString()}::timestamptz, 'queued'
      FROM account
      ON CONFLICT (account_id, kind, external_id) DO NOTHING
      RETURNING id
    )
    SELECT count(*)::int AS queued FROM queued`);
  const [row] = rowsOf<{ queued: number }>(result);
  return Number(row?.queued ?? 0) > 0;
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
