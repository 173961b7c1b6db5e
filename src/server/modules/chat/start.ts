// Starting an answer: everything is checked and the most it can cost is held before the provider is called
// (the model exists and is served, the account may use it, images only for vision models, the prompt fits).
// Sending, regenerating and editing differ only in which history the answer follows.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { chatMessages, type conversations, type MessageImage } from '../../db/schema';
import { ownedUploads } from '../upload';
import type { Answers } from './answers';
import type { LiveAnswer } from './live-answer';
import { buildPrompt } from './prompt';
import type { SendInput } from './send-input';
import { writeStartRows } from './start-rows';
import {
  conversationMessages,
  conversationWithHistory,
  moThread,
  ownedConversation,
  ownedMessage,
  usableCharacter,
  type CharacterRow,
  type ConversationRow,
  type MessageRow,
} from './store';

/** Past this a hold is released by the sweeper: far longer than any answer may run. */
const HOLD_TTL_MS = 30 * 60_000;
const TITLE_CHARS = 60;

export type StartRequest =
  | { kind: 'send'; input: SendInput }
  | { kind: 'regenerate'; userId: string; messageId: string; model?: string; clientKey: string }
  | { kind: 'edit'; userId: string; messageId: string; text: string; clientKey: string };

export interface Started {
  conversation: ConversationRow;
  /** The stored question; null when an answer is written again. */
  userMessage: MessageRow | null;
  answer: MessageRow;
  held: number;
  /** Absent when the answer was already finished (a repeated request). */
  live: LiveAnswer | undefined;
}

interface Plan {
  userId: string;
  conversation: ConversationRow | Omit<typeof conversations.$inferInsert, 'id'>;
  /** Messages the answer follows (the new question included as the last). */
  history: MessageRow[];
  question: { text: string; images: MessageImage[] } | null;
  /** Messages the new answer replaces (regenerate, edit). */
  replaces: string[];
  editedMessage?: { id: string; text: string };
  model: string;
  clientKey: string;
  instructions?: string;
  service: string;
  /** The conversation's character (or the one a new conversation starts with). */
  character: CharacterRow | null;
}

const isStored = (conversation: Plan['conversation']): conversation is ConversationRow =>
  'id' in conversation && typeof conversation.id === 'string';

/** A request repeated with the same client key answers the first one's message. */
async function repeated(deps: Deps, answers: Answers, userId: string, clientKey: string) {
  const [row] = await deps.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientKey, clientKey)));
  if (!row) return undefined;
  const conversation = await ownedConversation(deps, userId, row.conversationId);
  return {
    conversation,
    userMessage: null,
    answer: row,
    held: 0,
    live: answers.get(row.id),
  } satisfies Started;
}

/** One answer at a time per conversation. */
function assertIdle(history: MessageRow[]): void {
  if (history.some((message) => message.status === 'streaming'))
    throw new AppError('ANSWER_IN_PROGRESS');
}

async function planSend(deps: Deps, input: SendInput): Promise<Plan> {
  const { userId, target } = input;
  let conversation: Plan['conversation'];
  let history: MessageRow[] = [];
  let character: CharacterRow | null = null;
  const title = input.text.replace(/\s+/g, ' ').trim().slice(0, TITLE_CHARS);
  if ('conversationId' in target) {
    ({ conversation, history, character } = await conversationWithHistory(
      deps,
      userId,
      target.conversationId,
    ));
    assertIdle(history);
  } else if (target.kind === 'mo') {
    const thread = await moThread(deps, userId, input.model);
    conversation = thread ?? { userId, kind: 'mo', model: input.model, title: input.model };
    if (thread) {
      history = await conversationMessages(deps, thread.id);
      assertIdle(history);
    }
  } else if (target.kind === 'helper') {
    conversation = {
      userId,
      kind: 'helper',
      helperId: target.helperId,
      model: input.model,
      title: target.title,
    };
  } else {
    character = target.characterId ? await usableCharacter(deps, userId, target.characterId) : null;
    conversation = { userId, kind: 'chat', characterId: character?.id, model: input.model, title };
  }
  const images = (await ownedUploads(deps, userId, input.images)).map((row) => ({
    id: row.id,
    width: row.width,
    height: row.height,
  }));
  return {
    userId,
    conversation,
    history,
    question: { text: input.text, images },
    replaces: [],
    model: input.model,
    clientKey: input.clientKey,
    instructions: input.instructions,
    service: input.service ?? 'chat',
    character,
  };
}

async function planAgain(
  deps: Deps,
  request: Extract<StartRequest, { kind: 'regenerate' | 'edit' }>,
): Promise<Plan> {
  const target = await ownedMessage(deps, request.userId, request.messageId);
  const wanted = request.kind === 'regenerate' ? 'assistant' : 'user';
  if (target.role !== wanted) throw new AppError('NOT_FOUND');
  const {
    conversation,
    history: all,
    character,
  } = await conversationWithHistory(deps, request.userId, target.conversationId);
  const index = all.findIndex((message) => message.id === target.id);
  if (all.slice(index).some((message) => message.status === 'streaming'))
    throw new AppError('ANSWER_IN_PROGRESS');
  const keep = request.kind === 'regenerate' ? index : index + 1;
  const history = all.slice(0, keep);
  if (request.kind === 'edit') history[index] = { ...target, content: request.text };
  return {
    userId: request.userId,
    conversation,
    history,
    question: null,
    replaces: all.slice(keep).map((message) => message.id),
    editedMessage: request.kind === 'edit' ? { id: target.id, text: request.text } : undefined,
    model: (request.kind === 'regenerate' && request.model) || conversation.model,
    clientKey: request.clientKey,
    service: conversation.kind === 'helper' ? 'helper' : 'chat',
    character,
  };
}

/** Postgres' unique_violation, as drizzle wraps it. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | undefined)?.cause?.code ??
    (error as { code?: unknown } | undefined)?.code;
  return code === '23505';
}

function systemPrompt(
  character: { name: string; systemPrompt: string; greeting: string } | null,
  instructions: string | undefined,
): string | undefined {
  const parts = [
    character?.systemPrompt,
    character?.greeting
      ? `You opened this conversation by saying: ${character.greeting}`
      : undefined,
    instructions,
  ].filter(Boolean);
  return parts.length ? parts.join('\n\n') : undefined;
}

export async function startAnswer(
  deps: Deps,
  answers: Answers,
  request: StartRequest,
): Promise<Started> {
  const userId = request.kind === 'send' ? request.input.userId : request.userId;
  const clientKey = request.kind === 'send' ? request.input.clientKey : request.clientKey;
  // A repeated request answers the first one, whatever planning this one would say (e.g. "in progress").
  const [again, planned] = await Promise.allSettled([
    repeated(deps, answers, userId, clientKey),
    request.kind === 'send' ? planSend(deps, request.input) : planAgain(deps, request),
  ]);
  if (again.status === 'rejected') throw again.reason;
  if (again.value) return again.value;
  if (planned.status === 'rejected') throw planned.reason;
  const plan = planned.value;
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
  const prompt = await buildPrompt(
    deps,
    userId,
    entry,
    systemPrompt(character, plan.instructions),
    pending ? [...plan.history, pending] : plan.history,
    maxOutputTokens,
  );
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
      event: entry.label,
      ttlMs: HOLD_TTL_MS,
      key: `chat:${userId}:${clientKey}`,
    },
  );

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
    },
    at,
  });
  const { live } = answers.begin({
    messageId: ids.answer,
    userId,
    conversationId: ids.conversation,
    modelId: entry.id,
    hold,
    estimatedInputTokens: prompt.inputTokens,
    model: chatModel.model,
    system: prompt.system,
    messages: prompt.messages,
    maxOutputTokens,
    timeoutMs: deps.config.chat.timeoutMs,
    persisted,
  });
  let stored: Awaited<typeof persisted>;
  try {
    stored = await persisted;
  } catch (error) {
    // The same request, sent twice at once, was stored first by the other: its answer is this one's,
    // and the hold (keyed by the request) is shared, so it stays.
    const raced = isUniqueViolation(error)
      ? await repeated(deps, answers, userId, clientKey)
      : undefined;
    if (raced) return raced;
    await deps.credits.ledger.release(hold).catch(() => undefined);
    throw error;
  }
  return { ...stored, held: hold.amount, live };
}
