// E-mail sign-in codes (INTEGRATIONS.md): 6 digits from a CSPRNG, 10 minutes, stored as HMAC(email:code),
// at most 5 wrong attempts, 60 s between sends, hourly limits per address and per client address, a new code
// voids the old, consumed atomically, and the same answer whether or not the account exists.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import { emailCodes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { translate } from '../../i18n';
import { hmac, sameHash } from '../../sessions/tokens';

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
  const [latest] = await deps.db
    .select({
      createdAt: emailCodes.createdAt,
      consumedAt: emailCodes.consumedAt,
      attempts: emailCodes.attempts,
    })
    .from(emailCodes)
    .where(eq(emailCodes.email, email))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  // The cooldown is for re-sending: once the latest code was used to sign in, another device may ask at once.
  const usedToSignIn = latest?.consumedAt && latest.attempts < CODE_RULES.maxAttempts;
  if (latest && !usedToSignIn) {
    const wait =
      CODE_RULES.resendSeconds - Math.floor((now.getTime() - latest.createdAt.getTime()) / 1000);
    if (wait > 0) throw new AppError('CODE_COOLDOWN', { seconds: wait });
  }
  const [perAddress] = await deps.db
    .select({ n: count() })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), gt(emailCodes.createdAt, hourAgo)));
  const [perIp] = await deps.db
    .select({ n: count() })
    .from(emailCodes)
    .where(and(eq(emailCodes.ip, ip), gt(emailCodes.createdAt, hourAgo)));
  if (
    (perAddress?.n ?? 0) >= CODE_RULES.perAddressPerHour ||
    (perIp?.n ?? 0) >= deps.config.signInCodesPerIpPerHour
  ) {
    throw new AppError('RATE_LIMITED');
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt)));
    await tx.insert(emailCodes).values({
      email,
      ip,
      codeHash: codeHash(deps, email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_RULES.ttlMinutes * 60_000),
    });
  });
  try {
    await deps.mailer.send({
      to: email,
      subject: translate(locale, 'mail.codeSubject', { code }),
      text: translate(locale, 'mail.codeText', { code, minutes: CODE_RULES.ttlMinutes }),
    });
  } catch (error) {
    // A code nobody received must not count against the cooldown.
    await deps.db.delete(emailCodes).where(eq(emailCodes.codeHash, codeHash(deps, email, code)));
    throw Object.assign(new AppError('MAIL_FAILED'), { cause: error });
  }
  return { resendAfter: CODE_RULES.resendSeconds };
}

/** Checks a code and consumes it. Throws CODE_INVALID, CODE_ATTEMPTS or CODE_EXPIRED. */
export async function verifyCode(deps: Deps, email: string, code: string): Promise<void> {
  const now = deps.now();
  const [latest] = await deps.db
    .select()
    .from(emailCodes)
    .where(eq(emailCodes.email, email))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!latest || latest.consumedAt || latest.expiresAt <= now) {
    throw new AppError(
      latest?.attempts && latest.attempts >= CODE_RULES.maxAttempts
        ? 'CODE_ATTEMPTS'
        : 'CODE_EXPIRED',
    );
  }
  if (!sameHash(latest.codeHash, codeHash(deps, email, code))) {
    const [after] = await deps.db
      .update(emailCodes)
      .set({
        attempts: sql`${emailCodes.attempts} + 1`,
        consumedAt: sql`CASE WHEN ${emailCodes.attempts} + 1 >= ${CODE_RULES.maxAttempts} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
      })
      .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.consumedAt)))
      .returning({ attempts: emailCodes.attempts });
    throw new AppError(
      after && after.attempts >= CODE_RULES.maxAttempts ? 'CODE_ATTEMPTS' : 'CODE_INVALID',
    );
  }
  const [consumed] = await deps.db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (!consumed) throw new AppError('CODE_EXPIRED');
}
