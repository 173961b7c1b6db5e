// Who is calling: the Bearer access token, verified, and its session still live.
import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@shared/api/http';
import type { UserRow } from '../db/schema';
import { AppError } from './app-error';
import { verifyAccessToken, type VerifyResult } from '../sessions/tokens';
import { assertActive, liveSession } from '../sessions/service';

export interface AuthContext {
  userId: string;
  sessionId: string;
  user: UserRow;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADERS.authorization];
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The request's token verified once, though the rate limit and the route both ask. */
const verifications = new WeakMap<FastifyRequest, Promise<VerifyResult | undefined>>();
function verifiedToken(request: FastifyRequest): Promise<VerifyResult | undefined> {
  let verified = verifications.get(request);
  if (!verified) {
    const token = bearerToken(request);
    const { deps } = request.server;
    verified = token
      ? verifyAccessToken(deps.config.jwtSecret, token, deps.now())
      : Promise.resolve(undefined);
    verifications.set(request, verified);
  }
  return verified;
}

export async function requireAuth(request: FastifyRequest): Promise<AuthContext> {
  const verified = await verifiedToken(request);
  if (!verified) throw new AppError('UNAUTHORIZED');
  const { deps } = request.server;
  if (!verified.ok)
    throw new AppError(verified.reason === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
  const row = await liveSession(deps, verified.claims.sessionId, verified.claims.userId);
  if (!row) throw new AppError('SESSION_EXPIRED');
  assertActive(row.user);
  return { userId: row.user.id, sessionId: row.session.id, user: row.user };
}

/**
 * The rate-limit key of a per-user limit: the user of a valid access token (so a user's limit follows them
 * across addresses and sessions), else the address (the route then refuses the call anyway).
 */
export async function userRateKey(request: FastifyRequest): Promise<string> {
  const verified = await verifiedToken(request);
  return verified?.ok ? `user:${verified.claims.userId}` : `ip:${request.ip}`;
}

/** An admin's call: anyone else is refused with 403 (the route already refused visitors with 401). */
export function requireAdmin(auth: AuthContext): string {
  if (auth.user.role !== 'admin') throw new AppError('FORBIDDEN');
  return auth.userId;
}
