// The console's calls for one versioned setting (the price table, the chat model catalogue): what is in
// force with its versions, one version, publish and rollback.
import type { FastifyInstance } from 'fastify';
import type { ConfigApi } from '@shared/api/admin-config';
import type { VersionedDocument } from '../../config-versions';
import { userRoute } from '../../http/route';
import { AppError } from '../../http/app-error';

export function configRoutes<T extends object>(
  app: FastifyInstance,
  api: ConfigApi,
  setting: VersionedDocument<T>,
) {
  userRoute(app, api.current, async () => ({
    version: setting.version,
    document: setting.current as Record<string, unknown>,
    shipped: setting.shipped as Record<string, unknown>,
    versions: (await setting.versions()).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
  }));
  userRoute(app, api.version, async ({ query }) => {
    const document = await setting.versionDocument(query.id);
    if (!document) throw new AppError('NOT_FOUND');
    return { id: query.id, document: document as Record<string, unknown> };
  });
  userRoute(app, api.publish, async ({ auth, body }) => ({
    version: await setting.publish({ ...body, actorId: auth.userId }),
  }));
  userRoute(app, api.rollback, async ({ auth, body }) => {
    const document = body.to === null ? setting.shipped : await setting.versionDocument(body.to);
    if (!document) throw new AppError('NOT_FOUND');
    return {
      version: await setting.publish({
        document,
        baseVersion: body.baseVersion,
        note: body.note,
        actorId: auth.userId,
        rollbackOf: body.to ?? undefined,
      }),
    };
  });
}
