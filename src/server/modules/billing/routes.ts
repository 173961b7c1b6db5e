import type { FastifyInstance } from 'fastify';
import { billingApi } from '@shared/api/billing';
import { userRoute } from '../../http/route';
import { cancelPlan, changePlan, openPortal, startCheckout } from './checkout';
import { findOrder, listOrders } from './orders';
import { webhookRoute } from './webhook-routes';

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  userRoute(
    app,
    billingApi.checkout,
    ({ auth, body }) => startCheckout(deps, auth.userId, body),
    limit,
  );
  userRoute(app, billingApi.portal, ({ auth }) => openPortal(deps, auth.userId), limit);
  userRoute(
    app,
    billingApi.changePlan,
    async ({ auth, body }) => {
      await changePlan(deps, auth.userId, body.plan);
      return deps.credits.summary(auth.userId);
    },
    limit,
  );
  userRoute(
    app,
    billingApi.cancel,
    async ({ auth }) => {
      await cancelPlan(deps, auth.userId);
      return deps.credits.summary(auth.userId);
    },
    limit,
  );
  for (const route of [billingApi.orders, billingApi.tokenOrders]) {
    userRoute(app, route, ({ auth, query }) =>
      listOrders(deps, auth.userId, query.page, query.pageSize),
    );
  }
  for (const route of [billingApi.orderBySn, billingApi.tokenOrderBySn]) {
    userRoute(app, route, ({ auth, query }) => findOrder(deps, auth.userId, query.sn));
  }
  await webhookRoute(app);
}
