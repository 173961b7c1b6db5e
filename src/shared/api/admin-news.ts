// The console's News section (every call `auth: 'admin'`): every post, drafts and scheduled ones included, with a
// version per UI language; saving one (a save names the revision it edited, so an admin never writes over
// another's newer edit unseen), publishing and unpublishing it, and removing it. Every change is audited.
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { defineRoute } from './http';

export const NEWS_TITLE_MAX = 120;
export const NEWS_BODY_MAX = 20_000;

/** A draft has no time; a scheduled post's time is still to come; a published post's has come. */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

const locale = z.enum(SUPPORTED_LOCALES, { error: 'admin.content.errors.locale' });

export const newsTranslation = z.object({
  locale,
  title: z
    .string({ error: 'admin.content.errors.titleRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'admin.content.errors.titleRequired' }),
      z.maxLength(NEWS_TITLE_MAX, { error: 'admin.content.errors.titleTooLong' }),
    ),
  /** Markdown. */
  body: z
    .string({ error: 'admin.content.errors.bodyRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'admin.content.errors.bodyRequired' }),
      z.maxLength(NEWS_BODY_MAX, { error: 'admin.content.errors.bodyTooLong' }),
    ),
});
export type NewsTranslation = z.infer<typeof newsTranslation>;

export const adminNewsCover = z.object({
  /** The admin's upload it shows; null for a cover shipped with the app. */
  uploadId: z.nullable(z.string()),
  /** An address on the app's own origin the console can show now. */
  url: z.string(),
});

const postFields = {
  /** The post's id, shared by its languages. */
  id: z.string(),
  status: z.enum(NEWS_STATUSES),
  publishedAt: z.nullable(z.string()),
  revision: z.int(),
  /** Shipped with the app (an edit keeps the next version of the shipped file off it). */
  seeded: z.boolean(),
  updatedAt: z.string(),
};

export const adminNewsSummary = z.object({
  ...postFields,
  versions: z.array(z.object({ locale, title: z.string() })),
});
export type AdminNewsSummary = z.infer<typeof adminNewsSummary>;

export const adminNewsPost = z.object({
  ...postFields,
  versions: z.array(z.object({ locale, title: z.string(), body: z.string() })),
  cover: z.nullable(adminNewsCover),
});
export type AdminNewsPost = z.infer<typeof adminNewsPost>;

// Any 8-4-4-4-12 hex id: a shipped post's is derived from its key (an MD5), without a UUID version.
const postId = z.guid({ error: 'admin.content.errors.postId' });
const revision = z.int({ error: 'admin.content.errors.revision' }).check(z.gte(1));
const postRef = z.object({ id: postId, revision });

export const newsSaveBody = z.object({
  /** Absent: a new post. */
  id: z.optional(postId),
  /** The revision the admin edited; required with an id. */
  revision: z.optional(revision),
  /** Every language the post has after the save: a language left out is removed from it. */
  versions: z.array(newsTranslation).check(
    z.minLength(1, { error: 'admin.content.errors.noVersion' }),
    z.refine((list) => new Set(list.map((version) => version.locale)).size === list.length, {
      error: 'admin.content.errors.locale',
    }),
  ),
  /** An image the admin uploaded; null: no cover; absent: the cover stays as it is. */
  coverUploadId: z.optional(z.nullable(z.uuid({ error: 'admin.content.errors.cover' }))),
  /** Null: a draft. A time to come: scheduled. */
  publishedAt: z.nullable(z.iso.datetime({ error: 'admin.content.errors.publishedAt' })),
});
export type NewsSaveBody = z.infer<typeof newsSaveBody>;

export const adminNewsApi = {
  /** Every post, newest first (a draft by when it was last saved). */
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/news/list',
    data: z.object({ list: z.array(adminNewsSummary) }),
    auth: 'admin',
  }),
  info: defineRoute({
    method: 'GET',
    path: '/api/admin/news/info',
    query: z.object({ id: postId }),
    data: adminNewsPost,
    auth: 'admin',
  }),
  /** Creates a post, or updates the one named at the revision named (a stale revision: 409). */
  save: defineRoute({
    method: 'POST',
    path: '/api/admin/news/save',
    body: newsSaveBody,
    data: adminNewsPost,
    auth: 'admin',
  }),
  /** Shows the post from now on. */
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/news/publish',
    body: postRef,
    data: adminNewsPost,
    auth: 'admin',
  }),
  /** Takes the post back to a draft. */
  unpublish: defineRoute({
    method: 'POST',
    path: '/api/admin/news/unpublish',
    body: postRef,
    data: adminNewsPost,
    auth: 'admin',
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/api/admin/news/remove',
    body: z.object({ id: postId }),
    data: z.object({ id: z.string() }),
    auth: 'admin',
  }),
} as const;
