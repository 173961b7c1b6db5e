import type { FastifyInstance } from 'fastify';
import { botSourcesApi, SOURCE_BODY_LIMIT } from '@shared/api/bot-sources';
import { userRateKey } from '../../http/auth';
import { requestLocale } from '../../http/locale';
import { userRoute } from '../../http/route';
import type { SourceService } from './source-service';

/** Per user: a folder of documents at once, not a flood that fills the disk. */
const ADD_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: userRateKey };
/** A text is quoted again each time its writer pauses; each quote reads the whole text or file. */
const QUOTE_LIMIT = { max: 120, timeWindow: '1 minute', keyGenerator: userRateKey };

export function sourceRoutes(app: FastifyInstance, sources: SourceService): void {
  userRoute(app, botSourcesApi.list, ({ auth, query, request }) =>
    sources.list(auth.userId, query.botId, requestLocale(request)),
  );
  userRoute(
    app,
    botSourcesApi.add,
    ({ auth, body, request }) => sources.add(auth.userId, body, requestLocale(request)),
    { bodyLimit: SOURCE_BODY_LIMIT, rateLimit: ADD_LIMIT },
  );
  userRoute(app, botSourcesApi.quote, ({ auth, body }) => sources.quote(auth.userId, body), {
    bodyLimit: SOURCE_BODY_LIMIT,
    rateLimit: QUOTE_LIMIT,
  });
  userRoute(app, botSourcesApi.retry, ({ auth, body, request }) =>
    sources.retry(auth.userId, body.id, body.clientKey, requestLocale(request)),
  );
  userRoute(app, botSourcesApi.delete, ({ auth, query }) => sources.remove(auth.userId, query.id));
  userRoute(app, botSourcesApi.vector, ({ auth, query }) =>
    sources.chunks(auth.userId, query.sourceId, query.page, query.pageSize),
  );
  userRoute(app, botSourcesApi.vectorDelete, ({ auth, query }) =>
    sources.removeChunk(auth.userId, query.id),
  );
}
