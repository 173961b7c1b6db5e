// A bot on the owner's website: the loader asks for a visitor session from the owner's page (the only call
// made across origins: the server trusts the browser's Origin header and the bot's list of websites, never a
// header alone), then the widget page talks to the bot with the session's token. Visitors' answers stream
// like the owner's test chat, are charged to the owner and stop at the bot's daily limit for visitors.
//
// None of these calls needs a signed-in user: the visitor calls need the session token instead, in the
// `x-atrium-visitor` header, and the host of the embedding page in `x-atrium-bot-host` (src/shared/widget.ts).
import * as z from 'zod/mini';
import { botPushBody } from './bot-chat';
import { chatEvent, chatMessage } from './chat';
import { defineRoute, defineStreamRoute } from './http';
import { WIDGET_SESSION_PATH } from '../widget';

export const widgetSessionBody = z.object({
  botId: z.uuid(),
  /**
   * The embedding page's origin as the page sees it; it must be the request's own Origin. Checked by the
   * server, not by the schema, so a mismatch gets its own words.
   */
  origin: z.optional(z.string().check(z.maxLength(300))),
  /** The session being renewed: while it lasts, the new one keeps its visitor (and their conversation). */
  renew: z.optional(z.string().check(z.maxLength(2_000))),
});
export type WidgetSessionBody = z.infer<typeof widgetSessionBody>;

/** What a visitor sees of a bot. */
export const widgetBot = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  welcome: z.string(),
  questions: z.array(z.string()),
});
export type WidgetBot = z.infer<typeof widgetBot>;

export const widgetSession = z.object({
  token: z.string(),
  /** The visitor the token speaks for: their conversations are theirs alone. */
  visitorId: z.string(),
  /** The embedding page's origin the session is bound to. */
  origin: z.string(),
  expiresAt: z.string(),
  bot: widgetBot,
});
export type WidgetSession = z.infer<typeof widgetSession>;

/** A question from a visitor: the bot is the session's. */
export const widgetPushBody = z.omit(botPushBody, { botId: true });
export type WidgetPushBody = z.infer<typeof widgetPushBody>;

const id = z.uuid();

export const botWidgetApi = {
  /** A visitor session for the bot on the calling page's origin; a website not in the bot's list is refused. */
  session: defineRoute({
    method: 'POST',
    path: WIDGET_SESSION_PATH,
    body: widgetSessionBody,
    data: widgetSession,
    auth: false,
  }),
  /** Asks the bot; the answer streams like the test chat's, charged to the bot's owner. */
  push: defineStreamRoute({
    method: 'POST',
    path: '/api/bot/widget/push',
    body: widgetPushBody,
    events: chatEvent,
    auth: false,
  }),
  /** The messages of the visitor's own conversation, oldest first (the latest 100). */
  messages: defineRoute({
    method: 'GET',
    path: '/api/bot/widget/messages',
    query: z.object({ conversationId: id }),
    data: z.object({ messages: z.array(chatMessage) }),
    auth: false,
  }),
  /** An answer of the visitor's being written: the text so far, then the rest (after a lost connection). */
  follow: defineStreamRoute({
    method: 'GET',
    path: '/api/bot/widget/follow',
    query: z.object({ messageId: id }),
    events: chatEvent,
    auth: false,
  }),
  /** Stops an answer of the visitor's; the part written so far is kept. */
  stop: defineRoute({
    method: 'POST',
    path: '/api/bot/widget/stop',
    body: z.object({ messageId: id }),
    data: chatMessage,
    auth: false,
  }),
} as const;
