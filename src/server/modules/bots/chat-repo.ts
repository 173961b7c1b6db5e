// The queries of a bot's conversations: the owner's test chats and its visitors' apart (a visitor's holds the
// visitor's session id; the owner's none).
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { BotChatWho } from '@shared/api/bot-chat';
import type { Database } from '../../db/client';
import { chatMessages, conversations } from '../../db/schema';

const ofBot = (userId: string, botId: string, who: BotChatWho) =>
  and(
    eq(conversations.userId, userId),
    eq(conversations.botId, botId),
    eq(conversations.kind, 'bot'),
    who === 'owner' ? isNull(conversations.visitorId) : isNotNull(conversations.visitorId),
  );

/** A test conversation of this user with this bot, or undefined for any other (a visitor's included). */
export async function botConversationOf(
  db: Database,
  userId: string,
  botId: string,
  id: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), ofBot(userId, botId, 'owner')));
  return row;
}

/** The bot's conversations of one kind, latest first, each with the start of its last message. */
export async function botConversations(
  db: Database,
  userId: string,
  botId: string,
  who: BotChatWho,
  page: { offset: number; limit: number },
) {
  const preview = sql<string>`(
    SELECT left(${chatMessages.content}, 120) FROM ${chatMessages}
    WHERE ${chatMessages.conversationId} = ${conversations.id}
    ORDER BY ${chatMessages.seq} DESC LIMIT 1)`;
  const where = ofBot(userId, botId, who);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: conversations.id,
        title: conversations.title,
        model: conversations.model,
        updatedAt: conversations.updatedAt,
        origin: conversations.visitorOrigin,
        preview,
      })
      .from(conversations)
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(conversations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Removes one of the user's bot conversations, a visitor's too (its messages go with it); false when none. */
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
