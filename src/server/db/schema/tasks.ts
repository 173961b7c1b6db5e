// Generated-content tasks: one table for every image tool. A row is the whole state of a piece of work: the
// runner claims queued rows with FOR UPDATE SKIP LOCKED and keeps a lease while it works, so two server
// processes never run one task at once, and a task whose process died is found by its lapsed lease.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TASK_KINDS, TASK_STATUSES } from '../../../shared/api/tasks';
import { at, owner } from './columns';

export const taskKind = pgEnum('task_kind', TASK_KINDS);
export const taskStatus = pgEnum('task_status', TASK_STATUSES);

/** A stored result: the file (an `uploads` row, so it can feed another tool) and its size. */
export interface TaskResultImage {
  uploadId: string;
  width: number;
  height: number;
}

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey(),
    userId: owner(),
    kind: taskKind('kind').notNull(),
    /** The catalogue entry (model or tool variant) the user chose: `midjourney`, `gpt-image`, `ghibli`… */
    model: text('model').notNull(),
    /** `generate`, or a Midjourney follow-up (upscale, variation, zoomOut2x, varyRegion…). */
    action: text('action').notNull().default('generate'),
    /** The adapter that runs it and the upstream model, fixed at creation. */
    provider: text('provider').notNull(),
    upstreamModel: text('upstream_model').notNull(),
    /** The user's parameters as sent (what `again` repeats). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    prompt: text('prompt'),
    status: taskStatus('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    results: jsonb('results').$type<TaskResultImage[]>().notNull().default([]),
    /** Midjourney buttons of a finished task. */
    buttons: jsonb('buttons')
      .$type<Array<{ customId: string; label: string; emoji: string }>>()
      .notNull()
      .default([]),
    errorCode: text('error_code'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    /** The provider's own id once it accepted the job: a restart resumes waiting instead of submitting. */
    upstreamId: text('upstream_id'),
    /** Hundredths held for it, and the hold's id (settled on success, released otherwise). */
    price: bigint('price', { mode: 'number' }).notNull(),
    holdId: uuid('hold_id'),
    charged: bigint('charged', { mode: 'number' }).notNull().default(0),
    attempt: integer('attempt').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** A follow-up's or a retry's source. */
    parentId: uuid('parent_id'),
    /** The press that made it: a repeat answers this task. */
    clientKey: text('client_key').notNull(),
    /** Not before this time (backoff after a transient provider error). */
    runAfter: at('run_after').notNull().defaultNow(),
    /** The process working on it and until when its claim holds without a heartbeat. */
    lockedBy: text('locked_by'),
    leaseUntil: at('lease_until'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [
    uniqueIndex('tasks_client_key_unique').on(table.userId, table.clientKey),
    index('tasks_user_kind_idx').on(table.userId, table.kind, table.createdAt),
    index('tasks_queue_idx')
      .on(table.runAfter, table.createdAt)
      .where(sql`${table.status} = 'queued'`),
    index('tasks_running_idx')
      .on(table.leaseUntil)
      .where(sql`${table.status} = 'running'`),
    // The admin console: a charge's task (its model) by the hold, and the tasks that ended per day.
    index('tasks_hold_idx')
      .on(table.holdId)
      .where(sql`${table.holdId} IS NOT NULL`),
    index('tasks_finished_idx')
      .on(table.finishedAt)
      .where(sql`${table.status} IN ('succeeded', 'failed')`),
  ],
);
