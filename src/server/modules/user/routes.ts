import type { FastifyInstance } from 'fastify';
import { userApi } from '@shared/api/user';
import { userRoute } from '../../http/route';
import { listSessions, revokeOwnSession, toCurrentUser, updateProfile } from './service';

export function userRoutes(app: FastifyInstance): void {
  const { deps } = app;
  userRoute(app, userApi.me, ({ auth }) => toCurrentUser(deps, auth.user));
  userRoute(app, userApi.updateProfile, ({ auth, body }) => updateProfile(deps, auth.userId, body));
  userRoute(app, userApi.sessions, ({ auth }) => listSessions(deps, auth.userId, auth.sessionId));
  userRoute(app, userApi.revokeSession, async ({ auth, body }) => {
    await revokeOwnSession(deps, auth.userId, body.id);
    return { revoked: true as const };
  });
}
