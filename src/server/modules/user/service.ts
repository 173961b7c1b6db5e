// The signed-in user: their profile as the app shows it, profile changes, and their sessions (devices).
import type { CurrentUser, SessionInfo } from '@shared/api/user';
import type { Deps } from '../../deps';
import { avatarForViewer } from '../../files/avatars';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { revokeSession } from '../../sessions/service';
import { liveSessionsOf, ownLiveSession, updateUser } from './repo';

export function toCurrentUser(deps: Deps, user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatar: avatarForViewer(deps, user.avatar),
    locale: user.locale,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function updateProfile(
  deps: Deps,
  userId: string,
  changes: { name?: string; locale?: string },
): Promise<CurrentUser> {
  const updated = await updateUser(deps.db, userId, { ...changes, updatedAt: deps.now() });
  if (!updated) throw new AppError('NOT_FOUND');
  deps.sessions.forgetUser(userId);
  return toCurrentUser(deps, updated);
}

/** The user's live sessions, newest use first; the caller's own is flagged. */
export async function listSessions(
  deps: Deps,
  userId: string,
  currentId: string,
): Promise<SessionInfo[]> {
  const rows = await liveSessionsOf(deps.db, userId);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentId,
    method: row.method,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
  }));
}

/** Signs one of the user's own sessions out; someone else's id is simply not found. */
export async function revokeOwnSession(
  deps: Deps,
  userId: string,
  sessionId: string,
): Promise<void> {
  const id = await ownLiveSession(deps.db, userId, sessionId);
  if (!id) throw new AppError('NOT_FOUND');
  await revokeSession(deps, id);
}
