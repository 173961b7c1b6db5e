// The feed, creations and reports over HTTP. Reading the feed is open to visitors (a signed-in reader also
// learns what they like); everything that writes needs an account and is limited per user where it is cheap
// to repeat: publishing, liking, reporting, removing.
import type { FastifyInstance } from 'fastify';
import { creationsApi } from '@shared/api/creations';
import { feedApi } from '@shared/api/feed';
import { reportApi } from '@shared/api/reports';
import { optionalAuth } from '../../http/optional-auth';
import { perUserPerMinute } from '../../http/rate-limits';
import { publicRoute, userRoute } from '../../http/route';
import { sendStoredFile } from '../../files/serve';
import type { createCreations } from './creations';
import { report } from './reports';
import type { FeedService } from './service';

const imageQuery = feedApi.image.query!;

/** A published picture may be kept by any cache this long: taking it out of the feed ends it soon after. */
const PUBLIC_IMAGE_CACHE = 'public, max-age=300';

export function feedRoutes(app: FastifyInstance, feed: FeedService): void {
  const { deps } = app;
  userRoute(
    app,
    feedApi.push,
    ({ auth, body }) => feed.publish(auth.userId, body),
    perUserPerMinute(20),
  );
  userRoute(
    app,
    feedApi.unpush,
    ({ auth, body }) => feed.unpublish(auth.userId, body.id),
    perUserPerMinute(60),
  );
  publicRoute(app, feedApi.list, async ({ query, request }) =>
    feed.list(query, (await optionalAuth(request))?.userId),
  );
  publicRoute(app, feedApi.item, async ({ query, request }) =>
    feed.item(query.id, (await optionalAuth(request))?.userId),
  );
  userRoute(
    app,
    feedApi.like,
    ({ auth, body }) => feed.like(auth.userId, body.id, body.like),
    perUserPerMinute(deps.config.community.likesPerMinute),
  );
  userRoute(app, feedApi.notice, ({ auth, query }) => feed.notices(auth.userId, query));
  userRoute(app, feedApi.noticeCount, ({ auth }) => feed.noticeCount(auth.userId));
  userRoute(app, feedApi.noticeRead, ({ auth, body }) => feed.readNotices(auth.userId, body.id));

  app.get<{ Params: { id: string } }>(feedApi.image.path, async (request, reply) => {
    const query = imageQuery.safeParse(request.query);
    const variant = query.success ? query.data.v : undefined;
    const opened = await feed.publicImage(request.params.id, variant);
    return sendStoredFile(reply, opened, PUBLIC_IMAGE_CACHE);
  });

  userRoute(
    app,
    reportApi.man,
    ({ auth, body }) => report(deps, auth.userId, body),
    perUserPerMinute(10),
  );
}

export function creationRoutes(
  app: FastifyInstance,
  creations: ReturnType<typeof createCreations>,
): void {
  userRoute(app, creationsApi.list, ({ auth, query }) => creations.list(auth.userId, query));
  userRoute(app, creationsApi.facets, ({ auth }) => creations.facets(auth.userId));
  userRoute(
    app,
    creationsApi.remove,
    ({ auth, body }) => creations.remove(auth.userId, body.id),
    perUserPerMinute(60),
  );
}
