// The queries of the tasks module over the `tasks` table (and the files its tasks made). The runner's own
// queries (claiming, leases, ending) are in src/server/task-runner/repo.ts.
import { and, count, desc, eq, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { TASK_KINDS, WORK_KINDS, type TaskKind } from '@shared/api/tasks';
import type { ToolId } from '@shared/tools';
import type { Database, Queries } from '../../db/client';
import { tasks, uploads } from '../../db/schema';
import { isUniqueViolation, sqlState } from '../../db/errors';
import { preparedFor, typed } from '../../db/prepared';
import { CREDIT_HOLD_PLACEHOLDERS, type HoldValues } from '../../ledger/ledger';
import { AppError } from '../../http/app-error';
import type { TaskRow } from '../../task-runner/repo';

export interface Page {
  page: number;
  pageSize: number;
}

const pageOf = ({ page, pageSize }: Page) => ({ limit: pageSize, offset: (page - 1) * pageSize });

const ownedTaskOfKind = preparedFor((db) =>
  db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.id, sql.placeholder('id')),
        eq(tasks.userId, sql.placeholder('userId')),
        eq(tasks.kind, sql.placeholder('kind')),
      ),
    )
    .prepare('owned_task_of_kind'),
);
const ownedTaskOfAnyKind = preparedFor((db) =>
  db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, sql.placeholder('id')), eq(tasks.userId, sql.placeholder('userId'))))
    .prepare('owned_task'),
);

/** This user's task (of this tool when `kind` is given); NOT_FOUND for anyone else's or another tool's. */
export async function ownedTask(
  db: Database,
  userId: string,
  id: string,
  kind?: ToolId,
): Promise<TaskRow> {
  const [row] = kind
    ? await ownedTaskOfKind(db).execute({ id, userId, kind })
    : await ownedTaskOfAnyKind(db).execute({ id, userId });
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

const WORK = WORK_KINDS as readonly TaskKind[];
/** The image tools, whose tasks count together against a user's limit. */
const TOOL_KINDS = TASK_KINDS.filter((kind) => !WORK.includes(kind));

/** The kinds of task counted with `kind` against a user's limit: the image tools together, other work alone. */
const familyOf = (kind: TaskKind): readonly TaskKind[] =>
  WORK.includes(kind) ? [kind] : TOOL_KINDS;

/** What a new task is written with: every column but its price and hold, which its hold gives it. */
export interface NewTask {
  id: string;
  userId: string;
  kind: TaskKind;
  model: string;
  action: string;
  provider: string;
  upstreamModel: string;
  params: Record<string, unknown>;
  prompt?: string | null;
  maxAttempts: number;
  parentId?: string | null;
  clientKey: string;
  runAfter: Date;
  createdAt: Date;
  /** Claimed by this process's runner as it is written (`claimedBy`), or left queued. */
  claim?: Pick<TaskRow, 'status' | 'lockedBy' | 'leaseUntil' | 'attempt' | 'startedAt'>;
}

const p = sql.placeholder;

/** The insert of a task, one text for every task (with a hold or without): prepared once per database. */
const taskInsert = (held: boolean) =>
  preparedFor((db) => {
    const hold = db
      .$with('held', {
        id: sql<string>`id`.as('id'),
        amount: sql<number>`amount`.as('amount'),
      })
      .as(sql`select * from ${CREDIT_HOLD_PLACEHOLDERS}`);
    return (held ? db.with(hold) : db)
      .insert(tasks)
      .values({
        id: sql`task_gate(${p('userId')}::uuid, ${p('clientKey')}, ${p('family')}::task_kind[], ${p('limit')}::int, ${p('id')}::uuid)`,
        userId: typed('userId', 'uuid'),
        kind: typed('kind', 'task_kind'),
        model: p('model'),
        action: p('action'),
        provider: p('provider'),
        upstreamModel: p('upstreamModel'),
        params: typed('params', 'jsonb'),
        prompt: p('prompt'),
        maxAttempts: typed('maxAttempts', 'int'),
        parentId: typed('parentId', 'uuid'),
        clientKey: p('clientKey'),
        runAfter: typed('runAfter', 'timestamptz'),
        createdAt: typed('createdAt', 'timestamptz'),
        status: typed('status', 'task_status'),
        lockedBy: p('lockedBy'),
        leaseUntil: typed('leaseUntil', 'timestamptz'),
        attempt: typed('attempt', 'int'),
        startedAt: typed('startedAt', 'timestamptz'),
        price: held ? sql`(select ${hold.amount} from ${hold})` : 0,
        holdId: held ? sql`(select ${hold.id} from ${hold})` : null,
      })
      .returning()
      .prepare(held ? 'insert_task_held' : 'insert_task');
  });
const insertHeld = taskInsert(true);
const insertFree = taskInsert(false);

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

/**
 * Writes a new task in one statement. Its id passes through `task_gate` (migration 0029), which takes the
 * user's account lock and refuses a press that made a task already and a user at `limit` unfinished tasks of
 * the kind's family (raising, see `gateRefusal`). With `hold` (a hold's `values`), the hold is a CTE whose row
 * gives the task its price and hold id. Any refusal undoes the whole statement, hold included.
 */
export async function insertTask(
  db: Database,
  task: NewTask,
  limit: number,
  hold?: HoldValues,
): Promise<TaskRow> {
  const { claim, ...columns } = task;
  const values = {
    ...columns,
    params: JSON.stringify(task.params),
    prompt: task.prompt ?? null,
    parentId: task.parentId ?? null,
    runAfter: iso(task.runAfter),
    createdAt: iso(task.createdAt),
    family: `{${familyOf(task.kind).join(',')}}`,
    limit,
    status: claim?.status ?? 'queued',
    lockedBy: claim?.lockedBy ?? null,
    leaseUntil: iso(claim?.leaseUntil),
    attempt: claim?.attempt ?? 0,
    startedAt: iso(claim?.startedAt),
  };
  const [row] = hold
    ? await insertHeld(db).execute({ ...values, ...hold })
    : await insertFree(db).execute(values);
  return row!;
}

/**
 * What `insertTask` refused: the press's task exists already (`repeat`: the gate's, or the client key's unique
 * index should a row get past it), or the user has too many unfinished (`busy`).
 */
export function gateRefusal(error: unknown): 'repeat' | 'busy' | undefined {
  const code = sqlState(error);
  if (code === 'TK002' || isUniqueViolation(error)) return 'repeat';
  return code === 'TK001' ? 'busy' : undefined;
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
