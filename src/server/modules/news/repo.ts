// The queries of news posts: a page of one language's published posts, newest first, and one post.
import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsPosts } from '../../db/schema';

export type NewsRow = typeof newsPosts.$inferSelect;

const published = (locale: string, now: Date) =>
  and(eq(newsPosts.locale, locale), lte(newsPosts.publishedAt, now));

export async function newsPage(
  db: Database,
  locale: string,
  now: Date,
  page: { limit: number; offset: number },
) {
  const where = published(locale, now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsPosts)
      .where(where)
      .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(newsPosts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function newsPostById(db: Database, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.id, id), lte(newsPosts.publishedAt, now)));
  return row;
}
