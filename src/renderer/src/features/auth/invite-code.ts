// The code of an invitation link (/login?invite=CODE), kept for 7 days so that signing up later, or after
// a detour through Google, still ties the new account to its inviter. Forgotten after a sign-in.
import { inviteCode } from '@shared/api/auth';
import { platform } from '../../platform';

const INVITE_KEY = 'invite';
const KEEP_SECONDS = 7 * 24 * 60 * 60;

/** Keeps a well-formed code; anything else is ignored. */
export function keepInvite(code: string | null): void {
  if (!code) return;
  const parsed = inviteCode.safeParse(code);
  if (parsed.success && parsed.data) platform.storage.set(INVITE_KEY, parsed.data, KEEP_SECONDS);
}

export function keptInvite(): string | undefined {
  const code = platform.storage.get<unknown>(INVITE_KEY);
  return typeof code === 'string' && code ? code : undefined;
}

export function forgetInvite(): void {
  platform.storage.remove(INVITE_KEY);
}
