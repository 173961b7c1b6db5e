// The Helper family over HTTP: the template gallery (public, in the request's language), one template, the
// streamed answer of a filled-in form and the user's past answers.
import type { FastifyInstance } from 'fastify';
import { adminTemplatesApi } from '@shared/api/admin-templates';
import { helperApi } from '@shared/api/helper';
import { publicRoute, userRoute } from '../../http/route';
import { requestLocale } from '../../http/locale';
import { answerStreamRoute } from '../chat';
import type { createTemplatesAdmin } from './admin-service';
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

/** The console's helper templates (admins). */
export function adminTemplateRoutes(
  app: FastifyInstance,
  admin: ReturnType<typeof createTemplatesAdmin>,
): void {
  userRoute(app, adminTemplatesApi.list, ({ query }) => admin.list(query));
  userRoute(app, adminTemplatesApi.info, ({ query }) => admin.info(query.key));
  userRoute(app, adminTemplatesApi.save, ({ auth, body }) => admin.save(auth.userId, body));
  userRoute(app, adminTemplatesApi.feature, ({ auth, body }) =>
    admin.setFeatured(auth.userId, body.key, body.featured),
  );
  userRoute(app, adminTemplatesApi.reorder, ({ auth, body }) =>
    admin.reorder(auth.userId, body.keys),
  );
  userRoute(app, adminTemplatesApi.hide, ({ auth, body }) =>
    admin.setHidden(auth.userId, body.key, body.hidden, body.note),
  );
  userRoute(app, adminTemplatesApi.remove, ({ auth, body }) =>
    admin.remove(auth.userId, body.key, body.note),
  );
}
