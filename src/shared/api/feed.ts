// The Feed family: finished images their owners published, newest or most liked first, liked by signed-in
// users, and the notices that tell an owner who liked what (one notice per image, however many likes).
// Lists go by cursor, never by page number: a page starts after the last item the reader saw, so items
// published meanwhile never push an item onto the next page twice or off it.
import * as z from 'zod/mini';
import { defineRoute, PAGE_SIZE, pageData, pageQuery } from './http';
import { TOOL_IDS } from '../tools/nav';

export const FEED_SORTS = ['newest', 'popular'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/**
 * public: in the feed. review: its prompt has a checked word, it waits for a moderator. hidden: enough open
 * reports took it out until a moderator looks. removed: a moderator took it out for good.
 */
export const FEED_ITEM_STATUSES = ['public', 'review', 'hidden', 'removed'] as const;
export type FeedItemStatus = (typeof FEED_ITEM_STATUSES)[number];

/** A feed item's id: a number that grows with each publication (the newest list's order). */
export const feedItemId = z.string().check(z.regex(/^\d{1,15}$/));

/** Where a list page starts: after (or, going back up, before) the item this cursor names. */
export const feedCursor = z.string().check(z.regex(/^\d{1,15}(\.\d{1,15})?$/));

/** What the owner shows besides the picture and the tool that made it. */
export const feedShow = z.object({
  prompt: z._default(z.boolean(), true),
  model: z._default(z.boolean(), true),
  settings: z._default(z.boolean(), true),
});
export type FeedShow = z.output<typeof feedShow>;

export const feedItem = z.object({
  id: z.string(),
  kind: z.enum(TOOL_IDS),
  /** Each only when the owner chose to show it. */
  model: z.optional(z.string()),
  /** The image model's name as the catalogue writes it (`sdxl` → Stable Diffusion XL), when it is one. */
  modelLabel: z.optional(z.string()),
  prompt: z.optional(z.string()),
  /** The tool's settings as sent (sizes, styles, counts…), never the ids of the owner's own images. */
  settings: z.optional(z.record(z.string(), z.unknown())),
  /** The picture's own public address and its thumbnail's: they stop working when it leaves the feed. */
  url: z.string(),
  thumbUrl: z.string(),
  width: z.int(),
  height: z.int(),
  likes: z.int(),
  /** Whether the caller likes it (false for a visitor). */
  liked: z.boolean(),
  author: z.object({ name: z.string() }),
  /** The caller published it: they may take it out; it may be waiting for review (`status`). */
  mine: z.boolean(),
  status: z.enum(FEED_ITEM_STATUSES),
  publishedAt: z.string(),
});
export type FeedItem = z.infer<typeof feedItem>;

export const feedListQuery = z.object({
  sort: z._default(z.enum(FEED_SORTS), 'newest'),
  /** The items after this one (the next page). */
  cursor: z.optional(feedCursor),
  /** The items before this one (the page above, when the reader scrolls back up). */
  before: z.optional(feedCursor),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), PAGE_SIZE),
});

export const feedPage = z.object({
  list: z.array(feedItem),
  /** The cursor of the next page; absent at the end. */
  next: z.optional(feedCursor),
  /** The cursor of the page above; absent at the top. */
  prev: z.optional(feedCursor),
});
export type FeedPage = z.infer<typeof feedPage>;

export const FEED_NOTICE_KINDS = ['like', 'hidden'] as const;

/** One notice per image and kind: the latest one to act, how many act now, and how many since it was read. */
export const feedNotice = z.object({
  id: z.string(),
  kind: z.enum(FEED_NOTICE_KINDS),
  item: z.object({ id: z.string(), thumbUrl: z.optional(z.string()) }),
  /** The latest to like it (absent when that account is gone). */
  actor: z.optional(z.object({ name: z.string() })),
  /** The image's likes now. */
  likes: z.int(),
  /** Events since the owner last read it (0: read). */
  unread: z.int(),
  updatedAt: z.string(),
});
export type FeedNotice = z.infer<typeof feedNotice>;

const unreadCount = z.object({ unread: z.int() });

export const feedApi = {
  /**
   * Publishes a finished task's image (`imageId`, else its first); the same image again changes only what is
   * shown. A prompt with a checked word waits for review instead of going public.
   */
  push: defineRoute({
    method: 'POST',
    path: '/api/feed/push',
    body: z.object({
      taskId: z.uuid(),
      imageId: z.optional(z.uuid()),
      show: z._default(feedShow, { prompt: true, model: true, settings: true }),
    }),
    data: feedItem,
    auth: true,
  }),
  /** Takes one of the caller's images out of the feed, with its likes and notices. */
  unpush: defineRoute({
    method: 'POST',
    path: '/api/feed/unpush',
    body: z.object({ id: feedItemId }),
    data: z.object({ id: z.string() }),
    auth: true,
  }),
  /** The feed: anyone may read it; a signed-in reader also learns which they like. */
  list: defineRoute({
    method: 'GET',
    path: '/api/feed/list',
    query: feedListQuery,
    data: feedPage,
    auth: false,
  }),
  /** One item: a public one for anyone, the caller's own in any state. */
  item: defineRoute({
    method: 'GET',
    path: '/api/feed/item',
    query: z.object({ id: feedItemId }),
    data: feedItem,
    auth: false,
  }),
  /** Likes (`like: true`) or stops liking an item; saying the same twice changes nothing. */
  like: defineRoute({
    method: 'POST',
    path: '/api/feed/like/do',
    body: z.object({ id: feedItemId, like: z._default(z.boolean(), true) }),
    data: z.object({ id: z.string(), liked: z.boolean(), likes: z.int() }),
    auth: true,
  }),
  /** The caller's notices, latest first, with how many are unread. */
  notice: defineRoute({
    method: 'GET',
    path: '/api/feed/notice',
    query: pageQuery,
    data: z.extend(pageData(feedNotice), { unread: z.int() }),
    auth: true,
  }),
  /** How many of the caller's notices are unread (the header's count). */
  noticeCount: defineRoute({
    method: 'GET',
    path: '/api/feed/notice/count',
    data: unreadCount,
    auth: true,
  }),
  /** Marks one notice, or all of them without `id`, as read. */
  noticeRead: defineRoute({
    method: 'POST',
    path: '/api/feed/notice/read',
    body: z.object({ id: z.optional(feedItemId) }),
    data: unreadCount,
    auth: true,
  }),
  /**
   * A published picture (`?v=thumb`: its thumbnail), for anyone, for as long as it is in the feed: the one
   * address of a user's files that needs no signature.
   */
  image: defineRoute({
    method: 'GET',
    path: '/api/feed/image/:id',
    query: z.object({ v: z.optional(z.enum(['thumb'])) }),
    data: z.never(),
    auth: false,
  }),
} as const;

/** The public image route without its parameter, for building addresses. */
export const FEED_IMAGE_PATH = '/api/feed/image';
