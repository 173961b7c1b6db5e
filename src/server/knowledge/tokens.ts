// Token counts with the tokenizer of current OpenAI models (o200k_base, gpt-tokenizer's default), since
// chunk sizes are a budget of the embedding and chat models, and Chinese costs about four times more
// tokens per character than English.
import { tokenizer } from '../deferred';

// A user's text may contain "<|endoftext|>": it is text here, not a control token (by default the
// tokenizer throws on it).
const PLAIN = { disallowedSpecial: new Set<string>() };

export const tokenCount = (text: string): number => tokenizer().countTokens(text, PLAIN);

/**
 * `text` cut into pieces of at most `maxTokens` tokens, on token boundaries. A boundary that falls inside
 * a character (a Chinese character can take two tokens) moves back to the character's start, so that
 * every piece decodes to exactly a slice of the text.
 */
export function cutOnTokens(text: string, maxTokens: number): string[] {
  const { encode, decode } = tokenizer();
  const tokens = encode(text, PLAIN);
  const pieces: string[] = [];
  let rest = text;
  for (let start = 0; start < tokens.length;) {
    let end = Math.min(start + maxTokens, tokens.length);
    let piece = decode(tokens.slice(start, end));
    while (end > start + 1 && !rest.startsWith(piece)) piece = decode(tokens.slice(start, --end));
    if (!rest.startsWith(piece)) {
      // One token that is not a whole character by itself: take it with the tokens that complete it.
      while (end < tokens.length && !rest.startsWith(piece))
        piece = decode(tokens.slice(start, ++end));
      if (!rest.startsWith(piece)) return [...pieces, rest];
    }
    pieces.push(piece);
    rest = rest.slice(piece.length);
    start = end;
  }
  return pieces.filter((piece) => piece.length > 0);
}
