// The News family over HTTP: public, in the language of the request; and the console's News section (admins).
import type { FastifyInstance } from 'fastify';
import { adminNewsApi } from '@shared/api/admin-news';
import { newsApi } from '@shared/api/news';
import { requestLocale } from '../../http/locale';
import { publicRoute, userRoute } from '../../http/route';
import { sendStoredFile } from '../../files/serve';
import type { createNewsAdmin } from './admin-service';
import type { createNewsService } from './service';

/** A cover may be kept by any cache this long: unpublishing the post ends it soon after. */
const COVER_CACHE = 'public, max-age=300';

export function newsRoutes(app: FastifyInstance, news: ReturnType<typeof createNewsService>): void {
  publicRoute(app, newsApi.list, ({ query, request }) => news.list(requestLocale(request), query));
  publicRoute(app, newsApi.info, ({ query }) => news.info(query.id));
  app.get<{ Params: { id: string } }>(newsApi.cover.path, async (request, reply) =>
    sendStoredFile(reply, await news.cover(request.params.id), COVER_CACHE),
  );
}

export function adminNewsRoutes(app: FastifyInstance, admin: ReturnType<typeof createNewsAdmin>) {
  userRoute(app, adminNewsApi.list, () => admin.list());
  userRoute(app, adminNewsApi.info, ({ query }) => admin.info(query.id.toLowerCase()));
  userRoute(app, adminNewsApi.save, ({ auth, body }) =>
    admin.save(auth.userId, { ...body, id: body.id?.toLowerCase() }),
  );
  userRoute(app, adminNewsApi.publish, ({ auth, body }) =>
    admin.setPublished(auth.userId, { ...body, id: body.id.toLowerCase() }, true),
  );
  userRoute(app, adminNewsApi.unpublish, ({ auth, body }) =>
    admin.setPublished(auth.userId, { ...body, id: body.id.toLowerCase() }, false),
  );
  userRoute(app, adminNewsApi.remove, ({ auth, body }) =>
    admin.remove(auth.userId, body.id.toLowerCase()),
  );
}
