// The Roles and Types families: characters users chat with, their categories, the public
// gallery and the list of characters a user has talked to. Validation messages are keys of the `roles`
// namespace, so the server answers them translated and the form shows the same words.
import * as z from 'zod/mini';
import { defineRoute, pageData, pageQuery } from './http';

export const CHARACTER_LIMITS = {
  name: 40,
  description: 300,
  systemPrompt: 8000,
  greeting: 1000,
  avatarUrl: 500,
  search: 100,
} as const;

/** Avatars drawn by the UI itself (no upload needed): stored as `preset:<name>`. */
export const AVATAR_PRESETS = [
  'quill',
  'book',
  'code',
  'briefcase',
  'leaf',
  'globe',
  'spark',
  'compass',
  'heart',
  'music',
  'chat',
  'star',
] as const;
export type AvatarPreset = (typeof AVATAR_PRESETS)[number];
export const PRESET_PREFIX = 'preset:';

const PRESET_RE = new RegExp(`^${PRESET_PREFIX}(${AVATAR_PRESETS.join('|')})$`);
/** An https address, or a path on Atrium's own origin (`/…` but not `//host`). */
const URL_RE = /^(https:\/\/[^\s"'<>\\]+|\/(?!\/)[^\s"'<>\\]*)$/;

/** A preset key or an image address the UI may show. */
export function isValidAvatar(value: string): boolean {
  return (
    value.length <= CHARACTER_LIMITS.avatarUrl && (PRESET_RE.test(value) || URL_RE.test(value))
  );
}

/** The preset a stored avatar names, or undefined for an image address (or nothing). */
export function avatarPreset(avatar: string | null | undefined): AvatarPreset | undefined {
  const match = avatar ? PRESET_RE.exec(avatar) : null;
  return match ? (match[1] as AvatarPreset) : undefined;
}

export const VISIBILITIES = ['private', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

const time = z.string();
/** Any id is accepted here; an id that names nothing of the user's answers NOT_FOUND from the service. */
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const categoryId = z
  .string()
  .check(z.trim(), z.regex(/^[a-z0-9-]{1,40}$/, { error: 'roles.invalid.category' }));

export const characterInput = z.object({
  name: z
    .string({ error: 'roles.invalid.name' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'roles.invalid.name' }),
      z.maxLength(CHARACTER_LIMITS.name, { error: 'roles.invalid.name' }),
    ),
  /** Null or absent: the UI draws the name's first letter. */
  avatar: z.optional(
    z.nullable(
      z
        .string({ error: 'roles.invalid.avatar' })
        .check(z.trim(), z.refine(isValidAvatar, { error: 'roles.invalid.avatar' })),
    ),
  ),
  description: z._default(
    z
      .string({ error: 'roles.invalid.description' })
      .check(
        z.trim(),
        z.maxLength(CHARACTER_LIMITS.description, { error: 'roles.invalid.description' }),
      ),
    '',
  ),
  systemPrompt: z
    .string({ error: 'roles.invalid.systemPrompt' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'roles.invalid.systemPrompt' }),
      z.maxLength(CHARACTER_LIMITS.systemPrompt, { error: 'roles.invalid.systemPrompt' }),
    ),
  greeting: z._default(
    z
      .string({ error: 'roles.invalid.greeting' })
      .check(z.trim(), z.maxLength(CHARACTER_LIMITS.greeting, { error: 'roles.invalid.greeting' })),
    '',
  ),
  categoryId,
  visibility: z._default(z.enum(VISIBILITIES, { error: 'roles.invalid.visibility' }), 'private'),
});
export type CharacterInput = z.input<typeof characterInput>;

export const characterInfo = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  description: z.string(),
  greeting: z.string(),
  /** Only for the viewer's own characters; null for anyone else's. */
  systemPrompt: z.nullable(z.string()),
  categoryId: z.string(),
  visibility: z.enum(VISIBILITIES),
  /** The viewer owns it (and may edit and delete it). */
  mine: z.boolean(),
  /** The language a starter character is written in; null for users' characters. */
  locale: z.nullable(z.string()),
  createdAt: time,
  updatedAt: time,
});
export type CharacterInfo = z.infer<typeof characterInfo>;

export const categoryInfo = z.object({
  id: z.string(),
  /** In the request's language. */
  name: z.string(),
  /** Public characters the viewer can see in it. */
  count: z.int(),
});
export type CategoryInfo = z.infer<typeof categoryInfo>;

/** A character the user has talked to, with the latest conversation with it. */
export const roleUser = z.object({
  character: characterInfo,
  conversationId: z.string(),
  lastAt: time,
});
export type RoleUser = z.infer<typeof roleUser>;

export const categoryGallery = z.object({
  category: categoryInfo,
  characters: z.array(characterInfo),
});
export type CategoryGallery = z.infer<typeof categoryGallery>;

const ok = z.object({ ok: z.literal(true) });
const optionalCategory = z.optional(
  z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, { error: 'roles.invalid.category' })),
);

export const searchQuery = z.extend(pageQuery, {
  /** Matches names and descriptions, case-insensitive; empty lists everything. */
  q: z._default(z.string().check(z.trim(), z.maxLength(CHARACTER_LIMITS.search)), ''),
  categoryId: optionalCategory,
});

export const rolesApi = {
  create: defineRoute({
    method: 'POST',
    path: '/api/user/role/create',
    body: characterInput,
    data: characterInfo,
    auth: true,
  }),
  /** Edits one of the user's own characters. */
  edit: defineRoute({
    method: 'POST',
    path: '/api/user/private/role',
    body: z.extend(characterInput, { id }),
    data: characterInfo,
    auth: true,
  }),
  /** Deletes one of the user's own characters; conversations with it remain, without it. */
  del: defineRoute({
    method: 'GET',
    path: '/api/user/role/del',
    query: z.object({ id }),
    data: ok,
    auth: true,
  }),
  /** The user's own characters, latest change first. */
  mine: defineRoute({
    method: 'GET',
    path: '/api/user/my/role',
    query: pageQuery,
    data: pageData(characterInfo),
    auth: true,
  }),
  /** Public characters, starters in the viewer's language first. */
  publicList: defineRoute({
    method: 'GET',
    path: '/api/user/role/public',
    query: z.extend(pageQuery, { categoryId: optionalCategory }),
    data: pageData(characterInfo),
    auth: true,
  }),
  /** Characters the user has talked to, latest conversation first. */
  users: defineRoute({
    method: 'GET',
    path: '/api/user/role/list',
    query: pageQuery,
    data: pageData(roleUser),
    auth: true,
  }),
  /** One character the caller may talk to (any public one, or their own): a chat opened from a link. */
  info: defineRoute({
    method: 'GET',
    path: '/api/role/info',
    query: z.object({ id: z.string().check(z.maxLength(64)) }),
    data: characterInfo,
    auth: false,
  }),
  /** The newest public characters. */
  latest: defineRoute({
    method: 'GET',
    path: '/api/role/latest',
    query: pageQuery,
    data: pageData(characterInfo),
    auth: false,
  }),
} as const;

export const typesApi = {
  /** Categories with how many public characters each holds, in sort order. */
  list: defineRoute({
    method: 'GET',
    path: '/api/type/list',
    data: z.object({ list: z.array(categoryInfo) }),
    auth: false,
  }),
  /** Categories each with its first `per` public characters, for a gallery. */
  v2List: defineRoute({
    method: 'GET',
    path: '/api/type/v2/list',
    query: z.object({
      per: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(24)), 6),
    }),
    data: z.object({ list: z.array(categoryGallery) }),
    auth: false,
  }),
  /** Public characters (and, signed in, the user's own) matching `q`, optionally in one category. */
  search: defineRoute({
    method: 'GET',
    path: '/api/type/search',
    query: searchQuery,
    data: pageData(characterInfo),
    auth: false,
  }),
} as const;

export type CharactersPage = z.infer<ReturnType<typeof pageData<typeof characterInfo>>>;
export type RoleUsersPage = z.infer<ReturnType<typeof pageData<typeof roleUser>>>;
