// The chat as other modules see it: start an answer (send, regenerate, edit), wait for one (integrations that
// do not stream), stop one, and the answers this process is writing.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import { chatMessages } from '../../db/schema';
import { createAnswers, type Answers } from './answers';
import type { SendInput } from './send-input';
import { startAnswer, type StartRequest, type Started } from './start';
import { ownedMessage, type MessageRow } from './store';

/** How long a stop waits for the answer to be stored, so its reply carries the final message. */
const STOP_WAIT_MS = 3_000;

export interface ChatService {
  readonly answers: Answers;
  start(request: StartRequest): Promise<Started>;
  /** Sends and waits for the whole answer. */
  answer(input: SendInput): Promise<MessageRow>;
  /** Stops an answer being written, in this process or another. */
  stop(userId: string, messageId: string): Promise<MessageRow>;
}

export function createChatService(deps: Deps, log: FastifyBaseLogger): ChatService {
  const answers = createAnswers(deps, log);
  return {
    answers,
    start: (request) => startAnswer(deps, answers, request),

    async answer(input) {
      const started = await startAnswer(deps, answers, { kind: 'send', input });
      if (started.live) await answers.settled(started.answer.id, Number.POSITIVE_INFINITY);
      return ownedMessage(deps, input.userId, started.answer.id);
    },

    async stop(userId, messageId) {
      const row = await ownedMessage(deps, userId, messageId);
      if (row.status !== 'streaming') return row;
      const live = answers.get(messageId);
      if (live) {
        live.stop('stop');
      } else {
        await deps.db
          .update(chatMessages)
          .set({ stopRequestedAt: deps.now() })
          .where(and(eq(chatMessages.id, messageId), eq(chatMessages.status, 'streaming')));
      }
      await answers.settled(messageId, STOP_WAIT_MS);
      return ownedMessage(deps, userId, messageId);
    },
  };
}
