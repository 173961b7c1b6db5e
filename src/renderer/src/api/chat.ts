// Conversations, messages and streamed answers. The chat contract loads with the first chat call (the chat
// page): the first page does not pay for it.
import type { ChatEvent, chatApi } from '@shared/api/chat';
import type { ConversationSettings } from '@shared/api/chat-conversation';
import type { tokenApi } from '@shared/api/chat-tokens';
import type { RouteBody, RouteQuery } from '@shared/api/http';
import { call } from './client';
import { callStream } from './stream';

const chat = () => import('@shared/api/chat');
const tokens = () => import('@shared/api/chat-tokens');
type PushBody = RouteBody<typeof chatApi.push>;
type ListQuery = RouteQuery<typeof chatApi.list>;
type CounterBody = RouteBody<typeof tokenApi.counter>;
type FeedbackAction = 'like' | 'dislike' | 'unrate' | 'star' | 'unstar';
type OnEvent = (event: ChatEvent) => void;

/**
 * Conversations, messages and streamed answers. The conversation list toasts its failure (the sidebar also
 * offers Retry); the other reads are silent because the chat page shows their failures in place.
 */
export const chatService = {
  list: async (query: ListQuery) => call((await chat()).chatApi.list, { query }),
  messages: async (conversationId: string, before?: string, limit?: number) =>
    call((await chat()).chatApi.messages, {
      query: { conversationId, before, limit },
      silent: true,
    }),
  search: async (q: string, page = 1) =>
    call((await chat()).chatApi.search, { query: { q, page, pageSize: 20 }, silent: true }),
  starred: async (page = 1) =>
    call((await chat()).chatApi.starList, { query: { page, pageSize: 20 }, silent: true }),
  clear: async (conversationId: string) =>
    call((await chat()).chatApi.clear, { query: { conversationId } }),
  /** Refusals (an empty or too long title) are toasted with the server's words. */
  rename: async (conversationId: string, title: string) =>
    call((await chat()).chatApi.rename, { body: { conversationId, title } }),
  saveSettings: async (conversationId: string, settings: ConversationSettings) =>
    call((await chat()).chatApi.settings, { body: { conversationId, ...settings } }),
  remove: async (messageId: string) =>
    call((await chat()).chatApi.remove, { query: { messageId } }),
  /** Stop, rate, star: the changed message. */
  act: async (action: FeedbackAction, messageId: string) =>
    call((await chat()).chatApi.act, { body: { action, messageId } }),
  /** Stops an answer being written; silent, since an answer that just ended has nothing to stop. */
  stop: async (messageId: string) =>
    call((await chat()).chatApi.act, { body: { action: 'stop', messageId }, silent: true }),
  share: async (conversationId: string) =>
    call((await chat()).chatApi.share, { query: { conversationId } }),
  revokeShare: async (id: string) => call((await chat()).chatApi.revokeShare, { body: { id } }),
  shared: async (id: string) =>
    call((await chat()).chatApi.shared, { query: { id }, silent: true }),
  /** What sending would cost at most; silent, the hint simply stays away on failure. */
  count: async (body: CounterBody) =>
    call((await tokens()).tokenApi.counter, { body, silent: true }),
  push: async (body: PushBody, onEvent: OnEvent, signal: AbortSignal) =>
    callStream((await chat()).chatApi.push, { body, onEvent, signal }),
  regenerate: async (
    body: { messageId: string; model?: string; clientKey: string },
    onEvent: OnEvent,
    signal: AbortSignal,
  ) =>
    callStream((await chat()).chatApi.act, {
      body: { action: 'regenerate', ...body },
      onEvent,
      signal,
    }),
  edit: async (
    body: { messageId: string; text: string; clientKey: string },
    onEvent: OnEvent,
    signal: AbortSignal,
  ) =>
    callStream((await chat()).chatApi.act, {
      body: { action: 'edit', ...body },
      onEvent,
      signal,
    }),
  /** An answer already under way: its text so far (snapshot), then the rest. */
  follow: async (messageId: string, onEvent: OnEvent, signal: AbortSignal) =>
    callStream((await chat()).chatApi.follow, {
      query: { messageId },
      onEvent,
      signal,
    }),
};
