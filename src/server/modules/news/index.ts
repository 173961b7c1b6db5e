// News: posts in every UI language, seeded from defaults/news.json until admins write their own.
import fp from 'fastify-plugin';
import { newsRoutes } from './routes';
import { seedNews } from './seed';
import { createNewsService } from './service';

export const newsModule = fp(
  async (app) => {
    await seedNews(app.deps.db, app.deps.now());
    newsRoutes(app, createNewsService(app.deps));
  },
  { name: 'news' },
);
