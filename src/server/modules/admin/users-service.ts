// The console's Users section: find an account, read its figures, and act on it. Every change names the
// admin and their reason, writes its audit row in the same transaction, and reaches the user at once on this
// process (their cached sessions are forgotten) and within the session cache's few seconds on the others.
import type { AdminUserDetail } from '@shared/api/admin';
import type { SuspensionReason } from '@shared/api/user';
import { recordAudit, type AuditRecord } from '../../audit';
import type { Queries } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { restoreAccount, suspendAccount } from '../../sessions/service';
import {
  lockRoles,
  otherActiveAdmins,
  revokeUserSessions,
  searchUsers,
  setUserRole,
  userById,
  userCounts,
} from './users-repo';

interface Change {
  actorId: string;
  id: string;
  note: string;
}

export function createAdminUsers(deps: Deps) {
  const { db } = deps;

  const detail = async (id: string, queries: Queries = db): Promise<AdminUserDetail> => {
    const user = await userById(queries, id);
    if (!user) throw new AppError('NOT_FOUND');
    const { counts, lastActiveAt } = await userCounts(queries, id);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      status: user.status,
      createdAt: user.createdAt.toISOString(),
      suspendedReason: user.suspendedReason,
      configuredAdmin: deps.config.adminEmails.has(user.email),
      counts,
      lastActiveAt: lastActiveAt?.toISOString() ?? null,
    };
  };

  /**
   * Runs `act` on the target (never the acting admin's own account) in a transaction with its audit row,
   * then answers the account as it now is.
   */
  const change = async (
    { actorId, id, note }: Change,
    act: (
      tx: Queries,
      user: UserRow,
    ) => Promise<Omit<AuditRecord, 'actorId' | 'target' | 'reason'>>,
  ) => {
    if (id === actorId) throw new AppError('ADMIN_SELF');
    await db.transaction(async (tx) => {
      const user = await userById(tx, id);
      if (!user) throw new AppError('NOT_FOUND');
      const record = await act(tx, user);
      await recordAudit(
        tx,
        { ...record, actorId, target: { kind: 'user', id }, reason: note },
        deps.now(),
      );
    });
    // Forgotten again after the commit: a call between the change and the commit may have cached the old row.
    deps.sessions.forgetUser(id);
    return detail(id);
  };

  return {
    search: async (q: string) => {
      const rows = await searchUsers(db, q);
      return { list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },

    detail: (id: string) => detail(id),

    suspend: (input: Change & { reason: SuspensionReason }) =>
      change(input, async (tx, user) => {
        await suspendAccount(deps, user.id, input.reason, tx);
        return {
          action: 'user.suspend',
          before: { status: user.status, suspendedReason: user.suspendedReason },
          after: { status: 'suspended', suspendedReason: input.reason },
        };
      }),

    restore: (input: Change) =>
      change(input, async (tx, user) => {
        await restoreAccount(deps, user.id, tx);
        return {
          action: 'user.restore',
          before: { status: user.status, suspendedReason: user.suspendedReason },
          after: { status: 'active', suspendedReason: null },
        };
      }),

    revokeSessions: (input: Change) =>
      change(input, async (tx, user) => {
        const ended = await revokeUserSessions(tx, user.id, deps.now());
        return { action: 'user.revokeSessions', after: { sessionsEnded: ended } };
      }),

    setRole: (input: Change & { role: UserRow['role'] }) =>
      change(input, async (tx, user) => {
        if (input.role === 'user' && user.role === 'admin') {
          if (deps.config.adminEmails.has(user.email)) throw new AppError('CONFIGURED_ADMIN');
          await lockRoles(tx);
          if ((await otherActiveAdmins(tx, user.id)) === 0) throw new AppError('LAST_ADMIN');
        }
        await setUserRole(tx, user.id, input.role, deps.now());
        return { action: 'user.role', before: { role: user.role }, after: { role: input.role } };
      }),
  };
}
