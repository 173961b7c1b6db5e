// The chat engine as routes and other modules see it: start an answer (send, regenerate, edit), wait for one
// (integrations that do not stream), stop one from any process, and the answers this process is writing.
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Deps } from '../../deps';
import { sharedLimit } from '../../http/rate-limits';
import { createAnswers, type Answers } from './answers';
import { ownedMessage, requestStop, streamingMessageIds, type MessageRow } from './repo';
import type { SendInput } from './send-input';
import { startAnswer, type StartRequest, type Started } from './start';

/** How long a stop waits for the answer to be stored, so its reply carries the final message. */
const STOP_WAIT_MS = 3_000;
/**
 * Answers being started at once (checks, hold and rows, before the first token). A burst of new answers
 * would otherwise interleave every one's statements in the connection pool's queue, so that all of them
 * reach their first token together, late; taken in turns, the first ones answer at once.
 */
const STARTING_AT_ONCE = 16;

export interface ChatService {
  readonly answers: Answers;
  start(request: StartRequest): Promise<Started>;
  /** Sends and waits for the whole answer. */
  answer(input: SendInput): Promise<MessageRow>;
  /** Stops an answer being written, in this process or another. */
  stop(userId: string, messageId: string): Promise<MessageRow>;
  /** Stops a conversation's answers, so their holds are settled rather than orphaned when it goes. */
  stopConversation(userId: string, conversationId: string): Promise<void>;
}

export function createChatService(deps: Deps, log: FastifyBaseLogger): ChatService {
  const answers = createAnswers(deps, log);
  const starting = pLimit(STARTING_AT_ONCE);
  // Every way of sending a message to a model counts against one per-user limit.
  const sends = sharedLimit(deps.config.limits.chatSendsPerMinute);
  const countOf = (request: StartRequest) =>
    request.kind === 'send' ? (request.input.rateKey ?? request.input.userId) : request.userId;
  const service: ChatService = {
    answers,
    start(request) {
      sends.take(countOf(request));
      return starting(() => startAnswer(deps, answers, request));
    },

    async answer(input) {
      sends.take(input.rateKey ?? input.userId);
      const started = await starting(() => startAnswer(deps, answers, { kind: 'send', input }));
      if (started.live) await answers.settled(started.answer.id, Number.POSITIVE_INFINITY);
      return ownedMessage(deps.db, input.userId, started.answer.id);
    },

    async stop(userId, messageId) {
      const row = await ownedMessage(deps.db, userId, messageId);
      if (row.status !== 'streaming') return row;
      const live = answers.get(messageId);
      if (live) live.stop('stop');
      else await requestStop(deps.db, messageId, deps.now());
      await answers.settled(messageId, STOP_WAIT_MS);
      return ownedMessage(deps.db, userId, messageId);
    },

    async stopConversation(userId, conversationId) {
      for (const id of await streamingMessageIds(deps.db, conversationId))
        await service.stop(userId, id);
    },
  };
  return service;
}
