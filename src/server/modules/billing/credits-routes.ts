import type { FastifyInstance } from 'fastify';
import { billingApi } from '@shared/api/billing';
import { estimateAllowance } from '@shared/billing/prices';
import { publicRoute, userRoute } from '../../http/route';
import { expenseLog } from './expense-log';

export function creditsRoutes(app: FastifyInstance): void {
  const { credits, config } = app.deps;
  const table = credits.prices;
  userRoute(app, billingApi.credits, ({ auth }) => credits.summary(auth.userId));
  userRoute(app, billingApi.expenses, ({ auth, query }) =>
    expenseLog(app.deps, app.tasks.imageModelLabel, auth.userId, query.page, query.pageSize),
  );
  userRoute(app, billingApi.quote, ({ auth, body }) => credits.quote(auth.userId, body));
  publicRoute(app, billingApi.price, () => ({
    currency: table.currency,
    plans: table.plans.map((plan) => ({
      ...plan,
      estimate: estimateAllowance(table, plan.credits),
    })),
    topupPacks: table.topupPacks,
    recharge: table.recharge,
    topupValidMonths: table.topupValidMonths,
    signupCredits: table.signupCredits,
    freeModels: table.freeModels,
    table,
    paymentsEnabled: Boolean(config.stripe),
  }));
}
