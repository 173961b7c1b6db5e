// The console's Moderation calls. Like the rest of the console's, the contract loads with the console and
// every call is silent: the section shows a failed read with a retry, and a refused change in its dialog.
import type { RouteBody, RouteQuery } from '@shared/api/http';
import type { adminModerationApi } from '@shared/api/admin-moderation';
import { call } from './client';

const moderation = () =>
  import('@shared/api/admin-moderation').then((module) => module.adminModerationApi);

export type ModerationQueueQuery = RouteQuery<typeof adminModerationApi.queue>;
export type DecideBody = RouteBody<typeof adminModerationApi.decide>;
export type AddWordBody = RouteBody<typeof adminModerationApi.addBannedWord>;

export const moderationService = {
  queue: async (query: ModerationQueueQuery) =>
    call((await moderation()).queue, { query, silent: true }),
  decide: async (body: DecideBody) => call((await moderation()).decide, { body, silent: true }),
  words: async () => call((await moderation()).bannedWords, { silent: true }),
  addWord: async (body: AddWordBody) =>
    call((await moderation()).addBannedWord, { body, silent: true }),
  removeWord: async (id: string) =>
    call((await moderation()).removeBannedWord, { body: { id }, silent: true }),
};
