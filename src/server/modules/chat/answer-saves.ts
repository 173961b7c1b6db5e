// The growing text of every answer this process is writing, saved about once a second, so any process can
// show the part so far and a restart loses at most a second of it. All of them are saved together in one
// statement a tick: a thousand answers under way cost one round trip a second, not a thousand. The same
// statement reads back the stop flag, set by a stop asked of another process.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { LiveAnswer } from './live-answer';

/** How often the growing texts are saved. */
export const SAVE_EVERY_MS = 1_000;
/** Saves without new text still mark an answer alive (well within the orphan limit, answers.ts). */
const HEARTBEAT_EVERY = 10;

interface Growing {
  answer: LiveAnswer;
  saved: string;
  ticks: number;
}

export interface AnswerSaves {
  /** Saves the answer's text from the next tick on, until `unwatch`. */
  watch(messageId: string, answer: LiveAnswer): void;
  /** Stops saving it; resolves once a save under way has ended, so nothing lands after the final write. */
  unwatch(messageId: string): Promise<void>;
}

export function createAnswerSaves(
  db: Database,
  now: () => Date,
  log: FastifyBaseLogger,
): AnswerSaves {
  const growing = new Map<string, Growing>();
  let timer: NodeJS.Timeout | undefined;
  let saving: Promise<void> = Promise.resolve();

  const save = async () => {
    const due: Array<{ id: string; content: string }> = [];
    const texts = new Map<string, string>();
    for (const [id, entry] of growing) {
      entry.ticks++;
      const text = entry.answer.text;
      if (text === entry.saved && entry.ticks % HEARTBEAT_EVERY) continue;
      // jsonb refuses a lone surrogate half (a pair split between two chunks of the provider's stream leaves
      // one at the end of the text so far): it is saved as U+FFFD, as a text parameter would store it, so one
      // answer never fails the statement that saves the others.
      due.push({ id, content: text.toWellFormed() });
      texts.set(id, text);
    }
    if (!due.length) return;
    // Both drivers answer `{ rows }` for a raw statement.
    const { rows } = (await db.execute(sql`
      update chat_messages m set content = s.content, updated_at = ${now().toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(due)}::jsonb) as s(id uuid, content text)
      where m.id = s.id and m.status = 'streaming'
      returning m.id, m.stop_requested_at`)) as unknown as {
      rows: Array<{ id: string; stop_requested_at: unknown }>;
    };
    for (const row of rows) {
      const entry = growing.get(row.id);
      if (!entry) continue;
      entry.saved = texts.get(row.id) ?? entry.saved;
      if (row.stop_requested_at) entry.answer.stop('stop');
    }
  };

  const tick = () => {
    saving = saving
      .then(save)
      .catch((error: unknown) => log.warn({ err: error }, 'saving growing answers failed'));
  };

  return {
    watch(messageId, answer) {
      growing.set(messageId, { answer, saved: '', ticks: 0 });
      timer ??= setInterval(tick, SAVE_EVERY_MS);
    },
    async unwatch(messageId) {
      growing.delete(messageId);
      if (!growing.size && timer) {
        clearInterval(timer);
        timer = undefined;
      }
      await saving;
    },
  };
}
