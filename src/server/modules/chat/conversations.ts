// A user's own conversations and messages: the list, a conversation's pages, search and starred messages,
// renaming and the settings of a conversation, rating and starring, and removing a message or a whole
// conversation (stopping its answer first).
import type { ConversationSettings } from '@shared/api/chat-conversation';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { updateOwnedConversation, type ConversationChange } from './conversation-repo';
import { describeConversations, messageDto, searchHits } from './message-views';
import {
  conversationsPage,
  deleteConversation,
  deleteMessage,
  findMessages,
  messagePage,
  ownedConversation,
  ownedMessage,
  updateMessage,
  type MessageFilter,
  type Page,
} from './repo';
import type { ChatService } from './service';

/** What a user may mark a message with. */
type Mark = 'like' | 'dislike' | 'unrate' | 'star' | 'unstar';

export function createConversations(deps: Deps, chat: ChatService) {
  const change = async (userId: string, id: string, values: ConversationChange) => {
    const row = await updateOwnedConversation(deps.db, userId, id, values);
    const [info] = await describeConversations(deps, [row]);
    return info!;
  };
  return {
    async list(userId: string, query: Page & { q?: string }) {
      const { rows, total } = await conversationsPage(deps.db, userId, query.q, query);
      return {
        list: await describeConversations(deps, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async messages(
      userId: string,
      query: { conversationId: string; before?: string; limit: number },
    ) {
      const conversation = await ownedConversation(deps.db, userId, query.conversationId);
      const before = query.before ? await ownedMessage(deps.db, userId, query.before) : undefined;
      const page = await messagePage(deps.db, conversation.id, before, query.limit);
      const [info] = await describeConversations(deps, [conversation]);
      return {
        conversation: info!,
        messages: page.rows.map((row) => messageDto(deps, row)),
        hasMore: page.hasMore,
      };
    },

    /** A new title (already trimmed and checked by the contract); a live share shows it at once. */
    rename: (userId: string, conversationId: string, title: string) =>
      change(userId, conversationId, { title }),

    /** What the conversation's next answers follow; an answer being written keeps what it began with. */
    settings: (userId: string, conversationId: string, settings: ConversationSettings) =>
      change(userId, conversationId, {
        instructions: settings.instructions,
        temperature: settings.temperature,
        contextMessages: settings.contextMessages,
      }),

    async search(userId: string, filter: MessageFilter, page: Page) {
      const found = await findMessages(deps.db, userId, filter, page);
      return {
        list: await searchHits(deps, found, 'text' in filter ? filter.text : undefined),
        total: found.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },

    /** Rates an answer, or stars any message. */
    async mark(userId: string, messageId: string, action: Mark) {
      const row = await ownedMessage(deps.db, userId, messageId);
      const starring = action === 'star' || action === 'unstar';
      if (!starring && row.role !== 'assistant') throw new AppError('NOT_FOUND');
      const updated = await updateMessage(deps.db, row.id, {
        ...(starring
          ? { starred: action === 'star' }
          : { feedback: action === 'unrate' ? null : action }),
        updatedAt: deps.now(),
      });
      return messageDto(deps, updated ?? row);
    },

    async clear(userId: string, conversationId: string) {
      const conversation = await ownedConversation(deps.db, userId, conversationId);
      await chat.stopConversation(userId, conversation.id);
      await deleteConversation(deps.db, conversation.id);
      return { ok: true as const };
    },

    async remove(userId: string, messageId: string) {
      const row = await ownedMessage(deps.db, userId, messageId);
      if (row.status === 'streaming') await chat.stop(userId, row.id);
      await deleteMessage(deps.db, row.id);
      return { ok: true as const };
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
