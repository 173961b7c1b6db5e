// The queries of a user's creations: the files their tools' tasks made (uploads with a task), newest first by
// (time, id) with a cursor that names both, each with its task and its feed item if published; the tools and
// models they came from; and removing one (its row, its place among its task's results).
import { and, count, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { WORK_KINDS } from '@shared/api/tasks';
import type { ToolId } from '@shared/tools';
import type { Database } from '../../db/client';
import { feedItems, tasks, uploads } from '../../db/schema';
import type { UploadRow } from '../../files/repo';

/** Where a page starts: the microseconds since 1970 and the id of the last image of the page before. */
export interface CreationKey {
  micros: string;
  id: string;
}

const micros = sql<string>`(extract(epoch from ${uploads.createdAt}) * 1000000)::bigint::text`;

export async function creationPage(
  db: Database,
  userId: string,
  filter: { kind?: ToolId; model?: string; after?: CreationKey; limit: number },
) {
  const where: SQL[] = [eq(uploads.userId, userId), notInArray(tasks.kind, [...WORK_KINDS])];
  if (filter.kind) where.push(eq(tasks.kind, filter.kind));
  if (filter.model) where.push(eq(tasks.model, filter.model));
  if (filter.after)
    // The time as whole microseconds added to the epoch: exact, where a float of seconds is not.
    where.push(
      sql`(${uploads.createdAt}, ${uploads.id}) < (timestamptz 'epoch' + ${filter.after.micros}::bigint * interval '1 microsecond', ${filter.after.id}::uuid)`,
    );
  return db
    .select({
      upload: uploads,
      micros,
      task: {
        kind: tasks.kind,
        model: tasks.model,
        prompt: tasks.prompt,
        params: tasks.params,
      },
      feed: { id: feedItems.id, status: feedItems.status, likes: feedItems.likeCount },
    })
    .from(uploads)
    .innerJoin(tasks, eq(tasks.id, uploads.taskId))
    .leftJoin(feedItems, eq(feedItems.uploadId, uploads.id))
    .where(and(...where))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(filter.limit);
}

/** The tools and models of the user's images, with how many each. */
export function creationFacets(db: Database, userId: string) {
  return db
    .select({ kind: tasks.kind, model: tasks.model, count: count() })
    .from(uploads)
    .innerJoin(tasks, eq(tasks.id, uploads.taskId))
    .where(and(eq(uploads.userId, userId), notInArray(tasks.kind, [...WORK_KINDS])))
    .groupBy(tasks.kind, tasks.model)
    .orderBy(tasks.kind, tasks.model);
}

/**
 * Removes one of the user's generated images: its row (its feed item goes with it) and its entry among its
 * task's results, in one transaction. Answers the removed row (its files are the caller's to delete).
 */
export async function removeCreation(
  db: Database,
  userId: string,
  id: string,
): Promise<UploadRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(uploads)
      .where(
        and(eq(uploads.id, id), eq(uploads.userId, userId), sql`${uploads.taskId} is not null`),
      )
      .returning();
    if (!row?.taskId) return undefined;
    await tx
      .update(tasks)
      .set({
        results: sql`(select coalesce(jsonb_agg(r), '[]'::jsonb) from jsonb_array_elements(${tasks.results}) r where r->>'uploadId' <> ${id})`,
      })
      .where(eq(tasks.id, row.taskId));
    return row;
  });
}
