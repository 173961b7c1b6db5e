// The admin console's Moderation section (every call `auth: 'admin'`): the queue of what waits for a
// decision (feed pictures held by checked words or hidden after reports, and reported characters and bots),
// the decisions on it, and the checked words a published prompt is held for review by.
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { adminReason } from './admin';
import { defineRoute } from './http';
import { REPORT_REASONS, REPORT_TARGETS } from './reports';

export const MODERATION_KINDS = ['all', ...REPORT_TARGETS] as const;
export const MODERATION_STATES = ['waiting', 'done'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/**
 * restore: a picture back in the feed; hide: a picture removed, a character or bot made private; dismiss: the
 * reports closed and the target left as it is (for a picture, the same as restore: it waits because of them).
 */
export const MODERATION_DECISIONS = ['restore', 'hide', 'dismiss'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export const MODERATION_PAGE_SIZE = 20;
export const BANNED_WORD_CHARS = 50;

export const moderationRow = z.object({
  kind: z.enum(REPORT_TARGETS),
  /** The feed item's number or the character's or bot's id. */
  id: z.string(),
  /** What a moderator looks at; null when the target has since been deleted. */
  preview: z.nullable(
    z.object({
      /** A character's or bot's name; null for a picture. */
      title: z.nullable(z.string()),
      /** A picture's prompt (as written, even when its owner hides it) or a description. */
      text: z.string(),
      /** A picture's thumbnail, through a signed address. */
      thumbUrl: z.nullable(z.string()),
      /** A picture's status, or a character's or bot's visibility. */
      status: z.string(),
    }),
  ),
  /** Null for the characters Atrium ships. */
  author: z.nullable(z.object({ id: z.string(), email: z.string() })),
  openReports: z.int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.int() })),
  latestReport: z.nullable(
    z.object({ reason: z.enum(REPORT_REASONS), details: z.string(), createdAt: z.string() }),
  ),
  /** The checked words a picture's prompt holds. */
  flaggedWords: z.array(z.string()),
  createdAt: z.nullable(z.string()),
  firstReportedAt: z.nullable(z.string()),
  /** In the done list: what was decided, by whom (their e-mail), when and why. */
  decided: z.optional(
    z.object({
      decision: z.enum(MODERATION_DECISIONS),
      by: z.nullable(z.string()),
      at: z.string(),
      note: z.nullable(z.string()),
    }),
  ),
});
export type ModerationRow = z.infer<typeof moderationRow>;

export const moderationQueueQuery = z.object({
  kind: z._default(z.enum(MODERATION_KINDS), 'all'),
  state: z._default(z.enum(MODERATION_STATES), 'waiting'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export type ModerationQueueQuery = z.input<typeof moderationQueueQuery>;

export const bannedWordLocale = z.enum(SUPPORTED_LOCALES, {
  error: 'admin.moderation.errors.locale',
});

export const bannedWordRow = z.object({
  id: z.string(),
  locale: bannedWordLocale,
  word: z.string(),
  /** The admin who added it; null for the shipped list (and words added before the audit log). */
  addedBy: z.nullable(z.string()),
  createdAt: z.string(),
});
export type BannedWordRow = z.infer<typeof bannedWordRow>;

export const adminModerationApi = {
  /** What waits (oldest first) or was decided (newest first), a page at a time. */
  queue: defineRoute({
    method: 'GET',
    path: '/api/admin/moderation/queue',
    query: moderationQueueQuery,
    data: z.object({
      list: z.array(moderationRow),
      total: z.int(),
      page: z.int(),
      pageSize: z.int(),
    }),
    auth: 'admin',
  }),
  /** One decision; something already decided (or without open reports) is refused, nothing changed. */
  decide: defineRoute({
    method: 'POST',
    path: '/api/admin/moderation/decide',
    body: z.object({
      kind: z.enum(REPORT_TARGETS, { error: 'admin.moderation.errors.kind' }),
      id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      decision: z.enum(MODERATION_DECISIONS, { error: 'admin.moderation.errors.decision' }),
      note: adminReason,
    }),
    data: z.object({ kind: z.enum(REPORT_TARGETS), id: z.string(), status: z.string() }),
    auth: 'admin',
  }),
  bannedWords: defineRoute({
    method: 'GET',
    path: '/api/admin/moderation/words',
    data: z.object({ list: z.array(bannedWordRow) }),
    auth: 'admin',
  }),
  addBannedWord: defineRoute({
    method: 'POST',
    path: '/api/admin/moderation/words/add',
    body: z.object({
      word: z
        .string({ error: 'admin.moderation.errors.wordRequired' })
        .check(
          z.trim(),
          z.minLength(1, { error: 'admin.moderation.errors.wordRequired' }),
          z.maxLength(BANNED_WORD_CHARS, { error: 'admin.moderation.errors.wordTooLong' }),
        ),
      locale: bannedWordLocale,
    }),
    data: bannedWordRow,
    auth: 'admin',
  }),
  removeBannedWord: defineRoute({
    method: 'POST',
    path: '/api/admin/moderation/words/remove',
    body: z.object({
      id: z
        .string({ error: 'admin.moderation.errors.wordId' })
        .check(z.regex(/^[1-9]\d{0,8}$/, { error: 'admin.moderation.errors.wordId' })),
    }),
    data: z.object({ id: z.string() }),
    auth: 'admin',
  }),
} as const;
