// Talking to a bot: its streamed answers, and its conversations, the owner's or its visitors' (their
// messages come from the chat's messages call). The contract loads with the first call, so only the bot's
// page pays for it.
import type { BotChatWho, BotPushBody } from '@shared/api/bot-chat';
import type { ChatEvent } from '@shared/api/chat';
import { call } from './client';

const contract = () => import('@shared/api/bot-chat').then((module) => module.botChatApi);

/** The list is silent (the section shows its failure with a retry); remove toasts its failure. */
export const botChatService = {
  /** Streams the answer; a refusal (no credits, an empty question) throws with the server's msg. */
  push: async (body: BotPushBody, onEvent: (event: ChatEvent) => void, signal: AbortSignal) =>
    (await import('./stream')).callStream((await contract()).push, { body, onEvent, signal }),
  list: async (botId: string, who: BotChatWho, page: number, pageSize: number) =>
    call((await contract()).list, { query: { botId, who, page, pageSize }, silent: true }),
  remove: async (id: string) => call((await contract()).remove, { query: { id } }),
};
