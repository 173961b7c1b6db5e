// Reading and writing conversations and messages, always within one user's own rows: every query here filters
// by the owner, so another user's id reads as "not found" rather than as someone else's data.
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { ChatMessage, ConversationInfo, PushBody } from '@shared/api/chat';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { characters, chatMessages, conversations } from '../../db/schema';
import { signedFileUrl } from '../upload';
import type { SendInput } from './send-input';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type CharacterRow = typeof characters.$inferSelect;

const PREVIEW_CHARS = 120;

export function messageDto(deps: Deps, row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role,
    content: row.content,
    images: row.images.map((image) => ({ ...image, url: signedFileUrl(deps, image.id) })),
    status: row.status,
    error: row.error,
    model: row.model,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    credits: row.credits,
    starred: row.starred,
    feedback: row.feedback,
    createdAt: row.createdAt.toISOString(),
  };
}

export function conversationDto(
  row: ConversationRow,
  character: Pick<CharacterRow, 'id' | 'name' | 'avatar' | 'greeting'> | null,
  preview: string,
): ConversationInfo {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    model: row.model,
    character: character
      ? {
          id: character.id,
          name: character.name,
          avatar: character.avatar,
          greeting: character.greeting,
        }
      : null,
    helperId: row.helperId,
    preview: preview.slice(0, PREVIEW_CHARS),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's conversation, or NOT_FOUND (also for someone else's). */
export async function ownedConversation(
  deps: Deps,
  userId: string,
  id: string,
): Promise<ConversationRow> {
  const [row] = await deps.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function ownedMessage(deps: Deps, userId: string, id: string): Promise<MessageRow> {
  const [row] = await deps.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The user's Mo chat thread with a model, if one was started. */
export async function moThread(
  deps: Pick<Deps, 'db'>,
  userId: string,
  model: string,
): Promise<ConversationRow | undefined> {
  const [row] = await deps.db
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

/** The chat page's push (and its non-streaming twin): where the message goes, and what it is. */
export function chatSendInput(userId: string, body: PushBody): SendInput {
  return {
    userId,
    target: body.conversationId
      ? { conversationId: body.conversationId }
      : { kind: 'chat', characterId: body.characterId },
    model: body.model,
    text: body.text,
    images: body.images,
    clientKey: body.clientKey,
  };
}

/** A character the user may talk to: public, or their own. */
export async function usableCharacter(
  deps: Deps,
  userId: string,
  id: string,
): Promise<CharacterRow> {
  const [row] = await deps.db
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
  deps: Deps,
  conversation: ConversationRow,
): Promise<CharacterRow | null> {
  if (!conversation.characterId) return null;
  const [row] = await deps.db
    .select()
    .from(characters)
    .where(eq(characters.id, conversation.characterId));
  return row ?? null;
}

/**
 * A conversation of the user's with its messages and character, in one wave of queries rather than one
 * after another (an answer's first token waits on them). The messages and character are read by the
 * conversation's id and kept only when the conversation is the user's own.
 */
export async function conversationWithHistory(
  deps: Deps,
  userId: string,
  id: string,
): Promise<{
  conversation: ConversationRow;
  history: MessageRow[];
  character: CharacterRow | null;
}> {
  const [conversation, history, [character]] = await Promise.all([
    ownedConversation(deps, userId, id),
    conversationMessages(deps, id),
    deps.db
      .select()
      .from(characters)
      .where(
        inArray(
          characters.id,
          deps.db
            .select({ id: conversations.characterId })
            .from(conversations)
            .where(and(eq(conversations.id, id), eq(conversations.userId, userId))),
        ),
      ),
  ]);
  return { conversation, history, character: character ?? null };
}

/** All messages of a conversation, oldest first. */
export function conversationMessages(deps: Deps, conversationId: string): Promise<MessageRow[]> {
  return deps.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.seq));
}

/** A page of messages ending before `before` (or at the newest), oldest first. */
export async function messagePage(
  deps: Deps,
  conversationId: string,
  before: MessageRow | undefined,
  limit: number,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const rows = await deps.db
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

/** Conversation rows as the list shows them: with their character and last message. */
export async function describeConversations(
  deps: Deps,
  rows: ConversationRow[],
): Promise<ConversationInfo[]> {
  if (!rows.length) return [];
  const characterIds = rows.flatMap((row) => (row.characterId ? [row.characterId] : []));
  const ids = rows.map((row) => row.id);
  const [characterRows, lastMessages] = await Promise.all([
    characterIds.length
      ? deps.db.select().from(characters).where(inArray(characters.id, characterIds))
      : Promise.resolve([]),
    deps.db
      .selectDistinctOn([chatMessages.conversationId], {
        conversationId: chatMessages.conversationId,
        content: sql<string>`left(${chatMessages.content}, ${PREVIEW_CHARS})`,
      })
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, ids))
      .orderBy(chatMessages.conversationId, desc(chatMessages.seq)),
  ]);
  const characterById = new Map(characterRows.map((row) => [row.id, row]));
  const previewById = new Map(lastMessages.map((row) => [row.conversationId, row.content]));
  return rows.map((row) =>
    conversationDto(
      row,
      row.characterId ? (characterById.get(row.characterId) ?? null) : null,
      previewById.get(row.id) ?? '',
    ),
  );
}
