// My creations: every image the caller's tools made, across every tool, newest first, with what each was made
// with and whether it is in the feed; filters by tool and model, and removal of an image with its files.
import * as z from 'zod/mini';
import { defineRoute } from './http';
import { FEED_ITEM_STATUSES } from './feed';
import { TOOL_IDS } from '../tools/nav';

/** Where a page of creations starts: after the image this cursor names (its time and id). */
export const creationCursor = z.string().check(z.regex(/^\d{1,18}_[0-9a-f-]{36}$/));

export const creation = z.object({
  /** The stored file's id: the input of another tool, or what is published. */
  id: z.string(),
  /** Signed addresses, valid about an hour. */
  url: z.string(),
  thumbUrl: z.string(),
  width: z.int(),
  height: z.int(),
  mime: z.string(),
  bytes: z.int(),
  taskId: z.string(),
  kind: z.enum(TOOL_IDS),
  model: z.string(),
  /** The image model's name as the catalogue writes it, when it is one. */
  modelLabel: z.optional(z.string()),
  prompt: z.optional(z.string()),
  /** The tool's settings as sent, without the ids of input images. */
  settings: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** Its feed item, when published (in whatever state moderation left it). */
  published: z.optional(
    z.object({ id: z.string(), status: z.enum(FEED_ITEM_STATUSES), likes: z.int() }),
  ),
});
export type Creation = z.infer<typeof creation>;

export const creationsQuery = z.object({
  kind: z.optional(z.enum(TOOL_IDS)),
  model: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  cursor: z.optional(creationCursor),
});

export const creationsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/creations/list',
    query: creationsQuery,
    data: z.object({ list: z.array(creation), next: z.optional(creationCursor) }),
    auth: true,
  }),
  /** The tools and models the caller's images came from, with how many each (the filters' choices). */
  facets: defineRoute({
    method: 'GET',
    path: '/api/creations/facets',
    data: z.array(
      z.object({
        kind: z.enum(TOOL_IDS),
        model: z.string(),
        modelLabel: z.optional(z.string()),
        count: z.int(),
      }),
    ),
    auth: true,
  }),
  /** Removes one image: its file, its thumbnail, its place in its task and in the feed. */
  remove: defineRoute({
    method: 'POST',
    path: '/api/creations/remove',
    body: z.object({ id: z.uuid() }),
    data: z.object({ id: z.string() }),
    auth: true,
  }),
} as const;
