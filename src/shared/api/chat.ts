// The Chat family (Mo chat and Tokens are in ./chat-tokens.ts, a conversation and its settings in
// ./chat-conversation.ts). Answers stream as server-sent events (`chatEvent`, written and read by
// ../chat/events.ts): `push`, `act` with regenerate or edit, `mo.chat` and `follow` answer with an event stream
// once the request is accepted, and with an ordinary envelope when it is refused (bad input, no credits).
import * as z from 'zod/mini';
import { conversationCalls, conversationInfo, conversationSettings } from './chat-conversation';
import { defineRoute, defineStreamRoute, pageData, pageQuery } from './http';

export type { ConversationInfo } from './chat-conversation';

/** The longest message a user may send, in characters (a model's context is the other limit). */
export const MAX_MESSAGE_CHARS = 32_000;
/** Images per message. */
export const MAX_MESSAGE_IMAGES = 4;

const id = z.uuid();
const time = z.string();
/** The client's key for one request: a repeat with the same key answers the first one's message. */
const clientKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
const messageText = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_MESSAGE_CHARS));
/** What the sidebar's search box sends, for titles and for messages. */
const searchText = z.string().check(z.maxLength(200, { error: 'chat.sidebar.searchTooLong' }));

export const MESSAGE_STATUSES = ['streaming', 'done', 'stopped', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const chatImage = z.object({
  id: z.string(),
  width: z.int(),
  height: z.int(),
  /** A short-lived signed address on Atrium's own origin. */
  url: z.string(),
});
export type ChatImage = z.infer<typeof chatImage>;

/** A passage of a bot's knowledge an answer cites as [n]: where it comes from and, for the owner, why. */
export const messageCitation = z.object({
  n: z.int(),
  sourceId: z.string(),
  source: z.string(),
  page: z.nullable(z.int()),
  excerpt: z.string(),
  /** Its rank in each search that found it and the fused score; only the bot's owner sees them. */
  scores: z.optional(
    z.object({
      fused: z.number(),
      vector: z.optional(z.int()),
      keyword: z.optional(z.int()),
      trigram: z.optional(z.int()),
    }),
  ),
});
export type MessageCitation = z.infer<typeof messageCitation>;

export const chatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  images: z.array(chatImage),
  status: z.enum(MESSAGE_STATUSES),
  /** Why an answer ended early: a message key; the partial answer is kept. */
  error: z.nullable(z.string()),
  model: z.nullable(z.string()),
  inputTokens: z.int(),
  outputTokens: z.int(),
  /** Hundredths charged for this answer. */
  credits: z.int(),
  starred: z.boolean(),
  feedback: z.nullable(z.enum(['like', 'dislike'])),
  /** A bot's answer: the passages of its knowledge it was given, numbered as it cites them. */
  citations: z.optional(z.array(messageCitation)),
  createdAt: time,
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Where a new message goes: an existing conversation, or a new one with a character (or none). */
export const pushFields = z.object({
  conversationId: z.optional(id),
  characterId: z.optional(id),
  model: z.string().check(z.minLength(1), z.maxLength(100)),
  text: messageText,
  images: z._default(z.array(id).check(z.maxLength(MAX_MESSAGE_IMAGES)), []),
  clientKey,
});
/** A character starts a conversation; a message to an existing one keeps the character it began with, so
 *  naming both is a mistake the server refuses rather than silently ignoring the character. The same holds
 *  for settings: a new conversation may start with them, an existing one keeps its own (the settings call). */
export const pushBody = z.extend(pushFields, { settings: z.optional(conversationSettings) }).check(
  z.refine((body) => !(body.conversationId && body.characterId), {
    error: 'chat.characterWithConversation',
    path: ['characterId'],
  }),
  z.refine((body) => !(body.conversationId && body.settings), {
    error: 'chat.settingsWithConversation',
    path: ['settings'],
  }),
);
export type PushBody = z.infer<typeof pushBody>;

export const actBody = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(['regenerate']),
    /** The answer to write again. */
    messageId: id,
    /** Optionally with another model. */
    model: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    clientKey,
  }),
  z.object({
    action: z.literal('edit'),
    /** The user's message to change; everything after it is replaced by a new answer. */
    messageId: id,
    text: messageText,
    clientKey,
  }),
  z.object({
    action: z.enum(['stop', 'like', 'dislike', 'unrate', 'star', 'unstar']),
    messageId: id,
  }),
]);
export type ActBody = z.infer<typeof actBody>;

const conversationQuery = z.object({ conversationId: id });

export const messagesQuery = z.object({
  conversationId: id,
  /** Messages created before this message (older pages). */
  before: z.optional(id),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});

export const messagesPage = z.object({
  conversation: conversationInfo,
  /** Oldest first. */
  messages: z.array(chatMessage),
  /** More, older messages exist. */
  hasMore: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPage>;

export const searchHit = z.object({
  message: chatMessage,
  conversation: conversationInfo,
  /** The part of the message around the first match. */
  snippet: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const shareInfo = z.object({
  id: z.string(),
  /** Path of the public page, e.g. `/share/abc…`. */
  path: z.string(),
  createdAt: time,
});

export const sharedConversation = z.object({
  title: z.string(),
  characterName: z.nullable(z.string()),
  createdAt: time,
  messages: z.array(
    z.object({
      role: z.enum(['user', 'assistant']),
      content: z.string(),
      images: z.array(chatImage),
      createdAt: time,
    }),
  ),
});
export type SharedConversation = z.infer<typeof sharedConversation>;

export const ok = z.object({ ok: z.literal(true) });

/** One event of a streamed answer. */
export const chatEvent = z.discriminatedUnion('type', [
  /** The request is accepted: the stored user message (null for regenerate) and the answer being written. */
  z.object({
    type: z.literal('start'),
    conversationId: z.string(),
    userMessage: z.nullable(chatMessage),
    message: chatMessage,
    /** Hundredths held for the most this answer can cost. */
    held: z.int(),
  }),
  /** The answer so far when following one already under way. */
  z.object({ type: z.literal('snapshot'), message: chatMessage }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('usage'),
    inputTokens: z.int(),
    outputTokens: z.int(),
    credits: z.int(),
  }),
  /** The stored answer, complete (status done) or ended early (stopped, failed with `error`). */
  z.object({ type: z.literal('done'), message: chatMessage }),
  /** A failure before or during the answer; `message` is the kept partial answer, if any. */
  z.object({
    type: z.literal('error'),
    code: z.string(),
    msg: z.string(),
    message: z.nullable(chatMessage),
  }),
]);
export type ChatEvent = z.infer<typeof chatEvent>;

export const chatApi = {
  /** Streams the answer. */
  push: defineStreamRoute({
    method: 'POST',
    path: '/api/user/chat/push',
    body: pushBody,
    events: chatEvent,
    auth: true,
  }),
  /** regenerate and edit stream like push; the others answer the changed message. */
  act: defineStreamRoute({
    method: 'POST',
    path: '/api/user/chat/act',
    body: actBody,
    events: chatEvent,
    data: chatMessage,
    auth: true,
  }),
  /** An answer being written: its text so far (a snapshot), then the rest as it arrives. */
  follow: defineStreamRoute({
    method: 'GET',
    path: '/api/user/chat/follow',
    query: z.object({ messageId: id }),
    events: chatEvent,
    auth: true,
  }),
  /** The user's conversations, latest first; `q` filters by title. */
  list: defineRoute({
    method: 'GET',
    path: '/api/user/chat/list',
    query: z.extend(pageQuery, { q: z.optional(searchText) }),
    data: pageData(conversationInfo),
    auth: true,
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/api/user/chat/messages',
    query: messagesQuery,
    data: messagesPage,
    auth: true,
  }),
  starList: defineRoute({
    method: 'GET',
    path: '/api/user/chat/star/list',
    query: pageQuery,
    data: pageData(searchHit),
    auth: true,
  }),
  /** Deletes a conversation with all its messages. */
  clear: defineRoute({
    method: 'GET',
    path: '/api/user/chat/clear',
    query: conversationQuery,
    data: ok,
    auth: true,
  }),
  /** Rename, settings. */
  ...conversationCalls,
  /** Deletes one message. */
  remove: defineRoute({
    method: 'GET',
    path: '/api/user/chat/remove',
    query: z.object({ messageId: id }),
    data: ok,
    auth: true,
  }),
  search: defineRoute({
    method: 'GET',
    path: '/api/user/chat/search',
    query: z.extend(pageQuery, { q: searchText.check(z.trim(), z.minLength(1)) }),
    data: pageData(searchHit),
    auth: true,
  }),
  /** The conversation's public snapshot link (made once; asking again answers the same link). */
  share: defineRoute({
    method: 'GET',
    path: '/api/user/chat/share',
    query: conversationQuery,
    data: shareInfo,
    auth: true,
  }),
  revokeShare: defineRoute({
    method: 'POST',
    path: '/api/user/chat/share/revoke',
    body: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
    data: ok,
    auth: true,
  }),
  /** Anyone with the link reads the snapshot. */
  shared: defineRoute({
    method: 'GET',
    path: '/api/share/chat',
    query: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
    data: sharedConversation,
    auth: false,
  }),
} as const;

export { clientKey as clientKeySchema };
