// News: posts in every UI language, seeded from defaults/news.json until admins write their own, and the
// console's News section where they do (every route `auth: 'admin'` in its contract).
import fp from 'fastify-plugin';
import { createNewsAdmin } from './admin-service';
import { adminNewsRoutes, newsRoutes } from './routes';
import { seedNews } from './seed';
import { createNewsService } from './service';

export const newsModule = fp(
  async (app) => {
    await seedNews(app.deps.db, app.deps.now());
    newsRoutes(app, createNewsService(app.deps));
    adminNewsRoutes(app, createNewsAdmin(app.deps));
  },
  { name: 'news' },
);
