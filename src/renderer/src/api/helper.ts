// App Tools: templates and their streamed answers. The helper contract loads with the first helper call (the
// App Tools pages or the home page's section), the stream reader with the first answer.
import type { ChatEvent } from '@shared/api/chat';
import type { helperApi } from '@shared/api/helper';
import type { RouteBody, RouteQuery } from '@shared/api/http';
import { call } from './client';

const helper = () => import('@shared/api/helper').then((module) => module.helperApi);
type HelperListQuery = RouteQuery<typeof helperApi.list>;
type HelperPush = RouteBody<typeof helperApi.push>;

/** App Tools: templates and their streamed answers. Reads are silent: the pages show their own failures. */
export const helperService = {
  list: async (query: HelperListQuery, signal?: AbortSignal) =>
    call((await helper()).list, { query, signal, silent: true }),
  home: async () => call((await helper()).home, { silent: true }),
  info: async (id: string) => call((await helper()).info, { query: { id }, silent: true }),
  history: async (helperId: string, page = 1) =>
    call((await helper()).history, { query: { helperId, page }, silent: true }),
  /** Streams the answer; a refusal (bad value, no credits, locked model) throws with the server's msg. */
  push: async (body: HelperPush, onEvent: (event: ChatEvent) => void, signal: AbortSignal) =>
    (await import('./stream')).callStream((await helper()).push, { body, onEvent, signal }),
};
