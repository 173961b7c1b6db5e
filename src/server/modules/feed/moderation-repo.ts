// The queries behind the console's Moderation queue: which targets wait (pictures held or hidden, characters
// and bots with open reports) or were decided (the audit log's decisions), what each one is, its reports, and
// the row locks that let exactly one of two admins deciding at once change anything.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReportTarget } from '@shared/api/reports';
import type { Database, Queries } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { adminAudit, bots, characters, feedItems, reports, tasks, users } from '../../db/schema';

export interface QueueKey {
  kind: ReportTarget;
  id: string;
}

/** Pictures in these states wait for a moderator. */
export const WAITING_FEED = ['review', 'hidden'] as const;
const DECISION_ACTIONS = ['feed.review', 'report.resolve'];

/**
 * Every waiting target with the time it has waited since: a held picture since it was published, a hidden
 * one since its first open report, a character or bot since its first open report.
 */
const waiting = sql`
  select 'feed' as kind, f.id::text as id,
    case when f.status = 'hidden' then coalesce(
      (select min(r.created_at) from ${reports} r where r.target_kind = 'feed'
         and r.target_id = f.id::text and r.status = 'open'),
      f.published_at) else f.published_at end as since
  from ${feedItems} f where f.status in ('review', 'hidden')
  union all
  select r.target_kind::text, r.target_id, min(r.created_at)
  from ${reports} r where r.status = 'open' and r.target_kind <> 'feed'
  group by r.target_kind, r.target_id`;

const kindFilter = (kind: ReportTarget | undefined) => (kind ? sql`where q.kind = ${kind}` : sql``);

/** A page of waiting targets, the longest waiting first, and how many wait in all. */
export async function waitingPage(
  db: Database,
  kind: ReportTarget | undefined,
  page: { limit: number; offset: number },
) {
  const [keys, counted] = await Promise.all([
    db.execute(sql`select q.kind, q.id from (${waiting}) q ${kindFilter(kind)}
      order by q.since, q.kind, q.id limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as total from (${waiting}) q ${kindFilter(kind)}`),
  ]);
  const [all] = rowsOf<{ total: number }>(counted);
  return { keys: rowsOf<QueueKey>(keys), total: Number(all?.total ?? 0) };
}

/** A page of decisions from the audit log, newest first, with the deciding admin's e-mail. */
export async function decidedPage(
  db: Database,
  kind: ReportTarget | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    inArray(adminAudit.action, DECISION_ACTIONS),
    kind ? eq(adminAudit.targetKind, kind) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: adminAudit, by: users.email })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.actorId))
      .where(where)
      .orderBy(desc(adminAudit.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(adminAudit)
      .where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

const author = { authorId: users.id, authorEmail: users.email };

/** The pictures behind `ids`, with the prompt they were made from (shown to moderators even when hidden). */
export function feedTargets(db: Database, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: feedItems.id,
      status: feedItems.status,
      uploadId: feedItems.uploadId,
      prompt: sql<string>`coalesce(${tasks.prompt}, ${feedItems.prompt}, '')`,
      flaggedWords: feedItems.flaggedWords,
      createdAt: feedItems.publishedAt,
      ...author,
    })
    .from(feedItems)
    .innerJoin(users, eq(users.id, feedItems.userId))
    .leftJoin(tasks, eq(tasks.id, feedItems.taskId))
    .where(inArray(feedItems.id, ids));
}

export function characterTargets(db: Database, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: characters.id,
      name: characters.name,
      description: characters.description,
      status: characters.visibility,
      createdAt: characters.createdAt,
      ...author,
    })
    .from(characters)
    .leftJoin(users, eq(users.id, characters.ownerId))
    .where(inArray(characters.id, ids));
}

export function botTargets(db: Database, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: bots.id,
      name: bots.name,
      description: bots.description,
      status: bots.visibility,
      createdAt: bots.createdAt,
      ...author,
    })
    .from(bots)
    .innerJoin(users, eq(users.id, bots.ownerId))
    .where(inArray(bots.id, ids));
}

/** The reports against the targets, counted by reason and by whether they are still open. */
export function reportCounts(db: Database, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      kind: reports.targetKind,
      id: reports.targetId,
      reason: reports.reason,
      open: sql<boolean>`${reports.status} = 'open'`,
      count: sql<number>`count(*)::int`,
      first: sql<Date | string>`min(${reports.createdAt})`,
    })
    .from(reports)
    .where(inArray(reports.targetId, ids))
    .groupBy(reports.targetKind, reports.targetId, reports.reason, sql`${reports.status} = 'open'`);
}

/** Each target's newest report. */
export function latestReports(db: Database, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectDistinctOn([reports.targetKind, reports.targetId], {
      kind: reports.targetKind,
      id: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(inArray(reports.targetId, ids))
    .orderBy(reports.targetKind, reports.targetId, desc(reports.createdAt));
}

/** The picture, locked until the transaction ends: a second admin's decision waits and then sees this one. */
export async function lockFeedItem(tx: Queries, id: number) {
  const [row] = await tx
    .select({
      status: feedItems.status,
      openReports: feedItems.openReports,
      flaggedWords: feedItems.flaggedWords,
    })
    .from(feedItems)
    .where(eq(feedItems.id, id))
    .for('update');
  return row;
}

const targetTable = (kind: 'character' | 'bot') => (kind === 'character' ? characters : bots);

/** The character or bot, locked like a picture; undefined when it no longer exists. */
export async function lockTarget(tx: Queries, kind: 'character' | 'bot', id: string) {
  const table = targetTable(kind);
  const [row] = await tx
    .select({ visibility: table.visibility })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row;
}

/** Makes a character or bot private: its owner keeps it, nobody else reaches it. */
export async function makePrivate(tx: Queries, kind: 'character' | 'bot', id: string, now: Date) {
  const table = targetTable(kind);
  await tx.update(table).set({ visibility: 'private', updatedAt: now }).where(eq(table.id, id));
}

/** Closes the target's open reports; answers how many it closed (none: another admin was first). */
export async function closeReports(
  tx: Queries,
  target: { kind: ReportTarget; id: string },
  close: { status: 'upheld' | 'dismissed'; by: string; now: Date },
): Promise<number> {
  const open: SQL[] = [
    eq(reports.targetKind, target.kind),
    eq(reports.targetId, target.id),
    eq(reports.status, 'open'),
  ];
  const closed = await tx
    .update(reports)
    .set({ status: close.status, reviewedAt: close.now, reviewedBy: close.by })
    .where(and(...open))
    .returning({ id: reports.id });
  return closed.length;
}
