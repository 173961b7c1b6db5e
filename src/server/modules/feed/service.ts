// The feed's logic: publishing a finished image (checked words send it to review instead of the feed),
// taking it out, reading the feed by cursor, liking, and the owner's notices. Every write names its owner,
// so another user's ids read as NOT_FOUND; a picture out of the feed is refused to everyone but its owner.
import type * as z from 'zod/mini';
import type { FeedItem, FeedPage, FeedShow, FeedSort, feedListQuery } from '@shared/api/feed';
import type { FileVariant } from '../../files/signed-url';
import type { Deps } from '../../deps';
import { isForeignKeyViolation } from '../../db/errors';
import { openStoredFile } from '../../files/serve';
import { AppError } from '../../http/app-error';
import { findBannedWords } from './banned-words';
import { cursorOf, parseCursor } from './cursor';
import { addLike, removeLike } from './likes-repo';
import { markNoticesRead, noticePage, unreadNotices } from './notices-repo';
import {
  deleteFeedItem,
  feedItemById,
  feedPage,
  listedItemFile,
  ownedTaskImage,
  upsertFeedItem,
  type FeedRow,
} from './repo';
import { shownSettings } from './settings';
import { feedItemView, noticeView, type ModelLabel } from './views';

const ITEM_ID = /^\d{1,15}$/;

export type FeedService = ReturnType<typeof createFeedService>;

const keyOf = (row: FeedRow) => ({ id: row.item.id, likes: row.item.likeCount });

/** What of the task the owner chose to show; a hidden prompt hides the negative prompt too. */
function shown(
  task: { prompt: string | null; model: string; params: Record<string, unknown> },
  show: FeedShow,
) {
  const settings = shownSettings(task.params);
  if (!show.prompt) delete settings.negativePrompt;
  return {
    prompt: show.prompt ? task.prompt : null,
    model: show.model ? task.model : null,
    settings: show.settings ? settings : null,
  };
}

export function createFeedService(deps: Deps, label: ModelLabel) {
  const { db } = deps;

  const itemView = async (id: number, viewerId: string | undefined): Promise<FeedItem> => {
    const row = await feedItemById(db, id, viewerId);
    if (!row) throw new AppError('NOT_FOUND');
    const listed = row.item.status === 'public' && row.authorActive;
    if (!listed && row.item.userId !== viewerId) throw new AppError('FEED_ITEM_UNAVAILABLE');
    return feedItemView(row, viewerId, label);
  };

  return {
    async publish(
      userId: string,
      body: { taskId: string; imageId?: string; show: FeedShow },
    ): Promise<FeedItem> {
      const found = await ownedTaskImage(db, userId, body.taskId, body.imageId);
      if (!found) throw new AppError('NOT_FOUND');
      if (found.task.status !== 'succeeded') throw new AppError('FEED_TASK_UNFINISHED');
      const { task, upload } = found;
      if (!upload) throw new AppError('NOT_FOUND');
      const what = shown(task, body.show);
      // The words are checked in the prompt even when it is not shown: the picture was made from it.
      const negative = what.settings?.negativePrompt;
      const flagged = await findBannedWords(db, [
        task.prompt ?? undefined,
        typeof negative === 'string' ? negative : undefined,
      ]);
      const row = await upsertFeedItem(db, {
        userId,
        taskId: task.id,
        uploadId: upload.id,
        kind: task.kind,
        ...what,
        width: upload.width,
        height: upload.height,
        status: flagged.length ? 'review' : 'public',
        flaggedWords: flagged,
        publishedAt: deps.now(),
      });
      return itemView(row.id, userId);
    },

    async unpublish(userId: string, id: string): Promise<{ id: string }> {
      if (!(await deleteFeedItem(db, userId, Number(id)))) throw new AppError('NOT_FOUND');
      return { id };
    },

    item: (id: string, viewerId: string | undefined) => itemView(Number(id), viewerId),

    async list(
      query: z.output<typeof feedListQuery>,
      viewerId: string | undefined,
    ): Promise<FeedPage> {
      const { sort, pageSize } = query;
      if (query.cursor && query.before)
        throw new AppError('VALIDATION', { field: 'before' }, 'community.feed.cursorInvalid');
      const anchor = query.before ?? query.cursor;
      const direction = query.before ? 'up' : 'down';
      const key = anchor ? parseCursor(sort, anchor) : undefined;
      // One more than a page tells whether another page follows (or, going up, lies above).
      const rows = await feedPage(db, { sort, key, direction, limit: pageSize + 1, viewerId });
      const more = rows.length > pageSize;
      const page = direction === 'down' ? rows.slice(0, pageSize) : rows.slice(-pageSize);
      return {
        list: page.map((row) => feedItemView(row, viewerId, label)),
        ...edges(sort, page, direction, more, anchor),
      };
    },

    async like(userId: string, id: string, like: boolean) {
      const itemId = Number(id);
      let outcome;
      try {
        outcome = like
          ? await addLike(db, itemId, userId, deps.now())
          : await removeLike(db, itemId, userId);
      } catch (error) {
        // Taken out of the feed between the check and the like.
        if (isForeignKeyViolation(error)) throw new AppError('FEED_ITEM_UNAVAILABLE');
        throw error;
      }
      if (!outcome.exists) throw new AppError('NOT_FOUND');
      if (like && !outcome.listed) throw new AppError('FEED_ITEM_UNAVAILABLE');
      return { id, liked: like, likes: outcome.likes };
    },

    async notices(userId: string, query: { page: number; pageSize: number }) {
      const { page, pageSize } = query;
      const [{ rows, total }, unread] = await Promise.all([
        noticePage(db, userId, { limit: pageSize, offset: (page - 1) * pageSize }),
        unreadNotices(db, userId),
      ]);
      return { list: rows.map((row) => noticeView(deps, row)), total, page, pageSize, unread };
    },

    noticeCount: async (userId: string) => ({ unread: await unreadNotices(db, userId) }),

    async readNotices(userId: string, id: string | undefined) {
      if (!(await markNoticesRead(db, userId, id === undefined ? undefined : Number(id))))
        throw new AppError('NOT_FOUND');
      return { unread: await unreadNotices(db, userId) };
    },

    /** A listed item's picture for its public address; anything else is the same NOT_FOUND. */
    async publicImage(id: string, variant: FileVariant | undefined) {
      const upload = ITEM_ID.test(id) ? await listedItemFile(db, Number(id)) : undefined;
      if (!upload) throw new AppError('NOT_FOUND');
      return openStoredFile(deps, upload, variant);
    },
  };
}

/** The cursors of the pages below and above a page. */
function edges(
  sort: FeedSort,
  page: FeedRow[],
  direction: 'down' | 'up',
  more: boolean,
  anchor: string | undefined,
): Pick<FeedPage, 'next' | 'prev'> {
  const first = page[0];
  const last = page.at(-1);
  if (direction === 'down')
    return {
      next: more && last ? cursorOf(sort, keyOf(last)) : undefined,
      // Below the top, the page above starts at this page's first item (or at the anchor when empty).
      prev: anchor ? (first ? cursorOf(sort, keyOf(first)) : anchor) : undefined,
    };
  return {
    next: last ? cursorOf(sort, keyOf(last)) : anchor,
    prev: more && first ? cursorOf(sort, keyOf(first)) : undefined,
  };
}
