// E-mail sign-in codes: 6 digits from a CSPRNG, 10 minutes, stored as HMAC(email:code),
// at most 5 wrong attempts, 60 s between sends, hourly limits per address and per client address, a new code
// voids the old, consumed atomically, and the same answer whether or not the account exists.
import { randomInt } from 'node:crypto';
import type * as z from 'zod/mini';
import type { emailLoginBody, emailLoginData } from '@shared/api/auth';
import type { Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import { AppError, rateLimited } from '../../http/app-error';
import { translate } from '../../i18n';
import { startSession, type ClientInfo } from '../../sessions/service';
import { hmac, sameHash } from '../../sessions/tokens';
import {
  codesSince,
  consumeCode,
  attemptsOf,
  claimAttempt,
  deleteCode,
  latestCode,
  replaceCodes,
} from './repo';
import { findOrCreateByEmail } from './users';

export const CODE_RULES = {
  ttlMinutes: 10,
  maxAttempts: 5,
  resendSeconds: 60,
  perAddressPerHour: 5,
} as const;

const HOUR_MS = 60 * 60 * 1000;

const codeHash = (deps: Deps, email: string, code: string) =>
  hmac(deps.config.jwtSecret, `${email}:${code}`);

export async function sendCode(
  deps: Deps,
  email: string,
  ip: string,
  locale: Locale,
): Promise<{ resendAfter: number }> {
  const now = deps.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const latest = await latestCode(deps.db, email);
  // The cooldown is for re-sending: once the latest code was used to sign in, another device may ask at once.
  // Only a sign-in consumes a code; wrong guesses use up its attempts instead.
  const usedToSignIn = Boolean(latest?.consumedAt);
  if (latest && !usedToSignIn) {
    const wait =
      CODE_RULES.resendSeconds - Math.floor((now.getTime() - latest.createdAt.getTime()) / 1000);
    if (wait > 0) throw new AppError('CODE_COOLDOWN', { seconds: wait });
  }
  const perAddress = await codesSince(deps.db, 'email', email, hourAgo);
  const perIp = await codesSince(deps.db, 'ip', ip, hourAgo);
  const full = [
    perAddress.count >= CODE_RULES.perAddressPerHour ? perAddress : undefined,
    perIp.count >= deps.config.signInCodesPerIpPerHour ? perIp : undefined,
  ].flatMap((window) => (window ? [window.earliest?.getTime() ?? now.getTime()] : []));
  if (full.length) {
    // The user is told when the hour of the earliest code ends, which is when another may be sent.
    const freed = Math.max(...full) + HOUR_MS;
    throw rateLimited(Math.ceil((freed - now.getTime()) / 1000));
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceCodes(deps.db, {
    email,
    ip,
    codeHash: codeHash(deps, email, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_RULES.ttlMinutes * 60_000),
  });
  try {
    await deps.mailer.send({
      to: email,
      subject: translate(locale, 'mail.codeSubject', { code }),
      text: translate(locale, 'mail.codeText', { code, minutes: CODE_RULES.ttlMinutes }),
    });
  } catch (error) {
    // A code nobody received must not count against the cooldown.
    await deleteCode(deps.db, codeHash(deps, email, code));
    throw Object.assign(new AppError('MAIL_FAILED'), { cause: error });
  }
  return { resendAfter: CODE_RULES.resendSeconds };
}

/**
 * Checks a code and consumes it. Throws CODE_INVALID, CODE_ATTEMPTS or CODE_EXPIRED. Every guess takes an
 * attempt before it is compared, so parallel guesses get no more comparisons than one after another, and
 * once a code is spent every guess, right or wrong, gets the same answer.
 */
export async function verifyCode(deps: Deps, email: string, code: string): Promise<void> {
  const now = deps.now();
  const latest = await latestCode(deps.db, email);
  if (!latest) throw new AppError('CODE_EXPIRED');
  const claimed = await claimAttempt(deps.db, latest.id, now, CODE_RULES.maxAttempts);
  if (!claimed) {
    const spent = (await attemptsOf(deps.db, latest.id)) >= CODE_RULES.maxAttempts;
    throw new AppError(spent ? 'CODE_ATTEMPTS' : 'CODE_EXPIRED');
  }
  if (!sameHash(claimed.codeHash, codeHash(deps, email, code))) {
    throw new AppError(
      claimed.attempts >= CODE_RULES.maxAttempts ? 'CODE_ATTEMPTS' : 'CODE_INVALID',
    );
  }
  if (!(await consumeCode(deps.db, latest.id, now))) throw new AppError('CODE_EXPIRED');
}

/**
 * The e-mail sign-in call: without a code, sends one; with one, checks it and starts a session on the address's
 * account (made at its first sign-in).
 */
export async function emailSignIn(
  deps: Deps,
  body: z.output<typeof emailLoginBody>,
  locale: Locale,
  client: ClientInfo & { ip: string },
): Promise<z.output<typeof emailLoginData>> {
  if (!body.code) {
    const { resendAfter } = await sendCode(deps, body.email, client.ip, locale);
    return { sent: true as const, resendAfter };
  }
  await verifyCode(deps, body.email, body.code);
  const user = await findOrCreateByEmail(deps, body.email, { locale, invite: body.invite });
  return startSession(deps, user, 'email', client);
}
