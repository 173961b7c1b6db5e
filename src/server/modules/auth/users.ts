// Finding and creating accounts at sign-in, and adopting their pictures from elsewhere.
import type { Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import { adoptRemoteAvatar, isRemoteAvatar, type AvatarLog } from '../../files/avatars';
import type { UserRow } from '../../db/schema';
import { linkInvitation } from '../invite';
import {
  insertUserIfNew,
  promoteToAdmin,
  replaceUserAvatar,
  userByEmail,
  usersWithRemoteAvatars,
} from './repo';

export function defaultName(email: string): string {
  return (email.split('@')[0] ?? email).slice(0, 40) || 'Atrium user';
}

/** The account of an e-mail address, created on first sign-in (admin when listed in ADMIN_EMAILS). */
export async function findOrCreateByEmail(
  deps: Deps,
  email: string,
  profile: { name?: string; avatar?: string; locale: Locale; invite?: string },
): Promise<UserRow> {
  const role = deps.config.adminEmails.has(email) ? 'admin' : 'user';
  const created = await insertUserIfNew(deps.db, {
    email,
    name: profile.name?.slice(0, 40) || defaultName(email),
    avatar: profile.avatar,
    locale: profile.locale,
    role,
  });
  if (created) {
    await deps.credits.grantSignup(created.id);
    if (profile.invite) await linkInvitation(deps, created.id, profile.invite);
    return created;
  }
  const existing = await userByEmail(deps.db, email);
  if (!existing) throw new Error('user vanished between insert and select');
  // ADMIN_EMAILS is the authority for admins: a listed address is promoted on its next sign-in.
  if (role === 'admin' && existing.role !== 'admin') {
    const promoted = await promoteToAdmin(deps.db, existing.id);
    deps.sessions.forgetUser(existing.id);
    return promoted ?? existing;
  }
  return existing;
}

/** A user's picture given as an address elsewhere (Google's) is fetched and stored in the background. */
export function adoptUserAvatar(
  deps: Deps,
  user: Pick<UserRow, 'id' | 'avatar'>,
  warn: AvatarLog,
): Promise<void> {
  if (!isRemoteAvatar(user.avatar)) return Promise.resolve();
  const url = user.avatar;
  return adoptRemoteAvatar(
    deps,
    user.id,
    url,
    async (value) => {
      await replaceUserAvatar(deps.db, user.id, url, value);
      deps.sessions.forgetUser(user.id);
    },
    warn,
  );
}

/** Adopts the users' remote avatars still waiting (a few at a time, in order). */
export async function adoptPendingUserAvatars(deps: Deps, warn: AvatarLog): Promise<void> {
  for (const user of await usersWithRemoteAvatars(deps.db, 100))
    await adoptUserAvatar(deps, user, warn);
}
