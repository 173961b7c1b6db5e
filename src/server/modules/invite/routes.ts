import type { FastifyInstance } from 'fastify';
import { billingApi } from '@shared/api/billing';
import { userRoute } from '../../http/route';
import { invitationSummary } from './service';

export function inviteRoutes(app: FastifyInstance): void {
  userRoute(app, billingApi.invitation, ({ auth }) => invitationSummary(app.deps, auth.userId));
}
