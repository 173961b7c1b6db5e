// What a bot was asked and what it cost, from its conversations' messages: per day, the questions asked
// most, and the questions no passage matched (answers given without citations). Only the owner's own
// conversations with the bot are counted.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

interface Period {
  userId: string;
  botId: string;
  /** The first instant counted. */
  since: Date;
}

/** The bot's messages in the period, with whether an answer had passages. */
const messages = (period: Period) => sql`
  SELECT m.role, m.content, m.credits, m.created_at, m.conversation_id,
    coalesce(jsonb_array_length(m.citations), 0) AS cited
  FROM chat_messages m JOIN conversations c ON c.id = m.conversation_id
  WHERE c.bot_id = ${period.botId}::uuid AND c.user_id = ${period.userId}::uuid
    AND m.created_at >= ${period.since.toISOString()}::timestamptz`;

export async function dailyTotals(db: Database, period: Period) {
  return rowsOf<{ day: string; questions: number; credits: number }>(
    await db.execute(sql`
      SELECT to_char(date_trunc('day', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
        count(*) FILTER (WHERE role = 'user')::int AS questions,
        coalesce(sum(credits) FILTER (WHERE role = 'assistant'), 0)::int AS credits
      FROM (${messages(period)}) m GROUP BY 1 ORDER BY 1`),
  );
}

export async function periodTotals(db: Database, period: Period) {
  const [row] = rowsOf<{ conversations: number; unanswered: number }>(
    await db.execute(sql`
      SELECT count(DISTINCT conversation_id)::int AS conversations,
        count(*) FILTER (WHERE role = 'assistant' AND cited = 0)::int AS unanswered
      FROM (${messages(period)}) m`),
  );
  return row ?? { conversations: 0, unanswered: 0 };
}

export async function topQuestions(db: Database, period: Period, limit: number) {
  return rowsOf<{ text: string; count: number }>(
    await db.execute(sql`
      SELECT min(trim(content)) AS text, count(*)::int AS count
      FROM (${messages(period)}) m WHERE role = 'user'
      GROUP BY lower(trim(content)) ORDER BY count(*) DESC, min(created_at) LIMIT ${limit}`),
  );
}

/** The questions whose answer had no passage, latest first: each answer's question is the message before. */
export async function unansweredQuestions(db: Database, period: Period, limit: number) {
  return rowsOf<{ text: string; at: Date | string; conversation_id: string }>(
    await db.execute(sql`
      SELECT q.content AS text, q.created_at AS at, q.conversation_id
      FROM chat_messages a
      JOIN conversations c ON c.id = a.conversation_id
      JOIN LATERAL (
        SELECT content, created_at, conversation_id FROM chat_messages
        WHERE conversation_id = a.conversation_id AND role = 'user' AND seq < a.seq
        ORDER BY seq DESC LIMIT 1
      ) q ON true
      WHERE c.bot_id = ${period.botId}::uuid AND c.user_id = ${period.userId}::uuid
        AND a.role = 'assistant' AND a.status = 'done'
        AND coalesce(jsonb_array_length(a.citations), 0) = 0
        AND a.created_at >= ${period.since.toISOString()}::timestamptz
      ORDER BY a.seq DESC LIMIT ${limit}`),
  );
}
