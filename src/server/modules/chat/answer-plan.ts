// What starting an answer has worked out before anything is held: the conversation (stored, or to make), the
// history the answer follows, the question, the messages it replaces and the instructions. Sending,
// regenerating and editing differ only in how they plan it.
import type { conversations, MessageImage } from '../../db/schema';
import { AppError } from '../../http/app-error';
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
  /** The conversation's character (or the one a new conversation starts with). */
  character: CharacterRow | null;
}

export const isStored = (
  conversation: AnswerPlan['conversation'],
): conversation is ConversationRow => 'id' in conversation && typeof conversation.id === 'string';

/** One answer at a time per conversation. */
export function assertIdle(history: MessageRow[]): void {
  if (history.some((message) => message.status === 'streaming'))
    throw new AppError('ANSWER_IN_PROGRESS');
}

/** The instructions an answer follows: its character's, the greeting it opened with, and a template's. */
export function systemPrompt(
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
