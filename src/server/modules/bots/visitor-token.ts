// A bot visitor's session: a short-lived token signed with the server's secret, naming the bot, the website
// (origin) it was given for and a random visitor id. It is not an access token: its own issuer and audience
// keep either from passing for the other.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { WIDGET_SESSION_MINUTES } from '@shared/widget';
import { hmacKey } from '../../sessions/tokens';

const ISSUER = 'atrium-widget';
const AUDIENCE = 'bot-visitor';

export interface VisitorClaims {
  botId: string;
  visitorId: string;
  origin: string;
}

export async function signVisitorToken(
  secret: string,
  claims: VisitorClaims,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + WIDGET_SESSION_MINUTES * 60;
  const token = await new SignJWT({ bot: claims.botId, org: claims.origin })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.visitorId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .sign(await hmacKey(secret));
  return { token, expiresAt: new Date(expires * 1000) };
}

export type VisitorVerdict =
  { ok: true; claims: VisitorClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyVisitorToken(
  secret: string,
  token: string,
  now: Date,
): Promise<VisitorVerdict> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const { sub, bot, org } = payload;
    if (typeof sub !== 'string' || typeof bot !== 'string' || typeof org !== 'string')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { visitorId: sub, botId: bot, origin: org } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
