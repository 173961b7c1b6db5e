// Custom bots: a user's own bots, their settings, their knowledge (sources read by tasks on the engine into
// chunks) and their answers (through the chat engine, with the passages they were given as citations), to
// the owner and to the visitors of the owner's websites (the widget).
import fp from 'fastify-plugin';
import { knowledgeWork } from './ingest';
import { botChatRoutes } from './chat-routes';
import { botsRoutes } from './routes';
import { sourceRoutes } from './source-routes';
import { createSourceService } from './source-service';
import { createWidgetService } from './widget-service';
import { widgetRoutes } from './widget-routes';

/** Sources one process reads at once, and the longest one reading may take. */
const KNOWLEDGE_LIMITS = { concurrency: 2, timeoutMs: 5 * 60_000 };

export const botsModule = fp(
  async (app) => {
    app.tasks.defineWork('knowledge', 'knowledge', KNOWLEDGE_LIMITS, knowledgeWork(app.deps));
    botsRoutes(app);
    botChatRoutes(app);
    sourceRoutes(app, createSourceService(app.deps, app.tasks));
    widgetRoutes(app, createWidgetService(app.deps));
  },
  { name: 'bots', dependencies: ['tasks', 'chat'] },
);
