// Custom bots: a user's own bots, their settings, their knowledge (sources read by tasks on the engine into
// chunks) and their answers (through the chat engine, with the passages they were given as citations), to
// the owner and to the visitors of the owner's websites (the widget).
import fp from 'fastify-plugin';
import { KNOWLEDGE_LIMITS, knowledgeWork } from './ingest';
import { botChatRoutes } from './chat-routes';
import { createKnowledgeEmbeddings, storableEmbeddings } from './embeddings';
import { botOrderRoutes } from './order-routes';
import { createOutsideAnswers, type OutsideAnswers } from './outside-answer';
import { botsRoutes } from './routes';
import { sourceRoutes } from './source-routes';
import { createSourceService } from './source-service';
import { createWidgetService } from './widget-service';
import { widgetRoutes } from './widget-routes';

export type { OutsideAnswer, OutsideAnswers } from './outside-answer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bots answering questions asked outside Atrium (a social account's comments). */
    bots: OutsideAnswers;
  }
}

export const botsModule = fp(
  async (app) => {
    // Unset when no embeddings model is configured: sources are read, and questions searched, by keywords.
    const embeddings = createKnowledgeEmbeddings(app.deps, app.log);
    const work = knowledgeWork(app.deps, embeddings);
    app.tasks.defineWork('knowledge', 'knowledge', KNOWLEDGE_LIMITS, work);
    app.decorate('bots', createOutsideAnswers(app.deps, app.chat, embeddings));
    botsRoutes(app);
    botChatRoutes(app, embeddings);
    botOrderRoutes(app);
    sourceRoutes(app, createSourceService(app.deps, app.tasks, embeddings));
    widgetRoutes(app, createWidgetService(app.deps, embeddings));
    app.addHook('onReady', async () => {
      if (embeddings && !(await storableEmbeddings(app.deps, embeddings)))
        app.log.warn('an embeddings model is configured, but this database has no pgvector');
    });
  },
  { name: 'bots', dependencies: ['tasks', 'chat'] },
);
