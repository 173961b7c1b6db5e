// Talking to a bot: a question streams its answer like chat (the same events, stop and follow included),
// answered from the bot's knowledge with the passages it used as citations, and charged to the bot's owner.
// The owner's conversations with their bot (its test chat) are listed and removed here.
import * as z from 'zod/mini';
import { chatEvent, MAX_MESSAGE_CHARS } from './chat';
import { defineRoute, defineStreamRoute, pageData, pageQuery } from './http';

const clientKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const botPushBody = z.object({
  botId: z.uuid(),
  /** A conversation with this bot to continue; a new one without it. */
  conversationId: z.optional(z.uuid()),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'bots.chat.empty' }),
      z.maxLength(MAX_MESSAGE_CHARS, { error: 'bots.chat.tooLong' }),
    ),
  clientKey,
});
export type BotPushBody = z.infer<typeof botPushBody>;

export const botConversation = z.object({
  id: z.string(),
  title: z.string(),
  model: z.string(),
  /** The start of its last message. */
  preview: z.string(),
  updatedAt: z.string(),
});
export type BotConversation = z.infer<typeof botConversation>;

export const botChatApi = {
  push: defineStreamRoute({
    method: 'POST',
    path: '/api/bot/chat/push',
    body: botPushBody,
    events: chatEvent,
    auth: true,
  }),
  /** The owner's conversations with a bot, latest first; their messages come from the chat's messages call. */
  list: defineRoute({
    method: 'GET',
    path: '/api/bot/chat/list',
    query: z.extend(pageQuery, { botId: z.uuid() }),
    data: pageData(botConversation),
    auth: true,
  }),
  remove: defineRoute({
    method: 'GET',
    path: '/api/bot/chat/remove',
    query: z.object({ id: z.uuid() }),
    data: z.object({ id: z.string() }),
    auth: true,
  }),
} as const;
