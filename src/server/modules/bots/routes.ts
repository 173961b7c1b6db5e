import type { FastifyInstance } from 'fastify';
import { botsApi } from '@shared/api/bots';
import { userRoute } from '../../http/route';
import { botInfo, createBot, deleteBot, editBot, myBots } from './service';

export function botsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  userRoute(app, botsApi.list, ({ auth, query }) =>
    myBots(deps, auth.userId, query.page, query.pageSize),
  );
  userRoute(app, botsApi.info, ({ auth, query }) => botInfo(deps, auth.userId, query.id));
  userRoute(app, botsApi.create, ({ auth, body }) => createBot(deps, auth.userId, body));
  userRoute(app, botsApi.edit, ({ auth, body }) => {
    const { id, ...changes } = body;
    return editBot(deps, auth.userId, id, changes);
  });
  userRoute(app, botsApi.delete, ({ auth, query }) => deleteBot(deps, auth.userId, query.id));
}
