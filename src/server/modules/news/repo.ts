// The queries of news posts: a page of the published posts in the reader's language (another language where a
// post has none in it), newest first, one post, and the upload a published post shows as its cover.
import { and, countDistinct, desc, eq, lte, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import type { Database } from '../../db/client';
import { newsPosts, uploads } from '../../db/schema';

export type NewsRow = typeof newsPosts.$inferSelect;

const published = (now: Date) => lte(newsPosts.publishedAt, now);

export async function newsPage(
  db: Database,
  locale: string,
  now: Date,
  page: { limit: number; offset: number },
) {
  // One row per post: the reader's language first, then the default one, then any (by name, so it is stable).
  const chosen = db
    .selectDistinctOn([newsPosts.postId])
    .from(newsPosts)
    .where(published(now))
    .orderBy(
      newsPosts.postId,
      sql`${newsPosts.locale} = ${locale} desc`,
      sql`${newsPosts.locale} = ${DEFAULT_LOCALE} desc`,
      newsPosts.locale,
    )
    .as('chosen');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chosen)
      .orderBy(desc(chosen.publishedAt), desc(chosen.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: countDistinct(newsPosts.postId) })
      .from(newsPosts)
      .where(published(now)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function newsPostById(db: Database, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.id, id), published(now)));
  return row;
}

/** The upload `id`, while a published post shows it as its cover. */
export async function publishedCover(db: Database, id: string, now: Date) {
  const [row] = await db
    .select({ upload: uploads })
    .from(newsPosts)
    .innerJoin(uploads, eq(uploads.id, newsPosts.coverUploadId))
    .where(and(eq(newsPosts.coverUploadId, id), published(now)))
    .limit(1);
  return row?.upload;
}
