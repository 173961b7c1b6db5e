// Starting an answer: everything is checked and the most it can cost is held (the model exists and is served,
// the account may use it, images only for vision models, the prompt fits). The hold and the rows are written
// while the provider already works when the account is known to cover it; a repeated request answers the
// first one.
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { answerShape, isStored, settingsOf, type StartRequest } from './answer-plan';
import { HOLD_TTL_MS, type Answers } from './answers';
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
import { writeStartRows, type StartRows, type StartRowsPlan } from './start-rows';

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
  const price = {
    kind: 'chat',
    model: entry.id,
    inputTokens: prompt.inputTokens,
    outputTokens: maxOutputTokens,
  } as const;
  const key = `chat:${userId}:${clientKey}`;
  const hold = deps.credits.holdCallFor(userId, price, {
    service: plan.service,
    subject: plan.subject,
    event: entry.label,
    ttlMs: HOLD_TTL_MS,
    key,
  });
  const ids = {
    conversation: isStored(plan.conversation) ? plan.conversation.id : randomUUID(),
    question: randomUUID(),
    answer: randomUUID(),
  };
  const rows: StartRowsPlan = {
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
      clientKey,
      citations: plan.citations,
    },
    hold,
    at,
  };
  // The hold and the rows are written in one statement: a refusal writes neither (and a request answered
  // before is found by startAnswer). The provider is called while they are written when this process last
  // saw the account able to pay: its first token often takes longer than the statement. Otherwise (an
  // account not seen lately, or short of credits, or a request this process started before) it waits for
  // them, so that an account that cannot pay costs the operator no provider call. Either way nothing
  // reaches the client before they are stored, and a refused hold cancels the call and charges nothing.
  const early = answers.firstTime(key) && deps.credits.mayCover(userId, price);
  const writing = early ? afterProviderCall(() => writeStartRows(deps, rows)) : undefined;
  const persisted = writing?.rows ?? writeStartRows(deps, rows);
  if (!early) await persisted;
  const { live } = answers.begin({
    messageId: ids.answer,
    userId,
    conversationId: ids.conversation,
    modelId: entry.id,
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
  writing?.start();
  const { hold: held, ...stored } = await persisted;
  return { ...stored, held: held.amount, live };
}

/**
 * A write that starts only once the provider's request has left. Node sends a request on a kept-alive
 * connection at the next tick after the call is made, and building and sending the statement (half a
 * millisecond) would otherwise run first: the provider then starts that much later, and its first token is
 * what the client waits for. `start` (called right after the provider call) queues the write behind it.
 */
function afterProviderCall(write: () => Promise<StartRows>) {
  let start!: () => void;
  const rows = new Promise<StartRows>((resolve, reject) => {
    start = () => process.nextTick(() => write().then(resolve, reject));
  });
  return { rows, start };
}
