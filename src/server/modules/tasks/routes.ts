// The tasks module over HTTP: for every tool of the registry its create call (plan, hold, task), its tasks'
// list/check/again/cancel, its orders where it has them and its own calls; then the catalogue of what this
// user may make, their images across every tool, and their task orders.
import type { FastifyInstance } from 'fastify';
import { hasOrderCalls, tasksApi } from '@shared/api/tasks';
import { toolsApi } from '@shared/api/tools';
import { requestLocale } from '../../http/locale';
import { userRoute } from '../../http/route';
import { CREATE_LIMIT, type ServerTool } from './server-tool';
import type { TaskService } from './service';
import { SERVER_TOOLS } from './tools';

function toolRoutes(app: FastifyInstance, tasks: TaskService, tool: ServerTool): void {
  const { calls, id: kind } = tool.declaration;
  userRoute(
    app,
    calls.create,
    async ({ auth, body, request }) => {
      const { clientKey } = body as { clientKey: string };
      const plan = await tool.plan(tasks.ctx, auth.userId, body as never);
      return tasks.submit(auth.userId, clientKey, plan, requestLocale(request));
    },
    { rateLimit: CREATE_LIMIT },
  );
  userRoute(app, calls.list, ({ auth, query, request }) =>
    tasks.list(auth.userId, kind, query, requestLocale(request)),
  );
  userRoute(app, calls.check, ({ auth, query, request }) =>
    tasks.check(auth.userId, kind, query.id, requestLocale(request)),
  );
  userRoute(app, calls.again, ({ auth, body, request }) =>
    tasks.again(auth.userId, kind, body.id, body.clientKey, requestLocale(request)),
  );
  userRoute(app, calls.cancel, ({ auth, body, request }) =>
    tasks.cancel(auth.userId, kind, body.id, requestLocale(request)),
  );
  if (hasOrderCalls(calls)) {
    userRoute(app, calls.order, ({ auth, query }) => tasks.order(auth.userId, kind, query.id));
    userRoute(app, calls.ordersn, ({ auth, query }) =>
      tasks.orderBySn(auth.userId, kind, query.sn),
    );
  }
  tool.routes?.(app, tasks.ctx, tasks.submit);
}

export function taskRoutes(app: FastifyInstance, tasks: TaskService): void {
  for (const tool of Object.values(SERVER_TOOLS)) toolRoutes(app, tasks, tool as ServerTool);

  userRoute(app, toolsApi.catalogue, ({ auth, request }) =>
    tasks.catalogue(auth.userId, requestLocale(request)),
  );
  userRoute(app, tasksApi.myImages, ({ auth, query }) =>
    tasks.images(auth.userId, query.kind, query),
  );
  userRoute(app, tasksApi.uorder, ({ auth, query }) => tasks.orders(auth.userId, query));
}
