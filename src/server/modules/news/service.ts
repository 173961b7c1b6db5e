// News in the reader's language, newest first; a post shows from its published time on.
import type { NewsPost } from '@shared/api/news';
import type { Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { newsPage, newsPostById, type NewsRow } from './repo';

const view = (row: NewsRow): NewsPost => ({
  id: row.id,
  title: row.title,
  body: row.body,
  cover: row.cover ?? undefined,
  publishedAt: row.publishedAt.toISOString(),
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
  };
}
