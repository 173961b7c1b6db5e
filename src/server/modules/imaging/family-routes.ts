// list, check, again and cancel of one family (`/api/<family>/…`), and the order calls: the same handlers for
// every kind, each scoped to the caller and to the family's kind (another user's id, or another family's,
// answers 404).
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { orderCalls, taskCalls } from '@shared/api/tasks';
import type { ToolId } from '@shared/tools/ids';
import { tasks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { requestLocale } from '../../http/locale';
import { userRoute } from '../../http/route';
import { settleTaskHold } from '../../jobs/settle';
import { cancelTask } from '../../jobs/store';
import { planAgain } from './again';
import type { ImagingService } from './service';
import { taskOrderOf, taskView, taskViews } from './view';

export function familyRoutes(
  app: FastifyInstance,
  imaging: ImagingService,
  api: ReturnType<typeof taskCalls>,
  kind: ToolId,
): void {
  const { deps } = app;
  const owned = async (userId: string, id: string) => {
    const [row] = await deps.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.userId, userId), eq(tasks.kind, kind)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  userRoute(app, api.list, async ({ auth, query, request }) => {
    const where: SQL[] = [eq(tasks.userId, auth.userId), eq(tasks.kind, kind)];
    if (query.model) where.push(eq(tasks.model, query.model));
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(tasks)
        .where(and(...where))
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      deps.db
        .select({ value: count() })
        .from(tasks)
        .where(and(...where)),
    ]);
    return {
      list: await taskViews(deps, rows, requestLocale(request)),
      total: total?.value ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  userRoute(app, api.check, async ({ auth, query, request }) =>
    taskView(deps, await owned(auth.userId, query.id), requestLocale(request)),
  );

  userRoute(app, api.again, async ({ auth, body, request }) => {
    const original = await owned(auth.userId, body.id);
    const plan = await planAgain(imaging.ctx, auth.userId, original, body.clientKey);
    return imaging.submit(auth.userId, body.clientKey, plan, requestLocale(request));
  });

  userRoute(app, api.cancel, async ({ auth, body, request }) => {
    const task = await owned(auth.userId, body.id);
    const { canceled, flagged } = await cancelTask(deps.db, task.id, auth.userId, deps.now());
    if (canceled) await settleTaskHold(deps, canceled);
    else if (flagged) imaging.runner.cancelLocal(flagged.id);
    else throw new AppError('TASK_FINISHED');
    return taskView(deps, canceled ?? flagged ?? task, requestLocale(request));
  });
}

const SN = /^IMG-\d{8}-([0-9A-F]{8})$/i;

export function orderRoutes(
  app: FastifyInstance,
  api: ReturnType<typeof orderCalls>,
  kind: ToolId,
): void {
  const { deps } = app;
  const find = async (userId: string, condition: SQL) => {
    const [row] = await deps.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.kind, kind), condition))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    return taskOrderOf(row);
  };
  userRoute(app, api.order, ({ auth, query }) => find(auth.userId, eq(tasks.id, query.id)));
  userRoute(app, api.ordersn, ({ auth, query }) => {
    const prefix = SN.exec(query.sn)?.[1];
    if (!prefix) throw new AppError('NOT_FOUND');
    return find(auth.userId, sql`${tasks.id}::text like ${`${prefix.toLowerCase()}%`}`);
  });
}
