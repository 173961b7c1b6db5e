// The News family over HTTP: public, in the language of the request.
import type { FastifyInstance } from 'fastify';
import { newsApi } from '@shared/api/news';
import { requestLocale } from '../../http/locale';
import { publicRoute } from '../../http/route';
import type { createNewsService } from './service';

export function newsRoutes(app: FastifyInstance, news: ReturnType<typeof createNewsService>): void {
  publicRoute(app, newsApi.list, ({ query, request }) => news.list(requestLocale(request), query));
  publicRoute(app, newsApi.info, ({ query }) => news.info(query.id));
}
