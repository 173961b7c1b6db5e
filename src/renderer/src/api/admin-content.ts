// The console's calls for helper templates, public characters and their categories. The contracts load with
// the console. Every call is silent: a section shows its own failure, a form or dialog the refusal it got.
import type { RouteQuery } from '@shared/api/http';
import type { adminCharactersApi, StarterSaveBody } from '@shared/api/admin-characters';
import type { adminTemplatesApi, TemplateSaveBody } from '@shared/api/admin-templates';
import type { Locale } from '@shared/i18n/locales';
import { call } from './client';

const templates = () =>
  import('@shared/api/admin-templates').then((module) => module.adminTemplatesApi);
const characters = () =>
  import('@shared/api/admin-characters').then((module) => module.adminCharactersApi);
const categories = () =>
  import('@shared/api/admin-characters').then((module) => module.adminCategoriesApi);

export type TemplateListQuery = RouteQuery<typeof adminTemplatesApi.list>;
export type CharacterListQuery = RouteQuery<typeof adminCharactersApi.list>;

export const contentService = {
  templates: async (query: TemplateListQuery) =>
    call((await templates()).list, { query, silent: true }),
  template: async (key: string) => call((await templates()).info, { query: { key }, silent: true }),
  saveTemplate: async (body: TemplateSaveBody) =>
    call((await templates()).save, { body, silent: true }),
  featureTemplate: async (key: string, featured: boolean) =>
    call((await templates()).feature, { body: { key, featured }, silent: true }),
  reorderTemplates: async (keys: string[]) =>
    call((await templates()).reorder, { body: { keys }, silent: true }),
  hideTemplate: async (key: string, hidden: boolean, note: string) =>
    call((await templates()).hide, { body: { key, hidden, note }, silent: true }),
  removeTemplate: async (key: string, note: string) =>
    call((await templates()).remove, { body: { key, note }, silent: true }),

  characters: async (query: CharacterListQuery) =>
    call((await characters()).list, { query, silent: true }),
  character: async (id: string) => call((await characters()).info, { query: { id }, silent: true }),
  saveStarter: async (body: StarterSaveBody) =>
    call((await characters()).save, { body, silent: true }),
  moveCharacter: async (id: string, categoryId: string) =>
    call((await characters()).category, { body: { id, categoryId }, silent: true }),
  hideCharacter: async (id: string, hidden: boolean, note: string) =>
    call((await characters()).hide, { body: { id, hidden, note }, silent: true }),

  categories: async () => call((await categories()).list, { silent: true }),
  saveCategory: async (id: string, name: Record<Locale, string>, create: boolean) =>
    call((await categories()).save, { body: { id, name, create }, silent: true }),
  reorderCategories: async (ids: string[]) =>
    call((await categories()).reorder, { body: { ids }, silent: true }),
  removeCategory: async (id: string, note: string) =>
    call((await categories()).remove, { body: { id, note }, silent: true }),
};
