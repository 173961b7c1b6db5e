// The Douyin module. Its platform half connects accounts (OAuth), keeps their tokens over time, takes the
// webhook and polls comments, and sends replies (the ReplySender); its reply half holds the rules, the dry run,
// the data list and the engine that answers what the platform half queued. It decorates `app.douyin`. The
// token sweep and the poll run every minute in every process (claims keep them apart), the engine whenever
// something is queued; tests turn the schedules off and call `refreshDue`, `pollDue` and `replies.drain`.
import fp from 'fastify-plugin';
import { scheduleUpkeep } from '../../upkeep';
import { webhookInbox } from './inbox';
import { pruneDeliveries } from './inbox-repo';
import { createPlatform } from './platform';
import { platformRoutes } from './platform-routes';
import { pollDue } from './poll';
import type { ReplyQueue, ReplySender } from './seams';
import { createReplyEngine, type ReplyEngine } from './engine';
import { replyRoutes } from './rules-routes';
import { createReplySender } from './sender';
import { refreshDue } from './tokens';
import { webhookRoute } from './webhook';

export type { AccountRow, EventRow, ReplyQueue, ReplySender } from './seams';
export { DouyinCallError } from './seams';
export { repliesTodayOf } from './accounts-repo';

export interface DouyinModule {
  sender: ReplySender;
  /** Told when events are queued: the reply engine. */
  queue: ReplyQueue;
  /** The reply engine (tests drain it). */
  replies: ReplyEngine;
  /** Renews the tokens that are due; answers how many accounts were looked at. */
  refreshDue(): Promise<number>;
  /** Polls the comments of the accounts that are due; answers how many new comments were queued. */
  pollDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    douyin: DouyinModule;
  }
}

const SWEEP_EVERY_MS = 60_000;
/** The platform retries a delivery for minutes, not days: older Msg-Ids (and used states) are forgotten. */
const DELIVERIES_KEPT_MS = 2 * 86_400_000;

export const douyinModule = fp<{ schedule: boolean }>(
  async (app, options) => {
    const platform = createPlatform(app.deps, app.log);
    const sender = createReplySender(platform);
    const inbox = webhookInbox(app.deps.db, app.deps.now);
    // The engine gives way to the webhook's writes: the platform waits for those answers, not for replies.
    const replies = createReplyEngine(app, sender, inbox.busy);
    const douyin: DouyinModule = {
      sender,
      queue: replies,
      replies,
      refreshDue: () => refreshDue(platform),
      pollDue: () => pollDue(platform, () => douyin.queue.poke()),
    };
    app.decorate('douyin', douyin);
    platformRoutes(app, platform);
    replyRoutes(app, replies, sender);
    await webhookRoute(app, platform, inbox, () => douyin.queue);

    if (options.schedule && app.deps.config.douyin) {
      scheduleUpkeep(app, {
        run: async () => {
          await douyin.refreshDue();
          await douyin.pollDue();
          await pruneDeliveries(
            app.deps.db,
            new Date(app.deps.now().getTime() - DELIVERIES_KEPT_MS),
          );
        },
        everyMs: SWEEP_EVERY_MS,
        atStart: false,
        failure: 'Douyin sweep failed',
      });
      app.addHook('onReady', async () => replies.start());
    }
    app.addHook('preClose', async () => {
      await replies.stop();
    });
  },
  { name: 'douyin', fastify: '5.x', dependencies: ['bots'] },
);
