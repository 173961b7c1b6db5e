// Starting an answer: everything is checked and the most it can cost is held before the provider is called
// (the model exists and is served, the account may use it, images only for vision models, the prompt fits).
// The rows are written while the provider already works; a repeated request answers the first one.
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { answerShape, isStored, settingsOf, type StartRequest } from './answer-plan';
import type { Answers } from './answers';
import type { LiveAnswer } from './live-answer';
import { planRewrite } from './plan-rewrite';
import { planSend } from './plan-send';
import { buildPrompt } from './prompt';
import {
  answerByClientKey,
  ownedConversation,
  type ConversationRow,
  type MessageRow,
} from './repo';
import { writeStartRows } from './start-rows';

/** Past this a hold is released by the sweeper: far longer than any answer may run. */
const HOLD_TTL_MS = 30 * 60_000;

export type { StartRequest };

export interface Started {
  conversation: Pick<ConversationRow, 'id'>;
  /** The stored question; null when an answer is written again. */
  userMessage: MessageRow | null;
  answer: MessageRow;
  held: number;
  /** Absent when the answer was already finished (a repeated request). */
  live: LiveAnswer | undefined;
}

/** A request repeated with the same client key answers the first one's message. */
async function repeated(deps: Deps, answers: Answers, userId: string, clientKey: string) {
  const row = await answerByClientKey(deps.db, userId, clientKey);
  if (!row) return undefined;
  const conversation = await ownedConversation(deps.db, userId, row.conversationId);
  return {
    conversation,
    userMessage: null,
    answer: row,
    held: 0,
    live: answers.get(row.id),
  } satisfies Started;
}

export async function startAnswer(
  deps: Deps,
  answers: Answers,
  request: StartRequest,
): Promise<Started> {
  const userId = request.kind === 'send' ? request.input.userId : request.userId;
  const clientKey = request.kind === 'send' ? request.input.clientKey : request.clientKey;
  try {
    return await startFresh(deps, answers, request, userId, clientKey);
  } catch (error) {
    // A repeated request answers the first one, whatever this one met on its way: its plan may say "in
    // progress", its hold find the key closed or taken for another amount, its rows the key stored. It is
    // looked up only then, so that the usual request spends no round trip on it.
    const again = await repeated(deps, answers, userId, clientKey);
    if (again) return again;
    throw error;
  }
}

async function startFresh(
  deps: Deps,
  answers: Answers,
  request: StartRequest,
  userId: string,
  clientKey: string,
): Promise<Started> {
  const plan = await (request.kind === 'send'
    ? planSend(deps, request.input)
    : planRewrite(deps, request));
  const chatModel = deps.models.require(plan.model);
  const { entry } = chatModel;
  const newImages = plan.question?.images.length ?? 0;
  if (newImages && !entry.vision) throw new AppError('VISION_UNSUPPORTED', { model: entry.label });

  const { character } = plan;
  const at = deps.now();
  const pending = plan.question
    ? ({
        id: '',
        conversationId: '',
        userId,
        role: 'user',
        content: plan.question.text,
        images: plan.question.images,
        createdAt: at,
      } as MessageRow)
    : undefined;
  const maxOutputTokens = Math.min(entry.maxOutput, deps.config.chat.maxOutputTokens);
  const shape = answerShape(entry, character, plan.instructions, settingsOf(plan.conversation));
  const prompt = await buildPrompt(
    deps,
    userId,
    entry,
    shape,
    pending ? [...plan.history, pending] : plan.history,
    maxOutputTokens,
  );
  // The table this answer is priced with, from its hold to its charge.
  const prices = deps.credits.prices;
  const hold = await deps.credits.holdFor(
    userId,
    {
      kind: 'chat',
      model: entry.id,
      inputTokens: prompt.inputTokens,
      outputTokens: maxOutputTokens,
    },
    {
      service: plan.service,
      subject: plan.subject,
      event: entry.label,
      ttlMs: HOLD_TTL_MS,
      key: `chat:${userId}:${clientKey}`,
    },
  );
  // The key's hold is closed: this request was answered before (found by startAnswer).
  if (hold.status !== 'held') throw new AppError('HOLD_CLOSED');

  // The rows are written while the provider already works on the answer: its first token usually takes
  // far longer than the writes. Nothing reaches the client before they are stored.
  const ids = {
    conversation: isStored(plan.conversation) ? plan.conversation.id : randomUUID(),
    question: randomUUID(),
    answer: randomUUID(),
  };
  const persisted = writeStartRows(deps, {
    userId,
    conversation: isStored(plan.conversation)
      ? { stored: plan.conversation }
      : { create: { ...plan.conversation, id: ids.conversation } },
    replaces: plan.replaces,
    editedMessage: plan.editedMessage,
    question: plan.question && { id: ids.question, ...plan.question },
    answer: {
      id: ids.answer,
      model: entry.id,
      inputTokens: prompt.inputTokens,
      holdId: hold.id,
      clientKey,
      citations: plan.citations,
    },
    at,
  });
  const { live } = answers.begin({
    messageId: ids.answer,
    userId,
    conversationId: ids.conversation,
    modelId: entry.id,
    hold,
    prices,
    estimatedInputTokens: prompt.inputTokens,
    stream: chatModel.stream,
    system: prompt.system,
    messages: prompt.messages,
    maxOutputTokens,
    temperature: shape.temperature,
    timeoutMs: deps.config.chat.timeoutMs,
    persisted,
  });
  let stored: Awaited<typeof persisted>;
  try {
    stored = await persisted;
  } catch (error) {
    // The same request, sent twice at once, was stored first by the other: its answer is this one's (found
    // by startAnswer), and the hold (keyed by the request) is shared, so it stays.
    if (!isUniqueViolation(error)) await deps.credits.ledger.release(hold).catch(() => undefined);
    throw error;
  }
  return { ...stored, held: hold.amount, live };
}
