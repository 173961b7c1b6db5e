// Custom bots: the account's own, listed, read, created, changed in parts and deleted. The bots contract
// loads with the first bots call, so only the bots pages pay for it.
import type { BotSettings } from '@shared/api/bots';
import { call } from './client';

const bots = () => import('@shared/api/bots').then((module) => module.botsApi);

/**
 * The list and one bot are silent (their pages show the failure with a retry); create and edit are silent
 * too, so the form shows the server's refusal beside its fields. Delete toasts its failure, and the
 * confirm dialog stays for another try.
 */
export const botsService = {
  list: async (page: number, pageSize: number) =>
    call((await bots()).list, { query: { page, pageSize }, silent: true }),
  info: async (id: string) => call((await bots()).info, { query: { id }, silent: true }),
  create: async (body: BotSettings) => call((await bots()).create, { body, silent: true }),
  /** Sends only what changed: the rest stays as the server has it. */
  edit: async (id: string, changes: Partial<BotSettings>) =>
    call((await bots()).edit, { body: { ...changes, id }, silent: true }),
  remove: async (id: string) => call((await bots()).delete, { query: { id } }),
};
