import type { FastifyInstance } from 'fastify';
import { adminBillingApi } from '@shared/api/billing';
import { requireAdmin } from '../../http/auth';
import { userRoute } from '../../http/route';
import { adminDeduct, adminGrant, adminLedger } from './admin-credits';

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
