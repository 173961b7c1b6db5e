// Talking to a bot: a question streams its answer like chat (the same events, stop and follow included),
// answered from the bot's knowledge with the passages it used as citations, and charged to the bot's owner.
// The bot's conversations, the owner's test chats and its visitors' apart, are listed and removed here (the
// visitors' own calls are in bot-widget.ts).
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

/** Whose conversations with a bot: the owner's test chats, or its visitors'. */
export const BOT_CHAT_WHO = ['owner', 'visitors'] as const;
export type BotChatWho = (typeof BOT_CHAT_WHO)[number];

export const botConversation = z.object({
  id: z.string(),
  title: z.string(),
  model: z.string(),
  /** The start of its last message. */
  preview: z.string(),
  updatedAt: z.string(),
  /** A visitor's conversation: the website it was held on; null for the owner's test chats. */
  origin: z.nullable(z.string()),
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
  /**
   * A bot's conversations, latest first: the owner's test chats, or (`who=visitors`) its visitors' on the
   * owner's websites. Their messages come from the chat's messages call.
   */
  list: defineRoute({
    method: 'GET',
    path: '/api/bot/chat/list',
    query: z.extend(pageQuery, { botId: z.uuid(), who: z._default(z.enum(BOT_CHAT_WHO), 'owner') }),
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

/** Days of history the data call may cover. */
export const BOT_DATA_DAYS = { min: 1, max: 90, default: 30 } as const;

export const botData = z.object({
  totals: z.object({
    conversations: z.int(),
    questions: z.int(),
    /** Hundredths its answers cost. */
    credits: z.int(),
    /** Questions answered with no passage of the knowledge: what the owner should add. */
    unanswered: z.int(),
  }),
  /** Every day of the period, oldest first, days without questions included (UTC). */
  days: z.array(z.object({ day: z.string(), questions: z.int(), credits: z.int() })),
  /** The questions asked most, as asked (compared without case and outer spaces). */
  topQuestions: z.array(z.object({ text: z.string(), count: z.int() })),
  /** The latest questions no passage matched. */
  unanswered: z.array(z.object({ text: z.string(), at: z.string(), conversationId: z.string() })),
});
export type BotData = z.infer<typeof botData>;

export const botDataApi = {
  /** What a bot was asked over the last days, what it cost, and what its knowledge could not answer. */
  data: defineRoute({
    method: 'GET',
    path: '/api/bot/data',
    query: z.object({
      botId: z.uuid(),
      days: z._default(
        z.coerce.number().check(z.int(), z.gte(BOT_DATA_DAYS.min), z.lte(BOT_DATA_DAYS.max)),
        BOT_DATA_DAYS.default,
      ),
    }),
    data: botData,
    auth: true,
  }),
} as const;

export const botHelp = z.object({
  sections: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
});
export type BotHelp = z.infer<typeof botHelp>;

export const botHelpApi = {
  /** How bots work, in the reader's language: for the bots pages and for anyone deciding to make one. */
  help: defineRoute({ method: 'GET', path: '/api/bot/help', data: botHelp, auth: false }),
} as const;
