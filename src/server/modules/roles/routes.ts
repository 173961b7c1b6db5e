import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rolesApi, typesApi } from '@shared/api/roles';
import { publicRoute, userRoute } from '../../http/route';
import { requestLocale } from '../../http/locale';
import { optionalAuth } from '../../http/optional-auth';
import {
  characterInfo,
  createCharacter,
  deleteCharacter,
  editCharacter,
  myCharacters,
  roleUsers,
} from './service';
import {
  categoriesWithCounts,
  gallery,
  latestCharacters,
  publicCharacters,
  searchCharacters,
} from './gallery';

/** A request's logger as the avatar adoption reports through it. */
const warnOf = (request: FastifyRequest) => (details: object, message: string) =>
  request.log.warn(details, message);

export function rolesRoutes(app: FastifyInstance): void {
  const { deps } = app;
  userRoute(app, rolesApi.create, ({ auth, body, request }) =>
    createCharacter(deps, auth.userId, body, warnOf(request)),
  );
  userRoute(app, rolesApi.edit, ({ auth, body, request }) => {
    const { id, ...input } = body;
    return editCharacter(deps, auth.userId, id, input, warnOf(request));
  });
  userRoute(app, rolesApi.del, async ({ auth, query }) => {
    await deleteCharacter(deps, auth.userId, query.id);
    return { ok: true as const };
  });
  userRoute(app, rolesApi.mine, ({ auth, query }) =>
    myCharacters(deps, auth.userId, query.page, query.pageSize),
  );
  userRoute(app, rolesApi.publicList, ({ auth, query, request }) =>
    publicCharacters(deps, { ...query, locale: requestLocale(request), viewerId: auth.userId }),
  );
  userRoute(app, rolesApi.users, ({ auth, query }) =>
    roleUsers(deps, auth.userId, query.page, query.pageSize),
  );
  publicRoute(app, rolesApi.info, async ({ query, request }) =>
    characterInfo(deps, query.id, (await optionalAuth(request))?.userId),
  );
  publicRoute(app, rolesApi.latest, async ({ query, request }) =>
    latestCharacters(deps, {
      ...query,
      locale: requestLocale(request),
      viewerId: (await optionalAuth(request))?.userId,
    }),
  );

  publicRoute(app, typesApi.list, async ({ request }) => ({
    list: await categoriesWithCounts(deps, requestLocale(request)),
  }));
  publicRoute(app, typesApi.v2List, async ({ query, request }) => ({
    list: await gallery(deps, {
      per: query.per,
      locale: requestLocale(request),
      viewerId: (await optionalAuth(request))?.userId,
    }),
  }));
  publicRoute(app, typesApi.search, async ({ query, request }) =>
    searchCharacters(deps, {
      ...query,
      locale: requestLocale(request),
      viewerId: (await optionalAuth(request))?.userId,
    }),
  );
}
