// The Helper family over HTTP: the template gallery (public, in the request's language), one template, the
// streamed answer of a filled-in form and the user's past answers.
import type { FastifyInstance } from 'fastify';
import { helperApi } from '@shared/api/helper';
import { publicRoute, userRoute } from '../../http/route';
import { requestLocale } from '../../http/locale';
import { answerStreamRoute } from '../chat';
import {
  answerHistory,
  featuredTemplates,
  helperSendInput,
  listTemplates,
  templateInfo,
} from './service';

export function helperRoutes(app: FastifyInstance): void {
  const { deps } = app;

  publicRoute(app, helperApi.list, ({ query, request }) =>
    listTemplates(deps, requestLocale(request), query),
  );
  publicRoute(app, helperApi.home, ({ request }) =>
    featuredTemplates(deps, requestLocale(request)),
  );
  publicRoute(app, helperApi.info, ({ query, request }) =>
    templateInfo(deps, query.id, requestLocale(request)),
  );
  answerStreamRoute(app, helperApi.push, ({ body, auth }) =>
    helperSendInput(deps, auth.userId, body),
  );
  userRoute(app, helperApi.history, async ({ query, auth }) => ({
    ...(await answerHistory(deps, auth.userId, query.helperId, query.page, query.pageSize)),
    page: query.page,
    pageSize: query.pageSize,
  }));
}
