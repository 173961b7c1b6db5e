// The reply engine: claims queued comments and messages (one process per event, whichever received it),
// decides with the account's rules and limits, writes the reply (fixed text, template or a bot's answer,
// charged to the owner like any bot answer) and asks the platform half to send it. A poke starts a pass at
// once; a timer catches events another process queued and pokes that were lost, and requeues events a dead
// process left claimed.
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@shared/api/errors';
import { AppError } from '../../http/app-error';
import type { Database } from '../../db/client';
import { douyinAccounts, douyinRules } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { claimQueued, requeueStale, reserveReply, settleEvent, type Outcome } from './events-repo';
import { dayBounds } from './day';
import { bannedIn, fillTemplate, inQuietHours, pickRule } from './match';
import { accountRules, type RuleRow } from './rules-repo';
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

export interface Composed {
  text: string;
  credits: number;
}

/** The reply of a rule: one fixed text at random, a filled template, or the rule's bot's answer. */
async function compose(
  app: FastifyInstance,
  account: AccountRow,
  rule: RuleRow,
  event: EventRow,
): Promise<Composed | { skip: 'noCredits' } | { failed: true }> {
  if (rule.reply === 'texts')
    return { text: rule.texts[Math.floor(Math.random() * rule.texts.length)] ?? '', credits: 0 };
  if (rule.reply === 'template')
    return {
      text: fillTemplate(rule.template, {
        nickname: event.nickname,
        video: event.videoTitle ?? '',
      }),
      credits: 0,
    };
  if (!rule.botId) return { failed: true };
  let answer;
  try {
    answer = await app.bots.answer({
      ownerId: account.userId,
      botId: rule.botId,
      text: event.text,
      askerKey: `${account.openId}:${event.fromUserId}`,
      origin: 'douyin',
      key: `douyin:${event.id}`,
    });
  } catch (error) {
    // Refused before it began: the hold could not be taken.
    if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS')
      return { skip: 'noCredits' };
    throw error;
  }
  if (answer.status === 'done' && answer.text.trim())
    return { text: answer.text.trim(), credits: answer.credits };
  return answer.error === ERROR_CODES.INSUFFICIENT_CREDITS
    ? { skip: 'noCredits' }
    : { failed: true };
}

export function createReplyEngine(app: FastifyInstance, sender: ReplySender) {
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

  /** What to do with one claimed event; answers the outcome, or sends and records it itself. */
  async function decide(event: EventRow): Promise<Outcome | undefined> {
    const [account] = await db
      .select()
      .from(douyinAccounts)
      .where(eq(douyinAccounts.id, event.accountId));
    if (!account || account.state !== 'active') return { state: 'skipped', reason: 'paused' };
    if (event.kind === 'comment' && event.fromUserId === account.openId)
      return { state: 'skipped', reason: 'ownComment' };
    const { settings } = account;
    if (bannedIn(event.text, settings.bannedWords))
      return { state: 'skipped', reason: 'bannedIncoming' };
    const rule = pickRule(await accountRules(db, account.id), event);
    if (!rule) return { state: 'skipped', reason: 'noRule' };
    const matched = { ruleId: rule.id, ruleName: rule.name };
    const at = now();
    if (inQuietHours(settings.quietHours, settings.timeZone, at))
      return { state: 'skipped', reason: 'quietHours', ...matched };
    const composed = await compose(app, account, rule, event);
    if ('skip' in composed) {
      // Out of credits: the rule stops until the user enables it again (the page says why).
      await db
        .update(douyinRules)
        .set({ pausedReason: composed.skip, updatedAt: now() })
        .where(eq(douyinRules.id, rule.id));
      return { state: 'skipped', reason: composed.skip, ...matched };
    }
    if ('failed' in composed) return { state: 'failed', ...matched };
    const reply = { ...matched, reply: composed.text, credits: composed.credits };
    if (bannedIn(composed.text, settings.bannedWords))
      return { state: 'skipped', reason: 'bannedReply', ...reply };
    if (settings.approval) return { state: 'pending', ...reply };
    const reserved = await reserveReply(
      db,
      event,
      composed.text,
      { ...matched, credits: composed.credits },
      { limit: settings.dailyCap, since: dayBounds(at, settings.timeZone).start },
      at,
    );
    if (!reserved) return { state: 'skipped', reason: 'dailyCap', ...reply };
    await deliver(account, event, composed.text);
    return undefined;
  }

  async function work(event: EventRow): Promise<void> {
    try {
      const outcome = await decide(event);
      if (outcome) await settleEvent(db, event.id, outcome, now());
    } catch (error) {
      log.error({ err: error, event: event.id }, 'douyin event failed');
      await settleEvent(db, event.id, { state: 'failed' }, now()).catch(() => undefined);
    }
  }

  let running: Promise<void> | undefined;
  let again = false;
  async function pass(): Promise<void> {
    do {
      again = false;
      const claimed = await claimQueued(db, now(), BATCH);
      await Promise.all(claimed.map(work));
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
      const { settings } = account;
      const at = now();
      const reserved = await reserveReply(
        db,
        event,
        event.reply ?? '',
        {},
        { limit: settings.dailyCap, since: dayBounds(at, settings.timeZone).start },
        at,
      );
      if (!reserved) await settleEvent(db, event.id, { state: 'skipped', reason: 'dailyCap' }, at);
      else await deliver(account, event, event.reply ?? '');
    },
  };
  return queue;
}

export type ReplyEngine = ReturnType<typeof createReplyEngine>;
