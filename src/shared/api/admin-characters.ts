// The console's public characters and their categories (every call `auth: 'admin'`). Admins edit and add the
// starter characters (those Atrium ships, or admins made, with no owner), hide any public character (a user's
// becomes private, as a moderator's hide makes it) and move any to another category; categories are made,
// renamed in every language, ordered, and deleted only when no character is in them. Every change is audited.
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { adminReason } from './admin';
import { defineRoute, pageData } from './http';
import { AVATAR_PRESETS, CHARACTER_LIMITS, characterInput } from './roles';

export const ADMIN_CHARACTERS_PAGE_SIZE = 20;
export const CATEGORY_NAME_MAX = 30;

const characterId = z.uuid({ error: 'admin.characters.errors.id' });
export const categorySlug = z
  .string({ error: 'admin.categories.errors.id' })
  .check(z.trim(), z.regex(/^[a-z0-9-]{1,40}$/, { error: 'admin.categories.errors.id' }));

/** starter: ours (no owner); user: a user's public character. */
export const CHARACTER_ORIGINS = ['all', 'starter', 'user'] as const;

export const adminCharacterRow = z.object({
  id: z.string(),
  name: z.string(),
  /** A preset key (`preset:quill`) or an address the console can show now; null: the name's first letter. */
  avatar: z.nullable(z.string()),
  description: z.string(),
  categoryId: z.string(),
  /** The language a starter is written in; null for users' own. */
  locale: z.nullable(z.string()),
  starter: z.boolean(),
  /** The owner's e-mail; null for a starter. */
  owner: z.nullable(z.string()),
  /** A hidden starter; users' characters are listed only while public. */
  hidden: z.boolean(),
  updatedAt: z.string(),
});
export type AdminCharacterRow = z.infer<typeof adminCharacterRow>;

export const adminCharacter = z.extend(adminCharacterRow, {
  systemPrompt: z.string(),
  greeting: z.string(),
  /** A shipped starter an admin changed: new versions of the app leave it as it is. */
  edited: z.boolean(),
});
export type AdminCharacter = z.infer<typeof adminCharacter>;

const { name, description, systemPrompt, greeting, categoryId } = characterInput.shape;

export const starterSaveBody = z.object({
  /** Absent: a new starter. */
  id: z.optional(characterId),
  /** The `updatedAt` the admin opened; required with an id (someone saved since: 409). */
  base: z.optional(z.string()),
  name,
  avatar: z.nullable(
    z.enum(
      AVATAR_PRESETS.map((preset) => `preset:${preset}` as const),
      { error: 'roles.invalid.avatar' },
    ),
  ),
  description,
  systemPrompt,
  greeting,
  categoryId,
  locale: z.enum(SUPPORTED_LOCALES, { error: 'admin.content.errors.locale' }),
});
export type StarterSaveBody = z.input<typeof starterSaveBody>;

const localizedName = z.object(
  Object.fromEntries(
    SUPPORTED_LOCALES.map((code) => [
      code,
      z
        .string({ error: 'admin.categories.errors.name' })
        .check(
          z.trim(),
          z.minLength(1, { error: 'admin.categories.errors.name' }),
          z.maxLength(CATEGORY_NAME_MAX, { error: 'admin.categories.errors.name' }),
        ),
    ]),
  ) as Record<(typeof SUPPORTED_LOCALES)[number], z.ZodMiniString<string>>,
);

export const adminCategory = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  sort: z.int(),
  /** Characters in it, every owner and visibility counted (what deleting would strand). */
  characters: z.int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

const categoryList = z.object({ list: z.array(adminCategory) });

export const adminCharactersApi = {
  /** Starters (hidden ones too) and users' public characters, starters first then newest. */
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/characters/list',
    query: z.object({
      q: z.optional(z.string().check(z.trim(), z.maxLength(CHARACTER_LIMITS.search))),
      categoryId: z.optional(categorySlug),
      origin: z._default(z.enum(CHARACTER_ORIGINS), 'all'),
      page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
    }),
    data: pageData(adminCharacterRow),
    auth: 'admin',
  }),
  info: defineRoute({
    method: 'GET',
    path: '/api/admin/characters/info',
    query: z.object({ id: characterId }),
    data: adminCharacter,
    auth: 'admin',
  }),
  /** Creates a starter or saves one (users' characters are their owners' to write). */
  save: defineRoute({
    method: 'POST',
    path: '/api/admin/characters/save',
    body: starterSaveBody,
    data: adminCharacter,
    auth: 'admin',
  }),
  /** Any public character, or a starter, to another category. */
  category: defineRoute({
    method: 'POST',
    path: '/api/admin/characters/category',
    body: z.object({ id: characterId, categoryId }),
    data: adminCharacter,
    auth: 'admin',
  }),
  /** Hides a character (a user's becomes private, theirs alone); shows a hidden starter again. */
  hide: defineRoute({
    method: 'POST',
    path: '/api/admin/characters/hide',
    body: z.object({ id: characterId, hidden: z.boolean(), note: adminReason }),
    data: adminCharacter,
    auth: 'admin',
  }),
} as const;

export const adminCategoriesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/categories/list',
    data: categoryList,
    auth: 'admin',
  }),
  /** Creates a category (its id is for good) or renames one. */
  save: defineRoute({
    method: 'POST',
    path: '/api/admin/categories/save',
    body: z.object({ id: categorySlug, name: localizedName, create: z.boolean() }),
    data: categoryList,
    auth: 'admin',
  }),
  /** The gallery's order: the ids named first, in this order. */
  reorder: defineRoute({
    method: 'POST',
    path: '/api/admin/categories/reorder',
    body: z.object({ ids: z.array(categorySlug).check(z.minLength(1), z.maxLength(200)) }),
    data: categoryList,
    auth: 'admin',
  }),
  /** Refused while any character is in it (the answer says how many). */
  remove: defineRoute({
    method: 'POST',
    path: '/api/admin/categories/remove',
    body: z.object({ id: categorySlug, note: adminReason }),
    data: categoryList,
    auth: 'admin',
  }),
} as const;
