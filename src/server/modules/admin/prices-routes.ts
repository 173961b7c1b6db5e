import type { FastifyInstance } from 'fastify';
import { adminPricesApi } from '@shared/api/admin-prices';
import { userRoute } from '../../http/route';
import { AppError } from '../../http/app-error';

export function adminPriceRoutes(app: FastifyInstance) {
  const { book } = app.deps.credits;
  userRoute(app, adminPricesApi.current, async () => ({
    version: book.version,
    table: book.current,
    shipped: book.shipped,
    versions: (await book.versions()).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
  }));
  userRoute(app, adminPricesApi.version, async ({ query }) => {
    const table = await book.versionDocument(query.id);
    if (!table) throw new AppError('NOT_FOUND');
    return { id: query.id, table };
  });
  userRoute(app, adminPricesApi.publish, async ({ auth, body }) => ({
    version: await book.publish({
      document: body.table,
      baseVersion: body.baseVersion,
      note: body.note,
      actorId: auth.userId,
    }),
  }));
  userRoute(app, adminPricesApi.rollback, async ({ auth, body }) => {
    const table = body.to === null ? book.shipped : await book.versionDocument(body.to);
    if (!table) throw new AppError('NOT_FOUND');
    return {
      version: await book.publish({
        document: table,
        baseVersion: body.baseVersion,
        note: body.note,
        actorId: auth.userId,
        rollbackOf: body.to ?? undefined,
      }),
    };
  });
}
