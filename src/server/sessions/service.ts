// Sessions and their rotating refresh tokens. A session is one signed-in device; its access tokens live
// 15 minutes but end when the session is revoked, because every request checks it (through a cache of a
// few seconds: at once on the process that revoked it, within LIVE_SESSION_TTL_MS on the others).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionTokens } from '@shared/api/auth';
import { SUSPENSION_REASONS, type SuspensionReason } from '@shared/api/user';
import type { Queries } from '../db/client';
import type { Deps } from '../deps';
import { refreshTokens, sessions, users, type SessionRow, type UserRow } from '../db/schema';
import { AppError } from '../http/app-error';
import type { LiveSession } from './cache';
import { ACCESS_TOKEN_SECONDS, randomToken, sha256, signAccessToken } from './tokens';

const REFRESH_TOKEN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

async function issueTokens(deps: Deps, userId: string, sessionId: string): Promise<SessionTokens> {
  const now = deps.now();
  const refreshToken = randomToken();
  await deps.db.insert(refreshTokens).values({
    sessionId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
  });
  const token = await signAccessToken(deps.config.jwtSecret, { userId, sessionId }, now);
  return { token, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
}

export function assertActive(user: UserRow): void {
  if (user.status === 'active') return;
  // A suspended user is told why on every refused call, when a moderator gave a reason.
  const reason = user.suspendedReason;
  if (reason && (SUSPENSION_REASONS as readonly string[]).includes(reason))
    throw new AppError('ACCOUNT_SUSPENDED', { reason }, 'errors.accountSuspendedBecause');
  throw new AppError('ACCOUNT_SUSPENDED');
}

/**
 * Suspends an account with the reason its user will read (the moderators' action; the admin console calls
 * it): every call of theirs is refused from now on, on this process at once and elsewhere within the session
 * cache's few seconds.
 */
export async function suspendAccount(
  deps: Deps,
  userId: string,
  reason: SuspensionReason,
  db: Queries = deps.db,
): Promise<void> {
  await setAccountStatus(deps, userId, { status: 'suspended', suspendedReason: reason }, db);
}

/** Lifts a suspension: the user's calls work again (on other processes within the cache's few seconds). */
export async function restoreAccount(deps: Deps, userId: string, db: Queries = deps.db) {
  await setAccountStatus(deps, userId, { status: 'active', suspendedReason: null }, db);
}

async function setAccountStatus(
  deps: Deps,
  userId: string,
  change: Pick<UserRow, 'status' | 'suspendedReason'>,
  db: Queries,
) {
  await db
    .update(users)
    .set({ ...change, updatedAt: deps.now() })
    .where(eq(users.id, userId));
  deps.sessions.forgetUser(userId);
}

/** Starts a session for a user who just proved who they are. */
export async function startSession(
  deps: Deps,
  user: UserRow,
  method: 'email' | 'google' | 'desktop',
  client: ClientInfo,
): Promise<SessionTokens> {
  assertActive(user);
  const [session] = await deps.db
    .insert(sessions)
    .values({ userId: user.id, method, userAgent: client.userAgent?.slice(0, 400), ip: client.ip })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return issueTokens(deps, user.id, session.id);
}

/**
 * Trades a refresh token for a new pair. The old token is marked rotated in the same statement that checks
 * it, so two concurrent refreshes cannot both win; a rotated token presented again means it was copied,
 * and the whole session is revoked.
 */
export async function refreshSession(deps: Deps, refreshToken: string): Promise<SessionTokens> {
  const now = deps.now();
  const hash = sha256(refreshToken);
  const [rotated] = await deps.db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.rotatedAt)))
    .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
  if (!rotated) {
    const [reused] = await deps.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash));
    if (reused) await revokeSession(deps, reused.sessionId);
    throw new AppError('SESSION_EXPIRED');
  }
  if (rotated.expiresAt <= now) throw new AppError('SESSION_EXPIRED');
  const [row] = await deps.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, rotated.sessionId));
  if (!row || row.session.revokedAt) throw new AppError('SESSION_EXPIRED');
  assertActive(row.user);
  return issueTokens(deps, row.user.id, row.session.id);
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  deps.sessions.forget(sessionId);
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** The session and user behind an access token, or undefined when the session is gone. */
export async function liveSession(
  deps: Deps,
  sessionId: string,
  userId: string,
): Promise<LiveSession | undefined> {
  // Read by the session alone: a token whose user is not the session's is refused below, whoever read it.
  const live = await deps.sessions.getOrRead(sessionId, () =>
    deps.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .then(([row]) => row),
  );
  if (!live || live.user.id !== userId) return undefined;
  touchSession(deps, live.session);
  return live;
}

/** How stale a session's last_used_at may be: it is shown to the user, not used for security. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Moves last_used_at on, at most once a minute, without the call waiting for it: a session remembered for
 * minutes must still show when it was last used.
 */
function touchSession(deps: Deps, session: SessionRow): void {
  const now = deps.now();
  if (now.getTime() - session.lastUsedAt.getTime() <= TOUCH_EVERY_MS) return;
  session.lastUsedAt = now;
  deps.db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(sessions.id, session.id),
        sql`${sessions.lastUsedAt} < ${new Date(now.getTime() - TOUCH_EVERY_MS)}`,
      ),
    )
    .catch(() => undefined);
}
