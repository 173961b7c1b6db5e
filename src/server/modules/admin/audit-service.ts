// The console's audit log: pages of admin actions, newest first, each with the admin's e-mail and, for an
// account, the account's e-mail beside its id.
import type { AuditEntry, AuditQuery } from '@shared/api/admin';
import { auditPage } from '../../audit';
import type { Deps } from '../../deps';
import { emailsByIds } from './users-repo';

export async function listAudit(deps: Deps, query: AuditQuery) {
  const { rows, more } = await auditPage(deps.db, query);
  const userIds = rows.flatMap(({ entry }) =>
    entry.targetKind === 'user' ? [entry.targetId] : [],
  );
  const emails = new Map((await emailsByIds(deps.db, userIds)).map((row) => [row.id, row.email]));
  const list: AuditEntry[] = rows.map(({ entry, actor }) => ({
    id: String(entry.id),
    actor,
    action: entry.action as AuditEntry['action'],
    target: {
      kind: entry.targetKind,
      id: entry.targetId,
      label: entry.targetKind === 'user' ? (emails.get(entry.targetId) ?? null) : null,
    },
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
  }));
  const last = list.at(-1);
  return { list, next: more && last ? last.id : undefined };
}
