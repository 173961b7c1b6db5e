// My creations: the images of every tool, their filters' choices, and removing one.
import type { RouteQuery } from '@shared/api/http';
import type { creationsApi } from '@shared/api/creations';
import { call } from './client';

const creations = () => import('@shared/api/creations').then((module) => module.creationsApi);

export type CreationsQuery = RouteQuery<typeof creationsApi.list>;

export const creationsService = {
  list: async (query: CreationsQuery, signal?: AbortSignal) =>
    call((await creations()).list, { query, signal, silent: true }),
  facets: async () => call((await creations()).facets, { silent: true }),
  remove: async (id: string) => call((await creations()).remove, { body: { id }, silent: true }),
};
