// Access tokens (JWT, short-lived) and the opaque secrets we hand out and store only as hashes.
import { createHash, createHmac, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'atrium';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

// The HMAC key imported once per secret: handing jose the raw bytes made it import them again on every
// sign and verify, which cost more than the signature itself. Other signed tokens (a bot visitor's) use it too.
const keyCache = new Map<string, Promise<webcrypto.CryptoKey>>();
export function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  let value = keyCache.get(secret);
  if (!value) {
    value = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keyCache.set(secret, value);
  }
  return value;
}

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(await hmacKey(secret));
}

export type VerifyResult =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens whose signature was checked lately, per secret, with their claims and expiry: a client's next calls
 * skip the check (an HMAC through WebCrypto's thread pool, a large part of a short call's CPU). The expiry is
 * still checked on every call, and a session's revocation is checked apart from the token (sessions/cache.ts).
 */
const checked = new Map<string, Map<string, { claims: AccessClaims; expiresAt: number }>>();
/** Beyond this many the oldest are forgotten (and checked again if they come back). */
const CHECKED_MAX = 10_000;

function remember(secret: string, token: string, claims: AccessClaims, expiresAt: number) {
  let tokens = checked.get(secret);
  if (!tokens) checked.set(secret, (tokens = new Map()));
  if (tokens.size >= CHECKED_MAX) tokens.delete(tokens.keys().next().value!);
  tokens.set(token, { claims, expiresAt });
}

export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<VerifyResult> {
  const known = checked.get(secret)?.get(token);
  // As jose counts it: expired once the whole second of `exp` has come.
  if (known)
    return known.expiresAt > Math.floor(now.getTime() / 1000)
      ? { ok: true, claims: known.claims }
      : { ok: false, reason: 'expired' };
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp)
      return { ok: false, reason: 'invalid' };
    const claims = { userId: payload.sub, sessionId: payload.sid };
    remember(secret, token, claims, payload.exp);
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** A random secret for a URL or header: 32 bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** Compares two hashes without leaking, through timing, how much of them matched. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** PKCE S256: base64url(sha256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
