// Messages and conversations as their owner reads them: signed addresses for images, a conversation with its
// character and the start of its last message, a search hit with the text around the match.
import type { ChatMessage, ConversationInfo, SearchHit } from '@shared/api/chat';
import type { Deps } from '../../deps';
import { avatarForViewer } from '../../files/avatars';
import { signedFileUrl } from '../../files/signed-url';
import {
  charactersByIds,
  lastMessagePreviews,
  type CharacterRow,
  type ConversationRow,
  type MessageRow,
} from './repo';

const PREVIEW_CHARS = 120;
const SNIPPET_CHARS = 160;

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
    ...(row.citations && { citations: row.citations }),
    createdAt: row.createdAt.toISOString(),
  };
}

export function conversationDto(
  deps: Deps,
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
          avatar: avatarForViewer(deps, character.avatar),
          greeting: character.greeting,
        }
      : null,
    helperId: row.helperId,
    settings: {
      instructions: row.instructions,
      temperature: row.temperature,
      contextMessages: row.contextMessages,
    },
    preview: preview.slice(0, PREVIEW_CHARS),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Conversation rows as the list shows them: with their character and last message. */
export async function describeConversations(
  deps: Deps,
  rows: ConversationRow[],
): Promise<ConversationInfo[]> {
  if (!rows.length) return [];
  const characterIds = rows.flatMap((row) => (row.characterId ? [row.characterId] : []));
  const [characterRows, previews] = await Promise.all([
    charactersByIds(deps.db, characterIds),
    lastMessagePreviews(
      deps.db,
      rows.map((row) => row.id),
      PREVIEW_CHARS,
    ),
  ]);
  const characterById = new Map(characterRows.map((row) => [row.id, row]));
  return rows.map((row) =>
    conversationDto(
      deps,
      row,
      row.characterId ? (characterById.get(row.characterId) ?? null) : null,
      previews.get(row.id) ?? '',
    ),
  );
}

/** The text around the first (case-insensitive) occurrence of `q`, or the start. */
export function snippet(content: string, q: string | undefined): string {
  const at = q ? content.toLowerCase().indexOf(q.toLowerCase()) : -1;
  if (at < 0) return content.slice(0, SNIPPET_CHARS);
  const start = Math.max(0, at - Math.floor((SNIPPET_CHARS - (q?.length ?? 0)) / 2));
  const end = Math.min(content.length, start + SNIPPET_CHARS);
  return `${start > 0 ? '…' : ''}${content.slice(start, end)}${end < content.length ? '…' : ''}`;
}

/** Found messages with their conversations (a message whose conversation is gone is left out). */
export async function searchHits(
  deps: Deps,
  found: { rows: MessageRow[]; conversations: ConversationRow[] },
  q: string | undefined,
): Promise<SearchHit[]> {
  const infos = await describeConversations(deps, found.conversations);
  const infoById = new Map(infos.map((info) => [info.id, info]));
  return found.rows.flatMap((row) => {
    const conversation = infoById.get(row.conversationId);
    return conversation
      ? [{ message: messageDto(deps, row), conversation, snippet: snippet(row.content, q) }]
      : [];
  });
}
