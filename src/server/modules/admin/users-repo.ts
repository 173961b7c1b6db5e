// The queries behind the console's Users section: finding accounts, one account's figures, and the changes an
// admin makes to an account, each with its audit row in the same transaction.
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { USER_SEARCH_LIMIT } from '@shared/api/admin';
import type { Queries } from '../../db/client';
import { likePattern } from '../../db/like';
import { rowsOf } from '../../db/rows';
import { bots, conversations, orders, sessions, tasks, users, type UserRow } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const rowColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

/** An id finds its one user; words find e-mails and names that hold them; nothing lists the newest. */
export function searchUsers(db: Queries, q: string) {
  const where = !q
    ? undefined
    : UUID.test(q)
      ? eq(users.id, q.toLowerCase())
      : or(ilike(users.email, likePattern(q)), ilike(users.name, likePattern(q)));
  return db
    .select(rowColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USER_SEARCH_LIMIT);
}

export async function userById(db: Queries, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** What the user's page counts: live sessions, tasks, conversations, bots and orders, and the last use. */
export async function userCounts(db: Queries, userId: string) {
  const [row] = rowsOf<{
    live: number;
    tasks: number;
    conversations: number;
    bots: number;
    orders: number;
    last: Date | string | null;
  }>(
    await db.execute(sql`
      select
        (select count(*)::int from ${sessions} where ${sessions.userId} = ${userId}
           and ${sessions.revokedAt} is null) as live,
        (select count(*)::int from ${tasks} where ${tasks.userId} = ${userId}) as tasks,
        (select count(*)::int from ${conversations} where ${conversations.userId} = ${userId})
          as conversations,
        (select count(*)::int from ${bots} where ${bots.ownerId} = ${userId}) as bots,
        (select count(*)::int from ${orders} where ${orders.userId} = ${userId}) as orders,
        (select max(${sessions.lastUsedAt}) from ${sessions} where ${sessions.userId} = ${userId})
          as last`),
  );
  return {
    counts: {
      liveSessions: row?.live ?? 0,
      tasks: row?.tasks ?? 0,
      conversations: row?.conversations ?? 0,
      bots: row?.bots ?? 0,
      orders: row?.orders ?? 0,
    },
    lastActiveAt: row?.last ? new Date(row.last) : null,
  };
}

/** Ends every live session of the user; answers how many. */
export async function revokeUserSessions(db: Queries, userId: string, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The active admins other than `userId` (a demotion keeps at least one). */
export async function otherActiveAdmins(db: Queries, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), sql`${users.id} <> ${userId}`));
  return row?.n ?? 0;
}

/** Serialises changes of roles: two demotions at once cannot both count the other as the one left. */
export async function lockRoles(db: Queries) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('atrium:admin-roles'))`);
}

export async function setUserRole(db: Queries, id: string, role: UserRow['role'], now: Date) {
  await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
}

/** The e-mails of these users (ids that name no user are left out). */
export function emailsByIds(db: Queries, ids: string[]) {
  const valid = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (!valid.length) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, valid));
}
