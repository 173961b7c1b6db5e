// The Mo chat and Tokens families: Mo chat's one running thread per model, counting what a send would cost,
// and answers without streaming for integrations. Messages, events and the push body are the chat family's.
import * as z from 'zod/mini';
import {
  chatEvent,
  chatMessage,
  MAX_MESSAGE_CHARS,
  MAX_MESSAGE_IMAGES,
  ok,
  pushBody,
  pushFields,
} from './chat';
import { conversationSettings } from './chat-conversation';
import { defineRoute, defineStreamRoute } from './http';

const id = z.uuid();

/** Mo chat's thread is made on first use, with no character and the default settings. */
const moBody = z.omit(pushFields, { conversationId: true, characterId: true });

const modelQuery = z.object({ model: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Mo chat: one running thread per model, no character. */
export const moChatApi = {
  chat: defineStreamRoute({
    method: 'POST',
    path: '/api/mo/chat',
    body: moBody,
    events: chatEvent,
    auth: true,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/mo/chat/list',
    query: z.extend(modelQuery, {
      before: z.optional(id),
      limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
    }),
    data: z.object({
      conversationId: z.nullable(z.string()),
      messages: z.array(chatMessage),
      hasMore: z.boolean(),
    }),
    auth: true,
  }),
  clear: defineRoute({
    method: 'GET',
    path: '/api/mo/chat/clear',
    query: modelQuery,
    data: ok,
    auth: true,
  }),
} as const;

export const tokenCount = z.object({
  tokens: z.int(),
  /** What sending it would cost at most: these tokens as input plus the largest answer allowed. */
  credits: z.int(),
  maxOutputTokens: z.int(),
  locked: z.boolean(),
  affordable: z.boolean(),
});
export type TokenCount = z.infer<typeof tokenCount>;

/** Tokens: counting, and answers without streaming for integrations. */
export const tokenApi = {
  counter: defineRoute({
    method: 'POST',
    path: '/api/token/counter',
    body: z
      .object({
        model: z.string().check(z.minLength(1), z.maxLength(100)),
        text: z.string().check(z.maxLength(MAX_MESSAGE_CHARS * 4)),
        /** Count the conversation's history, instructions and settings too, as a send would. */
        conversationId: z.optional(id),
        /** A new conversation's character and settings, as the push will start it. */
        characterId: z.optional(id),
        settings: z.optional(conversationSettings),
        images: z._default(z.int().check(z.gte(0), z.lte(MAX_MESSAGE_IMAGES)), 0),
      })
      .check(
        // As for a push: a stored conversation keeps its own character and settings.
        z.refine((body) => !(body.conversationId && (body.characterId || body.settings)), {
          error: 'chat.settingsWithConversation',
        }),
      ),
    data: tokenCount,
    auth: true,
  }),
  chat: defineRoute({
    method: 'POST',
    path: '/api/token/chat',
    body: pushBody,
    data: chatMessage,
    auth: true,
  }),
  chatmo: defineRoute({
    method: 'POST',
    path: '/api/token/chatmo',
    body: moBody,
    data: chatMessage,
    auth: true,
  }),
} as const;
