// The queries of the tasks module over the `tasks` table (and the files its tasks made). The runner's own
// queries (claiming, leases, ending) are in src/server/task-runner/repo.ts.
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { WORK_KINDS, type TaskKind } from '@shared/api/tasks';
import type { ToolId } from '@shared/tools';
import type { Database, Queries } from '../../db/client';
import { tasks, uploads } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { TaskRow } from '../../task-runner/repo';

export interface Page {
  page: number;
  pageSize: number;
}

const pageOf = ({ page, pageSize }: Page) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** This user's task (of this tool when `kind` is given); NOT_FOUND for anyone else's or another tool's. */
export async function ownedTask(
  db: Database,
  userId: string,
  id: string,
  kind?: ToolId,
): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(
      and(eq(tasks.id, id), eq(tasks.userId, userId), kind ? eq(tasks.kind, kind) : undefined),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function taskByClientKey(
  db: Queries,
  userId: string,
  clientKey: string,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.clientKey, clientKey)));
  return row;
}

/**
 * What a creation checks under the account lock, in one statement: the task this press already made (its id,
 * when `clientKey` was used), and how many unfinished tasks the user has in the family of `kind`: the image
 * tools count together (one limit for the studio), every other kind of work on its own.
 */
export async function pressAndUnfinished(
  db: Queries,
  userId: string,
  clientKey: string,
  kind: TaskKind,
): Promise<{ repeatId?: string; unfinished: number }> {
  const family = (WORK_KINDS as readonly string[]).includes(kind)
    ? eq(tasks.kind, kind)
    : notInArray(tasks.kind, [...WORK_KINDS]);
  const unfinished = and(inArray(tasks.status, ['queued', 'running']), family);
  // At most the user's unfinished tasks and the press's own: the limit keeps them few.
  const rows = await db
    .select({
      id: tasks.id,
      clientKey: tasks.clientKey,
      unfinished: sql<boolean>`coalesce(${unfinished}, false)`,
    })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), or(eq(tasks.clientKey, clientKey), unfinished)));
  return {
    repeatId: rows.find((row) => row.clientKey === clientKey)?.id,
    unfinished: rows.filter((row) => row.unfinished).length,
  };
}

/**
 * Writes a new task; undefined when one with the same client key was written first. With `hold` (a
 * `credit_hold(...)` call), the hold is taken in the same statement, a CTE whose row gives the task its
 * price and hold id: a refused hold raises, which undoes the insert, and a task is never written without it.
 */
export async function insertTask(
  db: Queries,
  values: Omit<typeof tasks.$inferInsert, 'price' | 'holdId'>,
  hold?: SQL,
): Promise<TaskRow | undefined> {
  const held =
    hold &&
    db
      .$with('held', {
        id: sql<string>`id`.as('id'),
        amount: sql<number>`amount`.as('amount'),
      })
      .as(sql`select * from ${hold}`);
  const [row] = await (held ? db.with(held) : db)
    .insert(tasks)
    .values({
      ...values,
      price: held ? sql`(select ${held.amount} from ${held})` : 0,
      holdId: held && sql`(select ${held.id} from ${held})`,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A page of this user's tasks of one tool, newest first, optionally of one model or variant. */
export async function listTasks(
  db: Database,
  filter: { userId: string; kind: ToolId; model?: string },
  page: Page,
): Promise<{ rows: TaskRow[]; total: number }> {
  const where: SQL[] = [eq(tasks.userId, filter.userId), eq(tasks.kind, filter.kind)];
  if (filter.model) where.push(eq(tasks.model, filter.model));
  return pageOfTasks(db, and(...where), page);
}

/** A page of this user's tasks of every tool (their orders), newest first. */
export function userTasks(db: Database, userId: string, page: Page) {
  return pageOfTasks(
    db,
    and(eq(tasks.userId, userId), notInArray(tasks.kind, [...WORK_KINDS])),
    page,
  );
}

async function pageOfTasks(db: Database, where: SQL | undefined, page: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(pageOf(page).limit)
      .offset(pageOf(page).offset),
    db.select({ value: count() }).from(tasks).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** This user's task of one tool whose id starts with `prefix` (an order's serial names its first part). */
export async function taskByIdPrefix(
  db: Database,
  userId: string,
  kind: ToolId,
  prefix: string,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, userId),
        eq(tasks.kind, kind),
        sql`${tasks.id}::text like ${`${prefix.toLowerCase()}%`}`,
      ),
    )
    .limit(1);
  return row;
}

/** A page of the images this user's tasks made, newest first, optionally of one tool. */
export async function userImages(
  db: Database,
  userId: string,
  kind: ToolId | undefined,
  page: Page,
) {
  const where = and(
    eq(uploads.userId, userId),
    isNotNull(uploads.taskId),
    kind ? eq(tasks.kind, kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ upload: uploads, task: tasks })
      .from(uploads)
      .innerJoin(tasks, eq(tasks.id, uploads.taskId))
      .where(where)
      .orderBy(desc(uploads.createdAt), desc(uploads.id))
      .limit(pageOf(page).limit)
      .offset(pageOf(page).offset),
    db
      .select({ value: count() })
      .from(uploads)
      .innerJoin(tasks, eq(tasks.id, uploads.taskId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
