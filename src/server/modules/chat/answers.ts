// The answers this process is writing: each one saved as it grows, then settled with the provider's usage
// (or, without it, counted tokens) and stored with its outcome. Answers left `streaming` by a process that
// died are ended by the recovery sweep: marked interrupted, and charged for what was saved.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { lruAtFirstUse } from '../../lru';
import { ERROR_CODES } from '@shared/api/errors';
import { priceOf, type PriceTable } from '@shared/billing/prices';
import type { Deps } from '../../deps';
import { preparedFor, typed } from '../../db/prepared';
import { chatMessages, conversations, creditHolds } from '../../db/schema';
import type { Hold } from '../../ledger/ledger';
import { createAnswerSaves } from './answer-saves';
import { LiveAnswer, type AnswerOutcome, type AnswerRequest } from './live-answer';
import type { MessageRow } from './repo';
import { countTextTokens } from './tokens';

/** A streaming answer not saved for this long belongs to a process that is gone. */
export const ORPHAN_AFTER_MS = 60_000;
/** Past this an answer's hold is released by the sweeper: far longer than any answer may run. */
export const HOLD_TTL_MS = 30 * 60_000;

const p = sql.placeholder;

/**
 * An answer's end, stored with its conversation touched in the same statement (one round trip), prepared once:
 * every answer ends through it.
 */
const storeAnswer = preparedFor((db) => {
  const at = typed('at', 'timestamptz');
  const touched = db.$with('touched').as(
    db
      .update(conversations)
      .set({ updatedAt: at })
      .where(eq(conversations.id, typed('conversationId', 'uuid')))
      .returning({ id: conversations.id }),
  );
  return db
    .with(touched)
    .update(chatMessages)
    .set({
      content: sql`${p('content')}`,
      status: typed('status', 'message_status'),
      error: sql`${p('error')}`,
      inputTokens: typed('inputTokens', 'int'),
      outputTokens: typed('outputTokens', 'int'),
      credits: typed('credits', 'int'),
      updatedAt: at,
    })
    .where(eq(chatMessages.id, typed('messageId', 'uuid')))
    .returning()
    .prepare('store_answer');
});

export interface NewAnswer extends AnswerRequest {
  userId: string;
  conversationId: string;
  /** Catalogue model id, for the price. */
  modelId: string;
  /** The price table the hold was taken with: the answer is charged by it, whatever is published meanwhile. */
  prices: PriceTable;
  /** The hold's count of the prompt, charged when the provider reports no usage. */
  estimatedInputTokens: number;
  /**
   * The hold and the answer's rows being written (one statement); until they are, nothing is saved or sent,
   * and if they fail the provider call is cancelled.
   */
  persisted: Promise<{ hold: Hold }>;
}

export interface Answers {
  get(messageId: string): LiveAnswer | undefined;
  /**
   * Whether this process has not started an answer under this request key lately: a repeat (a client
   * retrying) does not call the provider before its hold says it was answered already.
   */
  firstTime(key: string): boolean;
  /** Starts writing; the promise resolves with the stored answer. */
  begin(started: NewAnswer): { live: LiveAnswer; finished: Promise<MessageRow | undefined> };
  /** Waits (at most `ms`) for an answer of this process to be stored. */
  settled(messageId: string, ms: number): Promise<void>;
  /** Ends every answer of this process (server shutdown) and waits until they are stored. */
  stopAll(): Promise<void>;
  /** Ends answers orphaned by a process that died; returns how many. */
  recover(): Promise<number>;
  readonly size: number;
}

export function createAnswers(deps: Deps, log: FastifyBaseLogger): Answers {
  const live = new Map<string, { answer: LiveAnswer; finished: Promise<MessageRow | undefined> }>();
  const saves = createAnswerSaves(deps.db, deps.now, log);
  const keys = lruAtFirstUse<string, true>({ max: 50_000, ttl: HOLD_TTL_MS });

  const costOf = (prices: PriceTable, modelId: string, input: number, output: number, hold: Hold) =>
    Math.min(
      hold.amount,
      priceOf(prices, {
        kind: 'chat',
        model: modelId,
        inputTokens: input,
        outputTokens: output,
      }) ?? hold.amount,
    );

  /** Charges the hold (or frees it when nothing is owed); a hold already closed keeps its own result. */
  const close = async (hold: Pick<Hold, 'id' | 'userId'>, cost: number): Promise<number> => {
    try {
      const closed =
        cost > 0
          ? await deps.credits.ledger.settle(hold, cost)
          : await deps.credits.ledger.release(hold);
      return closed.charged;
    } catch (error) {
      log.warn({ err: error, hold: hold.id }, 'chat hold was already closed');
      return 0;
    }
  };

  const record = async (
    started: NewAnswer,
    hold: Hold,
    outcome: AnswerOutcome,
  ): Promise<MessageRow> => {
    const refused = outcome.status === 'failed' && !outcome.started && !outcome.text;
    const inputTokens = refused ? 0 : (outcome.inputTokens ?? started.estimatedInputTokens);
    const outputTokens = outcome.outputTokens ?? countTextTokens(outcome.text);
    const credits = await close(
      hold,
      costOf(started.prices, started.modelId, inputTokens, outputTokens, hold),
    );
    const [row] = await storeAnswer(deps.db).execute({
      messageId: started.messageId,
      conversationId: started.conversationId,
      content: outcome.text,
      status: outcome.status,
      error: outcome.error ? ERROR_CODES[outcome.error] : null,
      inputTokens,
      outputTokens,
      credits,
      at: deps.now().toISOString(),
    });
    if (!row) throw new Error(`answer ${started.messageId} vanished while being written`);
    return row;
  };

  /** Streams and stores the answer; undefined when it was never started (its hold or rows failed). */
  const drive = async (started: NewAnswer, answer: LiveAnswer): Promise<MessageRow | undefined> => {
    const running = answer.run();
    let hold: Hold;
    try {
      ({ hold } = await started.persisted);
    } catch {
      // The hold was refused or the rows not stored (the one who started the answer tells the client): the
      // call ends, and nothing is kept or charged.
      answer.stop('stop');
      await running;
      live.delete(started.messageId);
      return undefined;
    }
    saves.watch(started.messageId, answer);
    let stored: MessageRow | undefined;
    try {
      // `run` never throws, so the answer is always unwatched before its final write.
      const outcome = await running;
      await saves.unwatch(started.messageId);
      stored = await record(started, hold, outcome);
      return stored;
    } finally {
      live.delete(started.messageId);
      answer.emit({ type: 'end', messageId: started.messageId, row: stored });
    }
  };

  return {
    get: (messageId) => live.get(messageId)?.answer,
    firstTime(key) {
      if (keys().has(key)) return false;
      keys().set(key, true);
      return true;
    },
    get size() {
      return live.size;
    },

    begin(started) {
      const answer = new LiveAnswer(started);
      const finished = drive(started, answer);
      // A failure to store is logged here; listeners still get their `end` and read the row.
      finished.catch((error: unknown) => log.error({ err: error }, 'storing an answer failed'));
      live.set(started.messageId, { answer, finished });
      return { live: answer, finished };
    },

    async settled(messageId, ms) {
      const entry = live.get(messageId);
      if (!entry) return;
      if (!Number.isFinite(ms)) {
        await entry.finished.catch(() => undefined);
        return;
      }
      await Promise.race([
        entry.finished.catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, ms).unref()),
      ]);
    },

    async stopAll() {
      const entries = [...live.values()];
      for (const entry of entries) entry.answer.stop('shutdown');
      await Promise.allSettled(entries.map((entry) => entry.finished));
    },

    async recover() {
      const cutoff = new Date(deps.now().getTime() - ORPHAN_AFTER_MS);
      const orphans = await deps.db
        .update(chatMessages)
        .set({
          status: 'failed',
          error: ERROR_CODES.SERVER_RESTARTED,
          outputTokens: sql`0`,
          updatedAt: deps.now(),
        })
        .where(and(eq(chatMessages.status, 'streaming'), lt(chatMessages.updatedAt, cutoff)))
        .returning();
      for (const row of orphans) {
        if (!row.holdId || !row.model) continue;
        const outputTokens = countTextTokens(row.content);
        const hold = { id: row.holdId, userId: row.userId };
        const [held] = await deps.db
          .select({ amount: creditHolds.amount, createdAt: creditHolds.createdAt })
          .from(creditHolds)
          .where(and(eq(creditHolds.id, row.holdId), eq(creditHolds.status, 'held')));
        if (!held) continue;
        // Charged by the table its hold was taken with, as the answer would have been had it finished.
        const table = await deps.credits.book.inForceAt(held.createdAt);
        const cost = Math.min(
          held.amount,
          priceOf(table, {
            kind: 'chat',
            model: row.model,
            inputTokens: row.inputTokens,
            outputTokens,
          }) ?? 0,
        );
        const credits = await close(hold, cost);
        await deps.db
          .update(chatMessages)
          .set({ outputTokens, credits })
          .where(eq(chatMessages.id, row.id));
      }
      return orphans.length;
    },
  };
}
