// Reports and what they change: the report's row (one open report per reporter and target: a repeat inserts
// nothing) and, for a feed item, its count of open reports, which takes it out of the feed at the threshold,
// in the same transaction. A moderator's review closes the open reports and sets the item's state.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReportBody, ReportTarget } from '@shared/api/reports';
import type { Database, Queries } from '../../db/client';
import { bots, characters, feedItems, reports, users } from '../../db/schema';
import { notifyOwner } from './notices-repo';

/** Who owns a reportable target (null: one of the shipped characters); undefined when it is not reportable. */
export async function reportableOwner(
  db: Database,
  kind: ReportTarget,
  id: string,
): Promise<{ ownerId: string | null } | undefined> {
  if (kind === 'feed') {
    if (!/^\d{1,15}$/.test(id)) return undefined;
    const [row] = await db
      .select({ ownerId: feedItems.userId })
      .from(feedItems)
      .innerJoin(users, eq(users.id, feedItems.userId))
      .where(
        and(
          eq(feedItems.id, Number(id)),
          eq(feedItems.status, 'public'),
          eq(users.status, 'active'),
        ),
      );
    return row;
  }
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  if (kind === 'character') {
    const [row] = await db
      .select({ ownerId: characters.ownerId })
      .from(characters)
      .where(and(eq(characters.id, id), eq(characters.visibility, 'public')));
    return row;
  }
  const [row] = await db
    .select({ ownerId: bots.ownerId })
    .from(bots)
    .where(
      and(eq(bots.id, id), inArray(bots.visibility, ['link', 'embedded']), isNull(bots.deletedAt)),
    );
  return row;
}

/**
 * Files a report unless the reporter has one open on the target (then answers that one). A feed item's
 * open reports are counted with it; at `threshold` the item leaves the feed and its owner is told.
 */
export async function fileReport(
  db: Database,
  report: ReportBody & { reporterId: string; ownerId: string | null },
  options: { threshold: number; now: Date },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reports)
      .values({
        reporterId: report.reporterId,
        targetKind: report.kind,
        targetId: report.id,
        targetOwnerId: report.ownerId,
        reason: report.reason,
        details: report.details ?? '',
        createdAt: options.now,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!inserted) return openReportOf(tx, report.reporterId, report.kind, report.id);
    if (report.kind === 'feed') await countFeedReport(tx, Number(report.id), options);
    return inserted;
  });
}

async function openReportOf(db: Queries, reporterId: string, kind: ReportTarget, id: string) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetKind, kind),
        eq(reports.targetId, id),
        eq(reports.status, 'open'),
      ),
    );
  if (!row) throw new Error('an open report was refused as a duplicate but is not there');
  return row;
}

async function countFeedReport(
  tx: Queries,
  itemId: number,
  options: { threshold: number; now: Date },
): Promise<void> {
  const [item] = await tx
    .update(feedItems)
    .set({
      openReports: sql`${feedItems.openReports} + 1`,
      status: sql`case when ${feedItems.status} = 'public' and ${feedItems.openReports} + 1 >= ${options.threshold} then 'hidden'::feed_item_status else ${feedItems.status} end`,
    })
    .where(eq(feedItems.id, itemId))
    .returning({ userId: feedItems.userId, status: feedItems.status, open: feedItems.openReports });
  // The report that crossed the threshold is the one that took it out: its owner hears of it once.
  if (item?.status === 'hidden' && item.open === options.threshold)
    await notifyOwner(tx, { userId: item.userId, itemId, kind: 'hidden', now: options.now });
}

/**
 * A moderator's decision on a feed item waiting for review: back in the feed (its open reports dismissed)
 * or removed (upheld). Runs in the caller's transaction (the console writes its audit row in the same one);
 * answers how many open reports it closed, or undefined when there is no such item.
 */
export async function reviewFeedItem(
  tx: Queries,
  review: { itemId: number; decision: 'public' | 'removed'; moderatorId: string; now: Date },
): Promise<{ reportsClosed: number } | undefined> {
  const updated = await tx
    .update(feedItems)
    .set({ status: review.decision, openReports: 0, reviewedAt: review.now })
    .where(eq(feedItems.id, review.itemId))
    .returning({ id: feedItems.id });
  if (!updated.length) return undefined;
  const closed = await tx
    .update(reports)
    .set({
      status: review.decision === 'public' ? 'dismissed' : 'upheld',
      reviewedAt: review.now,
      reviewedBy: review.moderatorId,
    })
    .where(
      and(
        eq(reports.targetKind, 'feed'),
        eq(reports.targetId, String(review.itemId)),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ id: reports.id });
  return { reportsClosed: closed.length };
}
