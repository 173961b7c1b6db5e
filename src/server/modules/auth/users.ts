// Finding and creating accounts at sign-in.
import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import { users, type UserRow } from '../../db/schema';
import { linkInvitation } from '../invite';

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
  const [created] = await deps.db
    .insert(users)
    .values({
      email,
      name: profile.name?.slice(0, 40) || defaultName(email),
      avatar: profile.avatar,
      locale: profile.locale,
      role,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created) {
    await deps.credits.grantSignup(created.id);
    if (profile.invite) await linkInvitation(deps, created.id, profile.invite);
    return created;
  }
  const [existing] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!existing) throw new Error('user vanished between insert and select');
  // ADMIN_EMAILS is the authority for admins: a listed address is promoted on its next sign-in.
  if (role === 'admin' && existing.role !== 'admin') {
    const [promoted] = await deps.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, existing.id))
      .returning();
    deps.sessions.forgetUser(existing.id);
    return promoted ?? existing;
  }
  return existing;
}
