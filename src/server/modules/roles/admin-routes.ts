// The console's public characters and categories over HTTP (admins: every route `auth: 'admin'`).
import type { FastifyInstance } from 'fastify';
import { adminCategoriesApi, adminCharactersApi } from '@shared/api/admin-characters';
import { userRoute } from '../../http/route';
import type { createCategoriesAdmin } from './admin-categories';
import type { createCharactersAdmin } from './admin-characters';

export function adminCharacterRoutes(
  app: FastifyInstance,
  characters: ReturnType<typeof createCharactersAdmin>,
  categories: ReturnType<typeof createCategoriesAdmin>,
): void {
  userRoute(app, adminCharactersApi.list, ({ query }) => characters.list(query));
  userRoute(app, adminCharactersApi.info, ({ query }) => characters.info(query.id.toLowerCase()));
  userRoute(app, adminCharactersApi.save, ({ auth, body }) =>
    characters.save(auth.userId, { ...body, id: body.id?.toLowerCase() }),
  );
  userRoute(app, adminCharactersApi.category, ({ auth, body }) =>
    characters.setCategory(auth.userId, body.id.toLowerCase(), body.categoryId),
  );
  userRoute(app, adminCharactersApi.hide, ({ auth, body }) =>
    characters.setHidden(auth.userId, body.id.toLowerCase(), body.hidden, body.note),
  );

  userRoute(app, adminCategoriesApi.list, () => categories.list());
  userRoute(app, adminCategoriesApi.save, ({ auth, body }) => categories.save(auth.userId, body));
  userRoute(app, adminCategoriesApi.reorder, ({ auth, body }) =>
    categories.reorder(auth.userId, body.ids),
  );
  userRoute(app, adminCategoriesApi.remove, ({ auth, body }) =>
    categories.remove(auth.userId, body.id, body.note),
  );
}
