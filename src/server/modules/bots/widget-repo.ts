// The queries of a bot's visitors: the bot as the public may reach it, a visitor's own conversations and
// messages (a visitor's session reaches nothing else), and what the bot's visitors cost its owner today.
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bots, chatMessages, conversations, creditHolds, users } from '../../db/schema';
import type { BotRow } from '../../db/schema';
import type { MessageRow } from '../chat';

/** A bot that is not private and whose owner is not suspended; undefined for any other id. */
export async function reachableBot(db: Database, id: string): Promise<BotRow | undefined> {
  const [row] = await db
    .select({ bot: bots })
    .from(bots)
    .innerJoin(users, eq(users.id, bots.ownerId))
    .where(and(eq(bots.id, id), sql`${bots.visibility} <> 'private'`, eq(users.status, 'active')));
  return row?.bot;
}

const visitors = (botId: string, visitorId: string) =>
  and(
    eq(conversations.botId, botId),
    eq(conversations.kind, 'bot'),
    eq(conversations.visitorId, visitorId),
  );

/** The visitor's conversation with the bot, or undefined for any other (another visitor's, the owner's). */
export async function visitorConversation(
  db: Database,
  botId: string,
  visitorId: string,
  id: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), visitors(botId, visitorId)));
  return row;
}

/** The latest `limit` messages of a conversation, oldest first. */
export async function latestMessages(
  db: Database,
  conversationId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows.reverse();
}

/** A message of one of the visitor's conversations with the bot, or undefined. */
export async function visitorMessage(
  db: Database,
  botId: string,
  visitorId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.id, messageId), visitors(botId, visitorId)));
  return row?.message;
}

/**
 * Hundredths the bot's visitors' answers since `since` cost its owner: what finished answers were charged,
 * and for answers still being written what they hold (the most they may cost).
 */
export async function visitorSpendSince(db: Database, botId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({
      spent: sql<number>`coalesce(sum(CASE WHEN ${creditHolds.status} = 'held'
        THEN ${creditHolds.amount} ELSE ${chatMessages.credits} END), 0)::int`,
    })
    .from(conversations)
    .innerJoin(chatMessages, eq(chatMessages.conversationId, conversations.id))
    .leftJoin(creditHolds, eq(creditHolds.id, chatMessages.holdId))
    .where(
      and(
        eq(conversations.botId, botId),
        isNotNull(conversations.visitorId),
        // A conversation with a message since then was touched since then: the index finds only those.
        gte(conversations.updatedAt, since),
        eq(chatMessages.role, 'assistant'),
        gte(chatMessages.createdAt, since),
      ),
    );
  return Number(row?.spent ?? 0);
}
