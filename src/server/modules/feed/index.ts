// The community side of the product: the feed (publishing, likes, notices), one library of everything a
// user's tools made, and reports with the checked words that hold a published prompt for review. The
// checked words are seeded at start. The admin console's Moderation calls (the queue, decisions, the checked
// words) live here too, since this module owns those tables.
import fp from 'fastify-plugin';
import { seedBannedWords } from './banned-words';
import { createCreations } from './creations';
import { createModeration } from './moderation';
import { moderationRoutes } from './moderation-routes';
import { reviewFeedItem } from './reports-repo';
import { creationRoutes, feedRoutes } from './routes';
import { createFeedService, type FeedService } from './service';

export type { FeedService } from './service';

export interface FeedModeration {
  /** A moderator's decision on an item waiting for review (checked words, or reports). */
  review(itemId: number, decision: 'public' | 'removed', moderatorId: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    feed: FeedService & FeedModeration;
  }
}

export const feedModule = fp(
  async (app) => {
    const { deps } = app;
    await seedBannedWords(deps.db);
    const feed = createFeedService(deps, app.tasks.imageModelLabel);
    app.decorate('feed', {
      ...feed,
      review: async (itemId: number, decision: 'public' | 'removed', moderatorId: string) =>
        Boolean(
          await deps.db.transaction((tx) =>
            reviewFeedItem(tx, { itemId, decision, moderatorId, now: deps.now() }),
          ),
        ),
    });
    feedRoutes(app, feed);
    creationRoutes(app, createCreations(deps, app.tasks.imageModelLabel));
    moderationRoutes(app, createModeration(deps));
  },
  { name: 'feed', dependencies: ['tasks'] },
);

/**
 * Makes a character or bot private, as a moderator's hide does: the console's Content section hides a user's
 * public character through this same path.
 */
export { makePrivate } from './moderation-repo';
