// Token counts for holds and quotes. One tokenizer (o200k, current OpenAI models) for every provider: other
// providers' tokenizers differ, so the hold adds a margin for them; the settle uses the provider's own usage.
import { tokenizer } from '../../deferred';
import type { CatalogEntry } from '../../providers/llm/catalog';

/** Tokens a message costs beyond its text (role markers), and the reply's priming (OpenAI's formula). */
const PER_MESSAGE = 4;
const PRIMING = 3;
/**
 * What one image may cost as input: OpenAI's high-detail tiles for a 2048x2048 image are 1,105 tokens and
 * Anthropic's ~1,600 for a 1.15 MP image; the hold uses the larger.
 */
export const IMAGE_TOKENS = 1_600;

/** Other providers tokenise differently (Claude counts ~20–30% more for English): hold for it. */
const MARGIN: Record<CatalogEntry['provider'], number> = {
  openai: 1,
  anthropic: 1.35,
  'openai-compatible': 1.35,
};

export function countTextTokens(text: string): number {
  return text ? tokenizer().countTokens(text) : 0;
}

export interface PromptPart {
  text: string;
  images: number;
}

/** The input tokens of a prompt (system and messages), as large as the provider may count them. */
export function countPromptTokens(provider: CatalogEntry['provider'], parts: PromptPart[]): number {
  return withMargin(
    provider,
    parts.reduce((total, part) => total + partTokens(part), 0),
  );
}

/** One message's own tokens, before the margin. */
export function partTokens(part: PromptPart): number {
  return PER_MESSAGE + countTextTokens(part.text) + part.images * IMAGE_TOKENS;
}

/** A prompt's total from its messages' own tokens: the reply's priming and the provider's margin added. */
export function withMargin(provider: CatalogEntry['provider'], messageTokens: number): number {
  return Math.ceil((PRIMING + messageTokens) * MARGIN[provider]);
}
