// The chat's queries over conversations, messages and the characters they follow, always within one user's
// own rows: every lookup by id filters by the owner, so another user's id reads as "not found" rather than
// as someone else's data. Answers being written save themselves (answers.ts, start-rows.ts).
import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like';
import { characters, chatMessages, conversations } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type CharacterRow = typeof characters.$inferSelect;

export interface Page {
  page: number;
  pageSize: number;
}

/** The user's conversation, or NOT_FOUND (also for someone else's). */
export async function ownedConversation(
  db: Database,
  userId: string,
  id: string,
): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function ownedMessage(db: Database, userId: string, id: string): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function messageById(db: Database, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/** The user's Mo chat thread with a model, if one was started. */
export async function moThread(
  db: Database,
  userId: string,
  model: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.userId, userId),
        eq(conversations.kind, 'mo'),
        eq(conversations.model, model),
      ),
    );
  return row;
}

/** A character the user may talk to: public, or their own. */
export async function usableCharacter(
  db: Database,
  userId: string,
  id: string,
): Promise<CharacterRow> {
  const [row] = await db
    .select()
    .from(characters)
    .where(
      and(
        eq(characters.id, id),
        or(eq(characters.visibility, 'public'), eq(characters.ownerId, userId)),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function characterOf(
  db: Database,
  conversation: ConversationRow,
): Promise<CharacterRow | null> {
  if (!conversation.characterId) return null;
  const [row] = await db
    .select()
    .from(characters)
    .where(eq(characters.id, conversation.characterId));
  return row ?? null;
}

export function charactersByIds(db: Database, ids: string[]): Promise<CharacterRow[]> {
  return ids.length
    ? db.select().from(characters).where(inArray(characters.id, ids))
    : Promise.resolve([]);
}

/**
 * A conversation of the user's with its messages and character, in one wave of queries rather than one
 * after another (an answer's first token waits on them). The messages and character are read by the
 * conversation's id and kept only when the conversation is the user's own.
 */
export async function conversationWithHistory(
  db: Database,
  userId: string,
  id: string,
): Promise<{
  conversation: ConversationRow;
  history: MessageRow[];
  character: CharacterRow | null;
}> {
  const [conversation, history, [character]] = await Promise.all([
    ownedConversation(db, userId, id),
    conversationMessages(db, id),
    db
      .select()
      .from(characters)
      .where(
        inArray(
          characters.id,
          db
            .select({ id: conversations.characterId })
            .from(conversations)
            .where(and(eq(conversations.id, id), eq(conversations.userId, userId))),
        ),
      ),
  ]);
  return { conversation, history, character: character ?? null };
}

/** All messages of a conversation, oldest first. */
export function conversationMessages(db: Database, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.seq));
}

/** A page of messages ending before `before` (or at the newest), oldest first. */
export async function messagePage(
  db: Database,
  conversationId: string,
  before: MessageRow | undefined,
  limit: number,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        before ? lt(chatMessages.seq, before.seq) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

/** The start of each conversation's last message. */
export async function lastMessagePreviews(
  db: Database,
  conversationIds: string[],
  chars: number,
): Promise<Map<string, string>> {
  if (!conversationIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.conversationId], {
      conversationId: chatMessages.conversationId,
      content: sql<string>`left(${chatMessages.content}, ${chars})`,
    })
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, conversationIds))
    .orderBy(chatMessages.conversationId, desc(chatMessages.seq));
  return new Map(rows.map((row) => [row.conversationId, row.content]));
}

/** A page of the user's chat conversations, latest first; `q` filters by title. */
export async function conversationsPage(
  db: Database,
  userId: string,
  q: string | undefined,
  page: Page,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const where = and(
    eq(conversations.userId, userId),
    eq(conversations.kind, 'chat'),
    q ? ilike(conversations.title, likePattern(q)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(conversations)
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(conversations).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Which of the user's messages a search looks for: text (literally, any case) or starred ones. */
export type MessageFilter = { text: string } | { starred: true };

/** A page of the user's messages matching `filter`, newest first, with their conversations. */
export async function findMessages(
  db: Database,
  userId: string,
  filter: MessageFilter,
  page: Page,
): Promise<{ rows: MessageRow[]; conversations: ConversationRow[]; total: number }> {
  const condition: SQL =
    'text' in filter
      ? ilike(chatMessages.content, likePattern(filter.text))
      : eq(chatMessages.starred, true);
  const where = and(eq(chatMessages.userId, userId), condition);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.seq))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(chatMessages).where(where),
  ]);
  const ids = [...new Set(rows.map((row) => row.conversationId))];
  const owners = ids.length
    ? await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.userId, userId), inArray(conversations.id, ids)))
    : [];
  return { rows, conversations: owners, total: totals[0]?.total ?? 0 };
}

/** Rates or stars a message; answers the changed row. */
export async function updateMessage(
  db: Database,
  id: string,
  change: { starred?: boolean; feedback?: 'like' | 'dislike' | null; updatedAt: Date },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(chatMessages)
    .set(change)
    .where(eq(chatMessages.id, id))
    .returning();
  return row;
}

/** Asks the process writing an answer to stop it (read at its next save). */
export async function requestStop(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(chatMessages)
    .set({ stopRequestedAt: at })
    .where(and(eq(chatMessages.id, id), eq(chatMessages.status, 'streaming')));
}

/** The ids of a conversation's answers being written. */
export async function streamingMessageIds(db: Database, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.status, 'streaming')),
    );
  return rows.map((row) => row.id);
}

export async function deleteConversation(db: Database, id: string): Promise<void> {
  await db.delete(conversations).where(eq(conversations.id, id));
}

export async function deleteMessage(db: Database, id: string): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.id, id));
}

/** The answer of the user's request with this client key, if one was stored. */
export async function answerByClientKey(
  db: Database,
  userId: string,
  clientKey: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientKey, clientKey)));
  return row;
}
