// Extracted text cut into retrieval chunks. Sizes are counted in tokens (the budget of the embedding and
// chat models), chunks end on sentence boundaries in English and Chinese, and consecutive chunks of one
// passage share a few whole sentences so that a fact cut at a boundary is still found whole in one of them.
// A chunk never starts on one page and takes the page of another: a page break starts a new chunk, and the
// chunk keeps the page it starts on. A Markdown heading starts a new chunk too, unless the chunk so far is
// only a heading or a line. The same text always gives the same chunks.
import { splitSentences, type Sentence } from './sentences';
import { cutOnTokens, tokenCount } from './tokens';

export interface Chunk {
  index: number;
  text: string;
  tokens: number;
  /** The PDF page the chunk starts on. */
  page?: number;
}

export interface ChunkOptions {
  maxTokens?: number;
  overlapTokens?: number;
}

interface Unit extends Sentence {
  tokens: number;
  page?: number;
}

/** Sentences of every page, with their token counts; a sentence over the limit is cut on tokens. */
function unitsOf(pages: ReadonlyArray<{ page?: number; text: string }>, maxTokens: number): Unit[] {
  const units: Unit[] = [];
  for (const { page, text } of pages)
    for (const sentence of splitSentences(text)) {
      const tokens = tokenCount(sentence.text);
      if (tokens <= maxTokens) {
        units.push({ ...sentence, tokens, page });
        continue;
      }
      cutOnTokens(sentence.text, maxTokens).forEach((piece, i) =>
        units.push({
          text: piece,
          separator: i ? '' : sentence.separator,
          heading: sentence.heading && i === 0,
          tokens: tokenCount(piece),
          page,
        }),
      );
    }
  return units;
}

const joined = (units: readonly Unit[]) =>
  units.map((unit, i) => (i ? unit.separator + unit.text : unit.text)).join('');

// A separator is a token at most; counted so that the running sum stays an upper bound in practice.
const cost = (unit: Unit) => unit.tokens + (unit.separator ? 1 : 0);

export function chunkText(
  pages: ReadonlyArray<{ page?: number; text: string }>,
  options: ChunkOptions = {},
): Chunk[] {
  const maxTokens = Math.max(1, options.maxTokens ?? 400);
  const overlapTokens = Math.min(options.overlapTokens ?? 60, Math.floor(maxTokens / 2));
  // A chunk this small before a heading (a title, a byline) stays with the section that follows.
  const trivialTokens = Math.min(16, maxTokens / 8);
  const chunks: Chunk[] = [];

  const emit = (units: Unit[]): void => {
    // The sum of sentence counts can differ from the count of the joined text by a token or two at the
    // joins: the joined text is counted, and its last sentences move on when it is over after all.
    let keep = units;
    let text = joined(keep);
    let tokens = tokenCount(text);
    while (tokens > maxTokens && keep.length > 1) {
      keep = keep.slice(0, -1);
      text = joined(keep);
      tokens = tokenCount(text);
    }
    chunks.push({
      index: chunks.length,
      text,
      tokens,
      ...(keep[0]!.page ? { page: keep[0]!.page } : {}),
    });
    if (keep.length < units.length) emit(units.slice(keep.length));
  };

  let current: Unit[] = [];
  let currentTokens = 0;
  for (const unit of unitsOf(pages, maxTokens)) {
    if (current.length) {
      const first = current[0]!;
      const newPage = unit.page !== first.page;
      const newSection =
        unit.heading && currentTokens >= trivialTokens && current.some((u) => !u.heading);
      const full = currentTokens + cost(unit) > maxTokens;
      if (newPage || newSection || full) {
        emit(current);
        // Overlap only inside one passage: never across a page (the chunk would claim the wrong page)
        // nor into a new section.
        const overlap: Unit[] = [];
        let overlapCost = 0;
        if (full && !newPage && !newSection)
          for (let i = current.length - 1; i > 0; i--) {
            const next = overlapCost + cost(current[i]!);
            if (next > overlapTokens || next + unit.tokens + 1 > maxTokens) break;
            overlap.unshift(current[i]!);
            overlapCost = next;
          }
        current = overlap;
        currentTokens = overlap.reduce((sum, u, i) => sum + (i ? cost(u) : u.tokens), 0);
      }
    }
    currentTokens += current.length ? cost(unit) : unit.tokens;
    current.push(unit);
  }
  if (current.length) emit(current);
  return chunks;
}
