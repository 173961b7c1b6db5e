// The conversation on screen: its messages, the answer being written, and what the composer sends next.
// Each change replaces only the messages it touches, so a delta re-renders one bubble, not the list.
import { create } from 'zustand';
import type { ChatMessage, ConversationInfo } from '@shared/api/chat';
import type { ConversationSettings } from '@shared/api/chat-conversation';

export interface CharacterRef {
  id: string;
  name: string;
  avatar: string | null;
  greeting: string;
}

/** A refusal or failure shown above the composer (the server's translated message). */
export interface ChatNotice {
  code?: string;
  msg: string;
}

export interface ChatState {
  /** The open conversation; undefined for a new one not yet sent. */
  conversationId?: string;
  conversation?: ConversationInfo;
  /** The character of the open or the new conversation. */
  character: CharacterRef | null;
  /** The model the next message goes to. */
  model?: string;
  /** Settings chosen for a new conversation before its first message, which starts it with them. */
  draftSettings?: ConversationSettings;
  messages: ChatMessage[];
  hasMore: boolean;
  status: 'new' | 'loading' | 'loaded' | 'error';
  loadingOlder: boolean;
  /** An answer is being sent or written (the composer shows Stop). */
  running: boolean;
  /** Answers whose connection was lost and not regained: a Reconnect button follows them again. */
  lost: string[];
  notice?: ChatNotice;
  /** Why the conversation could not be shown (the server's message: not found, no network). */
  loadError?: string;
  /** A message to scroll to and mark (from a search hit). */
  focusId?: string;
}

export const initialChatState: ChatState = {
  conversationId: undefined,
  conversation: undefined,
  character: null,
  model: undefined,
  draftSettings: undefined,
  messages: [],
  hasMore: false,
  status: 'new',
  loadingOlder: false,
  running: false,
  lost: [],
  notice: undefined,
  loadError: undefined,
  focusId: undefined,
};

export const useChatStore = create<ChatState>()(() => ({ ...initialChatState }));

const set = useChatStore.setState;
const get = useChatStore.getState;

/** Replaces one message by id (or appends it), keeping every other message object as it was. */
export function putMessage(message: ChatMessage): void {
  const messages = get().messages;
  const index = messages.findIndex((kept) => kept.id === message.id);
  if (index === -1) set({ messages: [...messages, message] });
  else set({ messages: messages.map((kept, at) => (at === index ? message : kept)) });
}

/** Adds streamed text to an answer. */
export function appendText(messageId: string, text: string): void {
  const messages = get().messages;
  const index = messages.findIndex((kept) => kept.id === messageId);
  const target = messages[index];
  if (!target) return;
  const next = messages.slice();
  next[index] = { ...target, content: target.content + text };
  set({ messages: next });
}

export function dropMessage(id: string): void {
  set({ messages: get().messages.filter((message) => message.id !== id) });
}

/** The last answer of the conversation (the one Regenerate writes again). */
export function lastAnswerId(messages: ChatMessage[]): string | undefined {
  const last = messages.at(-1);
  return last?.role === 'assistant' ? last.id : undefined;
}

/** A user message shown at once, before the server has stored it. */
export function localUserMessage(key: string, text: string, images: ChatMessage['images']) {
  const state = get();
  return {
    id: `local-${key}`,
    conversationId: state.conversationId ?? '',
    role: 'user',
    content: text,
    images,
    status: 'done',
    error: null,
    model: state.model ?? null,
    inputTokens: 0,
    outputTokens: 0,
    credits: 0,
    starred: false,
    feedback: null,
    createdAt: new Date().toISOString(),
  } satisfies ChatMessage;
}
