// Sharing a conversation over HTTP: share (or refresh) and revoke for its owner, and the public read.
import type { FastifyInstance } from 'fastify';
import { chatApi } from '@shared/api/chat';
import { publicRoute, userRoute } from '../../http/route';
import { createShares } from './shares';

export function shareRoutes(app: FastifyInstance): void {
  const shares = createShares(app.deps);
  userRoute(app, chatApi.share, ({ query, auth }) =>
    shares.share(auth.userId, query.conversationId),
  );
  userRoute(app, chatApi.revokeShare, ({ body, auth }) => shares.revoke(auth.userId, body.id));
  publicRoute(app, chatApi.shared, ({ query }) => shares.shared(query.id));
}
