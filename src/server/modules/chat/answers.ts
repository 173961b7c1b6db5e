// The answers this process is writing: each one saved as it grows, then settled with the provider's usage
// (or, without it, counted tokens) and stored with its outcome. Answers left `streaming` by a process that
// died are ended by the recovery sweep: marked interrupted, and charged for what was saved.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@shared/api/errors';
import { priceOf, type PriceTable } from '@shared/billing/prices';
import type { Deps } from '../../deps';
import { chatMessages, conversations, creditHolds } from '../../db/schema';
import type { Hold } from '../../ledger/ledger';
import { createAnswerSaves } from './answer-saves';
import { LiveAnswer, type AnswerOutcome, type AnswerRequest } from './live-answer';
import type { MessageRow } from './repo';
import { countTextTokens } from './tokens';

/** A streaming answer not saved for this long belongs to a process that is gone. */
export const ORPHAN_AFTER_MS = 60_000;

export interface NewAnswer extends AnswerRequest {
  userId: string;
  conversationId: string;
  /** Catalogue model id, for the price. */
  modelId: string;
  hold: Hold;
  /** The price table the hold was taken with: the answer is charged by it, whatever is published meanwhile. */
  prices: PriceTable;
  /** The hold's count of the prompt, charged when the provider reports no usage. */
  estimatedInputTokens: number;
  /** The answer's rows being written; until then nothing is saved or sent. */
  persisted: Promise<unknown>;
}

export interface Answers {
  get(messageId: string): LiveAnswer | undefined;
  /** Starts writing; the promise resolves with the stored answer. */
  begin(started: NewAnswer): { live: LiveAnswer; finished: Promise<MessageRow> };
  /** Waits (at most `ms`) for an answer of this process to be stored. */
  settled(messageId: string, ms: number): Promise<void>;
  /** Ends every answer of this process (server shutdown) and waits until they are stored. */
  stopAll(): Promise<void>;
  /** Ends answers orphaned by a process that died; returns how many. */
  recover(): Promise<number>;
  readonly size: number;
}

export function createAnswers(deps: Deps, log: FastifyBaseLogger): Answers {
  const live = new Map<string, { answer: LiveAnswer; finished: Promise<MessageRow> }>();
  const saves = createAnswerSaves(deps.db, deps.now, log);

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

  const record = async (started: NewAnswer, outcome: AnswerOutcome): Promise<MessageRow> => {
    const refused = outcome.status === 'failed' && !outcome.started && !outcome.text;
    const inputTokens = refused ? 0 : (outcome.inputTokens ?? started.estimatedInputTokens);
    const outputTokens = outcome.outputTokens ?? countTextTokens(outcome.text);
    const credits = await close(
      started.hold,
      costOf(started.prices, started.modelId, inputTokens, outputTokens, started.hold),
    );
    const at = deps.now();
    // The conversation is touched in the same statement: one round trip for the answer's end.
    const touched = deps.db
      .$with('touched')
      .as(
        deps.db
          .update(conversations)
          .set({ updatedAt: at })
          .where(eq(conversations.id, started.conversationId))
          .returning({ id: conversations.id }),
      );
    const [row] = await deps.db
      .with(touched)
      .update(chatMessages)
      .set({
        content: outcome.text,
        status: outcome.status,
        error: outcome.error ? ERROR_CODES[outcome.error] : null,
        inputTokens,
        outputTokens,
        credits,
        updatedAt: at,
      })
      .where(eq(chatMessages.id, started.messageId))
      .returning();
    if (!row) throw new Error(`answer ${started.messageId} vanished while being written`);
    return row;
  };

  const drive = async (started: NewAnswer, answer: LiveAnswer): Promise<MessageRow> => {
    const running = answer.run();
    try {
      await started.persisted;
    } catch (error) {
      // The request was not stored (the one who started it answers the client): end the call.
      answer.stop('stop');
      await running;
      live.delete(started.messageId);
      throw error;
    }
    saves.watch(started.messageId, answer);
    let stored: MessageRow | undefined;
    try {
      // `run` never throws, so the answer is always unwatched before its final write.
      const outcome = await running;
      await saves.unwatch(started.messageId);
      stored = await record(started, outcome);
      return stored;
    } finally {
      live.delete(started.messageId);
      answer.emit({ type: 'end', messageId: started.messageId, row: stored });
    }
  };

  return {
    get: (messageId) => live.get(messageId)?.answer,
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
