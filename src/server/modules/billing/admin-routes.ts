import type { FastifyInstance } from 'fastify';
import { adminBillingApi } from '@shared/api/billing';
import { userRoute } from '../../http/route';
import { adminDeduct, adminGrant, adminLedger } from './admin-credits';

export function adminCreditsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  userRoute(app, adminBillingApi.grant, ({ auth, body }) =>
    adminGrant(deps, { ...body, actorId: auth.userId }),
  );
  userRoute(app, adminBillingApi.deduct, ({ auth, body }) =>
    adminDeduct(deps, { ...body, actorId: auth.userId }),
  );
  userRoute(app, adminBillingApi.ledger, ({ query }) => adminLedger(deps, query.email));
}
