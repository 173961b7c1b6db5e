// The admin audit log: what every admin action writes, and how the console reads it back. An action writes its
// row in the same transaction as its change when it has one, so neither commits without the other.
import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditQuery } from '@shared/api/admin';
import { AUDIT_PAGE_SIZE } from '@shared/api/admin';
import type { Queries } from '../db/client';
import { likePattern } from '../db/like';
import { adminAudit, users } from '../db/schema';

export interface AuditRecord {
  /** The admin; null for the command line. */
  actorId: string | null;
  action: AuditAction;
  target: { kind: string; id: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

export async function recordAudit(db: Queries, record: AuditRecord, now: Date): Promise<void> {
  await db.insert(adminAudit).values({
    actorId: record.actorId,
    action: record.action,
    targetKind: record.target.kind,
    targetId: record.target.id,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    createdAt: now,
  });
}

/**
 * Only what changed, before and after, of two flat snapshots of what an action may touch (a key on one side
 * only, a language added or removed say, is null on the other). Values compare by identity: put text, numbers
 * or JSON text in a snapshot, never objects.
 */
export function auditChanges(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => (before[key] ?? null) !== (after[key] ?? null));
  const pick = (side: Record<string, unknown>) =>
    Object.fromEntries(changed.map((key) => [key, side[key] ?? null]));
  return { before: pick(before), after: pick(after) };
}

/** A page of the log, newest first, after the entry `before` names. */
export async function auditPage(db: Queries, query: AuditQuery) {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(adminAudit.action, query.action));
  if (query.targetKind) filters.push(eq(adminAudit.targetKind, query.targetKind));
  if (query.targetId) filters.push(eq(adminAudit.targetId, query.targetId));
  if (query.before) filters.push(lt(adminAudit.id, Number(query.before)));
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      or(
        ilike(adminAudit.targetId, pattern),
        ilike(adminAudit.reason, pattern),
        ilike(users.email, pattern),
      )!,
    );
  }
  const rows = await db
    .select({ entry: adminAudit, actor: users.email })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.actorId))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(adminAudit.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return { rows: page, more: rows.length > AUDIT_PAGE_SIZE };
}
