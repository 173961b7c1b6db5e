// What the model is sent: instructions, then as much of the conversation as fits its context window next to
// the longest answer allowed (and no more than the conversation's settings ask for), newest kept first.
// Images go only to models that read them.
import type { LanguageModelV3Message } from '@ai-sdk/provider';
import { MAX_CONTEXT_MESSAGES } from '@shared/api/chat-conversation';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { CatalogEntry } from '../../providers/llm/catalog';
import { readUpload, userFiles } from '../../files/repo';
import type { MessageRow } from './repo';
import { partTokens, withMargin } from './tokens';

/**
 * However large the window, older turns past this many are left out: they cost and rarely help. It is the
 * most a conversation's settings may ask for, with the question itself.
 */
const MAX_HISTORY_MESSAGES = MAX_CONTEXT_MESSAGES + 1;

export interface BuiltPrompt {
  system: string | undefined;
  /** In the providers' own prompt format: the answer is streamed straight from the model (live-answer.ts). */
  messages: LanguageModelV3Message[];
  /** Input tokens as the hold counts them (with the provider's margin). */
  inputTokens: number;
}

/** What shapes a prompt besides its history: the instructions and how many earlier messages may go. */
export interface PromptShape {
  system: string | undefined;
  /** Earlier messages (before the last one, the question) to keep at most; null: as many as fit. */
  contextMessages: number | null;
}

/**
 * How many of the newest turns fit next to the longest answer, and their input tokens (the instructions
 * counted in, so the hold covers them). The window never starts with an answer whose question was cut off,
 * and the new message (the last) must fit.
 */
export function fitHistory(
  entry: CatalogEntry,
  shape: PromptShape,
  history: Pick<MessageRow, 'role' | 'content' | 'images'>[],
  maxOutputTokens: number,
): { kept: number; inputTokens: number } {
  const { system } = shape;
  const budget = entry.contextWindow - maxOutputTokens;
  const candidates = history.slice(
    -(shape.contextMessages === null ? MAX_HISTORY_MESSAGES : shape.contextMessages + 1),
  );
  const own = candidates.map((turn) =>
    partTokens({ text: turn.content, images: entry.vision ? turn.images.length : 0 }),
  );
  let total = system ? partTokens({ text: system, images: 0 }) : 0;
  let kept = 0;
  for (let index = candidates.length - 1; index >= 0; index--) {
    if (withMargin(entry.provider, total + own[index]!) > budget) break;
    total += own[index]!;
    kept++;
  }
  if (kept === 0) throw new AppError('CONTEXT_TOO_LONG', { model: entry.label });
  if (kept > 1 && candidates[candidates.length - kept]?.role === 'assistant') {
    total -= own[candidates.length - kept]!;
    kept--;
  }
  return { kept, inputTokens: withMargin(entry.provider, total) };
}

export async function buildPrompt(
  deps: Deps,
  userId: string,
  entry: CatalogEntry,
  shape: PromptShape,
  history: MessageRow[],
  maxOutputTokens: number,
): Promise<BuiltPrompt> {
  const usable = history.filter((message) => message.content || message.images.length);
  const { kept, inputTokens } = fitHistory(entry, shape, usable, maxOutputTokens);
  const turns = usable.slice(usable.length - kept);
  const imageIds = entry.vision
    ? turns.flatMap((turn) => turn.images.map((image) => image.id))
    : [];
  const rows = await userFiles(deps, userId, imageIds);
  const files = new Map(
    await Promise.all(rows.map(async (row) => [row.id, await readUpload(deps, row)] as const)),
  );
  const messages = turns.map((turn): LanguageModelV3Message => {
    const text = { type: 'text' as const, text: turn.content };
    if (turn.role === 'assistant') return { role: 'assistant', content: [text] };
    const images = turn.images.flatMap((image) => {
      const file = files.get(image.id);
      return file ? [{ type: 'file' as const, data: file.bytes, mediaType: file.mime }] : [];
    });
    // A picture alone is sent without an empty text beside it; a turn is never left with no part at all.
    return { role: 'user', content: turn.content || !images.length ? [text, ...images] : images };
  });
  return { system: shape.system, messages, inputTokens };
}
