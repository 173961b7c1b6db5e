import type { FastifyInstance } from 'fastify';
import { adminBillingApi } from '@shared/api/billing';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { userRoute } from '../../http/route';
import { adminDeduct, adminGrant, adminLedger } from './admin-credits';

function requireAdmin(auth: AuthContext): string {
  if (auth.user.role !== 'admin') throw new AppError('FORBIDDEN');
  return auth.userId;
}

export function adminCreditsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  userRoute(app, adminBillingApi.grant, ({ auth, body }) =>
    adminGrant(deps, { ...body, actorId: requireAdmin(auth) }),
  );
  userRoute(app, adminBillingApi.deduct, ({ auth, body }) =>
    adminDeduct(deps, { ...body, actorId: requireAdmin(auth) }),
  );
  userRoute(app, adminBillingApi.ledger, ({ auth, query }) => {
    requireAdmin(auth);
    return adminLedger(deps, query.email);
  });
}
