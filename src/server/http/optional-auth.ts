// For public routes that show more to a signed-in caller: who is calling, if anyone. A missing, expired or
// revoked token reads as a visitor rather than failing, since the route answers visitors too.
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { bearerToken, requireAuth, type AuthContext } from './auth';

export async function optionalAuth(request: FastifyRequest): Promise<AuthContext | undefined> {
  if (!bearerToken(request)) return undefined;
  try {
    return await requireAuth(request);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
