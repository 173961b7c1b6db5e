// The console's queries of news posts: every post's rows (without bodies for the list), one post's rows (locked
// for a change, so two admins' saves of one post run one after the other), and writing them.
import { and, eq, getTableColumns, notInArray } from 'drizzle-orm';
import type { Database, Queries } from '../../db/client';
import { newsPosts } from '../../db/schema';
import type { NewsRow } from './repo';

export type NewsListRow = Omit<NewsRow, 'body'>;

export function allNewsRows(db: Database): Promise<NewsListRow[]> {
  const { body: _body, ...columns } = getTableColumns(newsPosts);
  return db.select(columns).from(newsPosts);
}

export function postRows(db: Queries, postId: string, lock = false): Promise<NewsRow[]> {
  const query = db
    .select()
    .from(newsPosts)
    .where(eq(newsPosts.postId, postId))
    .orderBy(newsPosts.locale);
  return lock ? query.for('update') : query;
}

export type PostFields = Pick<
  NewsRow,
  'cover' | 'coverUploadId' | 'publishedAt' | 'revision' | 'editedAt' | 'updatedAt'
>;

/** Writes the fields every language of the post shares. */
export async function updatePost(db: Queries, postId: string, fields: PostFields) {
  await db.update(newsPosts).set(fields).where(eq(newsPosts.postId, postId));
}

/** Writes one language's title and body, adding the language when the post has none in it yet. */
export async function upsertVersion(
  db: Queries,
  row: PostFields & Pick<NewsRow, 'postId' | 'locale' | 'title' | 'body'>,
) {
  await db
    .insert(newsPosts)
    .values({ ...row, createdAt: row.updatedAt })
    .onConflictDoUpdate({
      target: [newsPosts.postId, newsPosts.locale],
      set: { title: row.title, body: row.body },
    });
}

/** Removes the post's languages other than `keep` (all of them when `keep` is empty). */
export async function removeVersions(db: Queries, postId: string, keep: string[] = []) {
  await db
    .delete(newsPosts)
    .where(
      and(
        eq(newsPosts.postId, postId),
        keep.length ? notInArray(newsPosts.locale, keep) : undefined,
      ),
    );
}
