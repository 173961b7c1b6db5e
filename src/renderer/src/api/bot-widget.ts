// A bot visitor's calls, from the widget page: the session (asked for here only on the bot's own page; in a
// frame the loader asks for it), and the questions, conversation, follow and stop with the session's token
// and the embedding page's host. Every refusal is silent: the widget shows it where the visitor reads.
import type { WidgetPushBody, WidgetSessionBody } from '@shared/api/bot-widget';
import type { ChatEvent } from '@shared/api/chat';
import { WIDGET_HEADERS, hostOf } from '@shared/widget';
import { call } from './client';

const contract = () => import('@shared/api/bot-widget').then((module) => module.botWidgetApi);

/** The session a call speaks for. */
export interface VisitorPass {
  token: string;
  origin: string;
}

const headers = (pass: VisitorPass) => ({
  [WIDGET_HEADERS.visitor]: pass.token,
  [WIDGET_HEADERS.host]: hostOf(pass.origin),
});

type OnEvent = (event: ChatEvent) => void;

export const botWidgetService = {
  session: async (body: WidgetSessionBody) =>
    call((await contract()).session, { body, silent: true }),
  push: async (pass: VisitorPass, body: WidgetPushBody, onEvent: OnEvent, signal: AbortSignal) =>
    (await import('./stream')).callStream((await contract()).push, {
      body,
      onEvent,
      signal,
      headers: headers(pass),
    }),
  messages: async (pass: VisitorPass, conversationId: string) =>
    (
      await call((await contract()).messages, {
        query: { conversationId },
        headers: headers(pass),
        silent: true,
      })
    ).messages,
  follow: async (pass: VisitorPass, messageId: string, onEvent: OnEvent, signal: AbortSignal) =>
    (await import('./stream')).callStream((await contract()).follow, {
      query: { messageId },
      onEvent,
      signal,
      headers: headers(pass),
    }),
  stop: async (pass: VisitorPass, messageId: string) =>
    call((await contract()).stop, { body: { messageId }, headers: headers(pass), silent: true }),
};
