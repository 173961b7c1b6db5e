// The console's Moderation calls over HTTP: every one is `auth: 'admin'` in the contract, so the route layer
// refuses anyone else before a handler runs.
import type { FastifyInstance } from 'fastify';
import { adminModerationApi } from '@shared/api/admin-moderation';
import { userRoute } from '../../http/route';
import type { createModeration } from './moderation';

export function moderationRoutes(
  app: FastifyInstance,
  moderation: ReturnType<typeof createModeration>,
): void {
  userRoute(app, adminModerationApi.queue, ({ query }) => moderation.queue(query));
  userRoute(app, adminModerationApi.decide, ({ auth, body }) =>
    moderation.decide({ ...body, actorId: auth.userId }),
  );
  userRoute(app, adminModerationApi.bannedWords, () => moderation.words());
  userRoute(app, adminModerationApi.addBannedWord, ({ auth, body }) =>
    moderation.addWord({ ...body, actorId: auth.userId }),
  );
  userRoute(app, adminModerationApi.removeBannedWord, ({ auth, body }) =>
    moderation.removeWord({ ...body, actorId: auth.userId }),
  );
}
