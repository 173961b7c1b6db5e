// News in the reader's language, newest first; a post shows from its published time on, and so does the
// admin's upload it shows as its cover.
import { NEWS_COVER_PATH, type NewsPost } from '@shared/api/news';
import type { Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUploadId } from '../../files/repo';
import { openStoredFile } from '../../files/serve';
import { newsPage, newsPostById, publishedCover, type NewsRow } from './repo';

/** The cover as any reader's browser may load it: the public cover route, or a file shipped with the app. */
export const publicCover = (row: Pick<NewsRow, 'cover' | 'coverUploadId'>) =>
  row.coverUploadId ? `${NEWS_COVER_PATH}/${row.coverUploadId}` : row.cover;

const view = (row: NewsRow): NewsPost => ({
  id: row.id,
  title: row.title,
  body: row.body,
  cover: publicCover(row) ?? undefined,
  // Only published rows are read here, and those have a time.
  publishedAt: row.publishedAt!.toISOString(),
});

export function createNewsService(deps: Deps) {
  return {
    async list(locale: Locale, query: { page: number; pageSize: number }) {
      const { page, pageSize } = query;
      const { rows, total } = await newsPage(deps.db, locale, deps.now(), {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { list: rows.map(view), total, page, pageSize };
    },

    async info(id: string): Promise<NewsPost> {
      const row = await newsPostById(deps.db, id, deps.now());
      if (!row) throw new AppError('NOT_FOUND');
      return view(row);
    },

    /** A cover's bytes; anything that is not a published post's cover is the same NOT_FOUND. */
    async cover(id: string) {
      const upload = isUploadId(id)
        ? await publishedCover(deps.db, id.toLowerCase(), deps.now())
        : undefined;
      if (!upload) throw new AppError('NOT_FOUND');
      return openStoredFile(deps, upload, undefined);
    },
  };
}
