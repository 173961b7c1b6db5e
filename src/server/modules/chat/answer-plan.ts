// What starting an answer has worked out before anything is held: the conversation (stored, or to make), the
// history the answer follows, the question, the messages it replaces and the instructions. Sending,
// regenerating and editing differ only in how they plan it.
import type { ConversationSettings } from '@shared/api/chat-conversation';
import { maxTemperature } from '@shared/api/chat-conversation';
import type { conversations, MessageCitation, MessageImage } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { CatalogEntry } from '../../providers/llm/catalog';
import type { CharacterRow, ConversationRow, MessageRow } from './repo';
import type { SendInput } from './send-input';

/** What starts an answer: a sent message, or an answer written again (regenerate, edit). */
export type StartRequest =
  | { kind: 'send'; input: SendInput }
  | { kind: 'regenerate'; userId: string; messageId: string; model?: string; clientKey: string }
  | { kind: 'edit'; userId: string; messageId: string; text: string; clientKey: string };

export interface AnswerPlan {
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
  /** What the hold pays for, where the service lists its charges (`bot:<id>`). */
  subject?: string;
  /** The conversation's character (or the one a new conversation starts with). */
  character: CharacterRow | null;
  /** A bot's answer: the knowledge it is given. */
  citations?: MessageCitation[];
}

export const isStored = (
  conversation: AnswerPlan['conversation'],
): conversation is ConversationRow => 'id' in conversation && typeof conversation.id === 'string';

/** One answer at a time per conversation. */
export function assertIdle(history: MessageRow[]): void {
  if (history.some((message) => message.status === 'streaming'))
    throw new AppError('ANSWER_IN_PROGRESS');
}

/**
 * The instructions an answer follows, in this order: its character's (who the model is), the greeting it
 * opened with, a template's, then the conversation's own. The owner's instructions come last so they refine
 * a character rather than replace it: a conversation with a character keeps its character whatever its
 * settings say, and the owner can still ask for a tone, a language or a format.
 */
export function systemPrompt(
  character: { name: string; systemPrompt: string; greeting: string } | null,
  instructions: string | undefined,
  own = '',
): string | undefined {
  const parts = [
    character?.systemPrompt,
    character?.greeting
      ? `You opened this conversation by saying: ${character.greeting}`
      : undefined,
    instructions,
    own.trim() || undefined,
  ].filter(Boolean);
  return parts.length ? parts.join('\n\n') : undefined;
}

/** A stored conversation's settings, or those a new one is made with (the defaults where none are given). */
export function settingsOf(conversation: {
  instructions?: string;
  temperature?: number | null;
  contextMessages?: number | null;
}): ConversationSettings {
  return {
    instructions: conversation.instructions ?? '',
    temperature: conversation.temperature ?? null,
    contextMessages: conversation.contextMessages ?? null,
  };
}

/** How a conversation's settings shape one answer: the same for the hold, the token count and the call. */
export interface AnswerShape {
  system: string | undefined;
  /** Earlier messages to keep at most; null: as many as fit. */
  contextMessages: number | null;
  /** Undefined leaves the model's default. */
  temperature: number | undefined;
}

export function answerShape(
  entry: Pick<CatalogEntry, 'provider'>,
  character: CharacterRow | null,
  instructions: string | undefined,
  settings: ConversationSettings,
): AnswerShape {
  return {
    system: systemPrompt(character, instructions, settings.instructions),
    contextMessages: settings.contextMessages,
    // A conversation keeps its temperature across models: one that takes less gets its highest.
    temperature:
      settings.temperature === null
        ? undefined
        : Math.min(settings.temperature, maxTemperature(entry.provider)),
  };
}
