// A bot's orders read from the ledger: the holds whose subject names the bot, each with what it paid for
// while that still exists (the question an answer answered, the source a reading read).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The subject of every hold a bot's work takes, on the ledger. */
export const botSubject = (botId: string) => `bot:${botId}`;

export interface BotOrderRow {
  id: string;
  subject: string;
  service: string;
  event: string;
  status: 'held' | 'settled' | 'released' | 'expired';
  amount: string | number;
  charged: string | number;
  created_at: Date | string;
  closed_at: Date | string | null;
  title: string | null;
  /** A reading's kind of source (text, file, url). */
  source_kind: string | null;
}

/** The holds matching `where`, newest first, with their titles. */
const ordersQuery = (where: SQL, page?: { offset: number; limit: number }) => sql`
  WITH h AS (
    SELECT * FROM credit_holds h WHERE ${where}
    ORDER BY h.created_at DESC, h.id DESC
    ${page ? sql`OFFSET ${page.offset} LIMIT ${page.limit}` : sql``}
  )
  SELECT h.id, h.subject, h.service, h.event, h.status, h.amount, h.charged, h.created_at, h.closed_at,
    coalesce(q.content, s.name) AS title, t.model AS source_kind
  FROM h
  LEFT JOIN LATERAL (
    SELECT left(u.content, 200) AS content
    FROM chat_messages a JOIN chat_messages u
      ON u.conversation_id = a.conversation_id AND u.role = 'user' AND u.seq < a.seq
    WHERE a.hold_id = h.id AND a.role = 'assistant'
    ORDER BY u.seq DESC LIMIT 1
  ) q ON true
  LEFT JOIN tasks t ON t.user_id = h.user_id AND t.kind = 'knowledge' AND t.hold_id = h.id
  LEFT JOIN bot_sources s ON s.id::text = t.params->>'sourceId'
  ORDER BY h.created_at DESC, h.id DESC`;

export async function botOrders(
  db: Database,
  userId: string,
  botId: string,
  page: { offset: number; limit: number },
) {
  const where = sql`h.user_id = ${userId}::uuid AND h.subject = ${botSubject(botId)}`;
  const [rows, count] = await Promise.all([
    db.execute(ordersQuery(where, page)),
    db.execute(sql`SELECT count(*)::int AS n FROM credit_holds h WHERE ${where}`),
  ]);
  return { rows: rowsOf<BotOrderRow>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}

/** One of the user's bot orders by its id, or undefined. */
export async function botOrderById(db: Database, userId: string, id: string) {
  const [row] = rowsOf<BotOrderRow>(
    await db.execute(
      ordersQuery(
        sql`h.user_id = ${userId}::uuid AND h.id = ${id}::uuid AND h.subject LIKE 'bot:%'`,
      ),
    ),
  );
  return row;
}

/** One of the user's bot orders by the start of its id and its day (UTC), or undefined. */
export async function botOrderBySerial(
  db: Database,
  userId: string,
  serial: { day: string; idPrefix: string },
) {
  const [row] = rowsOf<BotOrderRow>(
    await db.execute(
      ordersQuery(
        sql`h.user_id = ${userId}::uuid AND h.subject LIKE 'bot:%'
          AND h.id::text LIKE ${`${serial.idPrefix.toLowerCase()}%`}
          AND to_char(h.created_at AT TIME ZONE 'UTC', 'YYYYMMDD') = ${serial.day}`,
      ),
    ),
  );
  return row;
}
