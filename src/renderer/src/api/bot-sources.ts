// A bot's knowledge: its sources (pasted text, files, web pages) and the passages they were cut into. The
// contract loads with the first call, so only the bot's page pays for it.
import type { SourceAddBody, SourceQuoteBody } from '@shared/api/bot-sources';
import { call } from './client';

const contract = () => import('@shared/api/bot-sources').then((module) => module.botSourcesApi);

/**
 * The list and the passages are silent (the section shows the failure with a retry); add and quote are
 * silent too, so the form shows the server's refusal where the user pressed. Retry and the deletes toast
 * their failure (a confirm dialog stays for another try).
 */
export const botSourcesService = {
  /** The sources, and how this server finds their passages (by keywords, or also by meaning). */
  list: async (botId: string) => call((await contract()).list, { query: { botId }, silent: true }),
  add: async (body: SourceAddBody, onProgress?: (fraction: number) => void) =>
    call((await contract()).add, { body, silent: true, onUploadProgress: onProgress }),
  /** What adding a text or file would cost; nothing is stored. */
  quote: async (body: SourceQuoteBody, signal?: AbortSignal) =>
    call((await contract()).quote, { body, silent: true, signal }),
  /** `clientKey`: one per press, so a repeated press reads the source once. */
  retry: async (id: string, clientKey: string) =>
    call((await contract()).retry, { body: { id, clientKey } }),
  remove: async (id: string) => call((await contract()).delete, { query: { id } }),
  chunks: async (sourceId: string, page: number, pageSize: number) =>
    call((await contract()).vector, { query: { sourceId, page, pageSize }, silent: true }),
  removeChunk: async (id: string) => call((await contract()).vectorDelete, { query: { id } }),
};
