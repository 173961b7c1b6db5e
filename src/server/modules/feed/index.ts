// The community side of the product: the feed (publishing, likes, notices), one library of everything a
// user's tools made, and reports with the checked words that hold a published prompt for review. The
// checked words are seeded at start; the admin console reviews what waits, through `app.feed.review`.
import fp from 'fastify-plugin';
import { seedBannedWords } from './banned-words';
import { createCreations } from './creations';
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
      review: (itemId: number, decision: 'public' | 'removed', moderatorId: string) =>
        reviewFeedItem(deps.db, { itemId, decision, moderatorId, now: deps.now() }),
    });
    feedRoutes(app, feed);
    creationRoutes(app, createCreations(deps, app.tasks.imageModelLabel));
  },
  { name: 'feed', dependencies: ['tasks'] },
);
