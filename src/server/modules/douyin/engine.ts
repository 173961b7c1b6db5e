// The reply engine: claims queued comments and messages (one process per event, whichever received it),
// decides with the account's rules and limits, writes the reply (fixed text, template or a bot's answer,
// charged to the owner like any bot answer) and asks the platform half to send it. A poke starts a pass at
// once; a timer catches events another process queued and pokes that were lost, and requeues events a dead
// process left claimed.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { accountsByIds } from './accounts-repo';
import { dayBounds } from './day';
import { decide, type Decision } from './decide';
import {
  claimQueued,
  requeueStale,
  reserveReplies,
  settleEvent,
  type WantedReply,
} from './events-repo';
import { rulesOfAccounts } from './rules-repo';
import {
  DouyinCallError,
  type AccountRow,
  type EventRow,
  type ReplyQueue,
  type ReplySender,
} from './seams';

const BATCH = 20;
const SWEEP_MS = 5_000;
/** A claim older than this belongs to a process that died. */
const STALE_MS = 2 * 60_000;
/** Tries of a reply the platform refused for its rate limits before it is marked failed. */
const MAX_ATTEMPTS = 5;
/** The platform's "slow down" answers: the event waits in the queue while the account backs off. */
const RATE_LIMITED = new Set([28003017, 28003018]);
/** How long a pass waits for the webhook's writes at most, so replies still flow under a steady stream. */
const YIELD_MS = 250;

const capOf = (account: AccountRow, at: Date) => ({
  limit: account.settings.dailyCap,
  since: dayBounds(at, account.settings.timeZone).start,
});

/** `busy` tells when the webhook is writing: a pass waits for it (the platform waits for those answers). */
export function createReplyEngine(
  app: FastifyInstance,
  sender: ReplySender,
  busy: () => boolean = () => false,
) {
  const db: Database = app.deps.db;
  const { now } = app.deps;
  const log = app.log.child({ module: 'douyin-engine' });

  /** Sends a reserved reply and records the outcome; a rate limit puts the event back in the queue. */
  async function deliver(account: AccountRow, event: EventRow, text: string): Promise<void> {
    try {
      const { replyId } = await sender.send(account, event, text);
      await settleEvent(
        db,
        event.id,
        { state: 'replied', reply: text, replyId, repliedAt: now() },
        now(),
      );
    } catch (error) {
      const limited = error instanceof DouyinCallError && RATE_LIMITED.has(error.code);
      if (limited && event.attempts < MAX_ATTEMPTS) {
        await settleEvent(db, event.id, { state: 'queued', reply: null }, now());
        return;
      }
      log.warn({ err: error, event: event.id }, 'douyin reply refused');
      await settleEvent(db, event.id, { state: 'failed', reply: text }, now());
    }
  }

  /** Reserves one account's replies under its daily cap together, then sends those that fit. */
  async function sendAll(
    account: AccountRow,
    wanted: Array<{ event: EventRow; send: WantedReply }>,
  ) {
    const at = now();
    const sends = wanted.map((item) => item.send);
    let reserved: Set<string>;
    try {
      reserved = await reserveReplies(db, account.id, sends, capOf(account, at), at);
    } catch (error) {
      log.error({ err: error, account: account.id }, 'douyin reservation failed');
      await Promise.all(
        wanted.map(({ event }) => settleEvent(db, event.id, { state: 'failed' }, at)),
      );
      return;
    }
    await Promise.all(
      wanted.map(({ event, send }) =>
        reserved.has(event.id)
          ? deliver(account, event, send.reply)
          : settleEvent(
              db,
              event.id,
              { state: 'skipped', reason: 'dailyCap', ...send.matched, reply: send.reply },
              at,
            ),
      ),
    );
  }

  /** One claimed batch: the accounts and rules read once, each event decided, each account's replies sent. */
  async function work(claimed: EventRow[]): Promise<void> {
    const accountIds = [...new Set(claimed.map((event) => event.accountId))];
    const [accounts, rules] = await Promise.all([
      accountsByIds(db, accountIds),
      rulesOfAccounts(db, accountIds),
    ]);
    const decided = await Promise.all(
      claimed.map(async (event) => {
        try {
          const account = accounts.get(event.accountId);
          const rulesOf = rules.get(event.accountId) ?? [];
          return { event, decision: await decide(app, sender, event, account, rulesOf) };
        } catch (error) {
          log.error({ err: error, event: event.id }, 'douyin event failed');
          return { event, decision: { outcome: { state: 'failed' } } as Decision };
        }
      }),
    );
    const wanted = new Map<string, Array<{ event: EventRow; send: WantedReply }>>();
    await Promise.all(
      decided.map(({ event, decision }) => {
        if ('outcome' in decision) return settleEvent(db, event.id, decision.outcome, now());
        const list = wanted.get(event.accountId) ?? [];
        wanted.set(event.accountId, list);
        list.push({ event, send: decision.send });
        return undefined;
      }),
    );
    await Promise.all(
      [...wanted].map(([accountId, list]) => sendAll(accounts.get(accountId)!, list)),
    );
  }

  /** A batch that broke as a whole (its accounts could not be read): its events are marked failed. */
  async function failAll(claimed: EventRow[], error: unknown) {
    log.error({ err: error }, 'douyin batch failed');
    await Promise.all(
      claimed.map((event) =>
        settleEvent(db, event.id, { state: 'failed' }, now()).catch(() => undefined),
      ),
    );
  }

  /** Lets the webhook's writes go first, for a moment at most. */
  async function giveWay() {
    const until = Date.now() + YIELD_MS;
    while (busy() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2));
  }

  let running: Promise<void> | undefined;
  let again = false;
  async function pass(): Promise<void> {
    do {
      again = false;
      await giveWay();
      const claimed = await claimQueued(db, now(), BATCH);
      if (claimed.length) await work(claimed).catch((error: unknown) => failAll(claimed, error));
      if (claimed.length === BATCH) again = true;
    } while (again);
  }
  const poke = () => {
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, 'douyin reply pass failed'))
      .finally(() => (running = undefined));
  };

  let timer: NodeJS.Timeout | undefined;
  const queue: ReplyQueue & {
    start(): void;
    stop(): Promise<void>;
    /** One pass now, finished (tests). */
    drain(): Promise<void>;
    /** Sends (or drops) a reply the user approved: reserved under the cap like any other. */
    deliverApproved(account: AccountRow, event: EventRow): Promise<void>;
  } = {
    poke,
    start() {
      timer ??= setInterval(() => {
        void requeueStale(db, new Date(now().getTime() - STALE_MS)).then(poke, () => undefined);
      }, SWEEP_MS);
      timer.unref();
      poke();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    async drain() {
      poke();
      while (running) await running;
    },
    async deliverApproved(account, event) {
      const at = now();
      const reply = event.reply ?? '';
      const wanted = [{ id: event.id, reply, matched: {} }];
      const reserved = await reserveReplies(db, account.id, wanted, capOf(account, at), at);
      if (!reserved.size)
        await settleEvent(db, event.id, { state: 'skipped', reason: 'dailyCap' }, at);
      else await deliver(account, event, reply);
    },
  };
  return queue;
}

export type ReplyEngine = ReturnType<typeof createReplyEngine>;
