// The platform half's calls: the accounts, connecting one (the consent page and its redirect back), status,
// settings, removal and the video list. The webhook is registered by webhook.ts (it needs the raw body).
import type { FastifyInstance } from 'fastify';
import { douyinApi, douyinCallbackQuery } from '@shared/api/douyin';
import { userRoute } from '../../http/route';
import {
  deleteAccount,
  listAccounts,
  listVideos,
  saveSettings,
  setStatus,
} from './accounts-service';
import { consentUrl, finishConnect } from './oauth';
import type { Platform } from './platform';

/** Connecting is a few calls a person makes by hand; more a minute from one address is something else. */
const connectLimit = { max: 20, timeWindow: '1 minute' };

export function platformRoutes(app: FastifyInstance, platform: Platform): void {
  userRoute(app, douyinApi.account, ({ auth }) => listAccounts(platform, auth.userId));

  userRoute(
    app,
    douyinApi.connect,
    ({ auth, query }) => consentUrl(platform, auth.userId, query.abilities),
    { rateLimit: connectLimit },
  );

  app.get(
    douyinApi.oauthCallback.path,
    { config: { rateLimit: connectLimit } },
    async (request, reply) => {
      const query = douyinCallbackQuery.safeParse(request.query);
      const target = await finishConnect(platform, query.success ? query.data : {});
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  userRoute(app, douyinApi.status, ({ auth, body }) =>
    setStatus(platform, auth.userId, body.accountId, body.active),
  );

  userRoute(app, douyinApi.settings, ({ auth, body }) =>
    saveSettings(platform, auth.userId, body.accountId, body.settings),
  );

  userRoute(app, douyinApi.delete, ({ auth, body }) =>
    deleteAccount(platform, auth.userId, body.accountId),
  );

  userRoute(app, douyinApi.video, ({ auth, query }) =>
    listVideos(platform, auth.userId, query.accountId, query.cursor),
  );
}
