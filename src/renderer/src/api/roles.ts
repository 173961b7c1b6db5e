// Characters and their categories. The roles contract loads with the first characters call (the home page),
// not with the app's first page.
import type { RouteBody, RouteQuery } from '@shared/api/http';
import type { rolesApi, typesApi } from '@shared/api/roles';
import { call } from './client';

const roles = () => import('@shared/api/roles');
type CharacterDraft = RouteBody<typeof rolesApi.create>;
type SearchQuery = RouteQuery<typeof typesApi.search>;

/**
 * Characters and their categories. Lists are silent (the gallery and the home page show their own failure
 * with a retry); create and edit are silent too, so the form shows the server's message by its fields.
 */
export const rolesService = {
  create: async (body: CharacterDraft) =>
    call((await roles()).rolesApi.create, { body, silent: true }),
  edit: async (id: string, body: CharacterDraft) =>
    call((await roles()).rolesApi.edit, { body: { ...body, id }, silent: true }),
  remove: async (id: string) => call((await roles()).rolesApi.del, { query: { id } }),
  mine: async (page = 1, pageSize?: number) =>
    call((await roles()).rolesApi.mine, { query: { page, pageSize }, silent: true }),
  publicList: async (query: { categoryId?: string; page?: number; pageSize?: number }) =>
    call((await roles()).rolesApi.publicList, { query, silent: true }),
  /** The characters the user has talked to, with the latest conversation of each. */
  users: async (page = 1, pageSize?: number) =>
    call((await roles()).rolesApi.users, { query: { page, pageSize }, silent: true }),
  latest: async (page = 1, pageSize?: number) =>
    call((await roles()).rolesApi.latest, { query: { page, pageSize }, silent: true }),
  /** One character by id (public, or one's own). */
  info: async (id: string) => call((await roles()).rolesApi.info, { query: { id }, silent: true }),
  categories: async () => call((await roles()).typesApi.list, { silent: true }),
  gallery: async (per?: number) =>
    call((await roles()).typesApi.v2List, { query: { per }, silent: true }),
  search: async (query: SearchQuery, signal?: AbortSignal) =>
    call((await roles()).typesApi.search, { query, signal, silent: true }),
};
