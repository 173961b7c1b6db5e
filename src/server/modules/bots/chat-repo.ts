// The queries of the owner's conversations with a bot.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, conversations } from '../../db/schema';

const ofBot = (userId: string, botId: string) =>
  and(
    eq(conversations.userId, userId),
    eq(conversations.botId, botId),
    eq(conversations.kind, 'bot'),
  );

/** A conversation of this user with this bot, or undefined for any other. */
export async function botConversationOf(
  db: Database,
  userId: string,
  botId: string,
  id: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), ofBot(userId, botId)));
  return row;
}

/** The user's conversations with the bot, latest first, each with the start of its last message. */
export async function botConversations(
  db: Database,
  userId: string,
  botId: string,
  page: { offset: number; limit: number },
) {
  const preview = sql<string>`(
    SELECT left(${chatMessages.content}, 120) FROM ${chatMessages}
    WHERE ${chatMessages.conversationId} = ${conversations.id}
    ORDER BY ${chatMessages.seq} DESC LIMIT 1)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: conversations.id,
        title: conversations.title,
        model: conversations.model,
        updatedAt: conversations.updatedAt,
        preview,
      })
      .from(conversations)
      .where(ofBot(userId, botId))
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(conversations).where(ofBot(userId, botId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Removes one of the user's bot conversations (its messages go with it); false when there is none. */
export async function removeBotConversation(db: Database, userId: string, id: string) {
  const gone = await db
    .delete(conversations)
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.userId, userId),
        eq(conversations.kind, 'bot'),
      ),
    )
    .returning({ id: conversations.id });
  return gone.length > 0;
}
