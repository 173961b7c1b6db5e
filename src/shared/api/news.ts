// The News family: posts in the reader's language, or in another when a post has none in it (title, Markdown
// body, cover, published time), newest first, for the home page and the news page.
import * as z from 'zod/mini';
import { defineRoute, pageData, pageQuery } from './http';

export const newsPost = z.object({
  id: z.string(),
  title: z.string(),
  /** Markdown. */
  body: z.string(),
  /** An image address on the app's own origin, when the post has one. */
  cover: z.optional(z.string()),
  publishedAt: z.string(),
});
export type NewsPost = z.infer<typeof newsPost>;

export const newsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/news/list',
    query: pageQuery,
    data: pageData(newsPost),
    auth: false,
  }),
  info: defineRoute({
    method: 'GET',
    path: '/api/news/info',
    query: z.object({ id: z.uuid() }),
    data: newsPost,
    auth: false,
  }),
  /**
   * An admin's upload shown as the cover of a published post, for anyone, while it is one: the only address of
   * an uploaded file news readers load without a signature.
   */
  cover: defineRoute({
    method: 'GET',
    path: '/api/news/cover/:id',
    data: z.never(),
    auth: false,
  }),
} as const;

/** The public cover route without its parameter, for building addresses. */
export const NEWS_COVER_PATH = '/api/news/cover';
