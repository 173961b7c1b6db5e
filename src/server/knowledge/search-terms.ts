// The words of a chunk or a query, for PostgreSQL's full-text search with the 'simple' configuration
// (no stemming or stop words of its own, the same for every language). PostgreSQL splits words on spaces and
// punctuation, which leaves a run of Chinese characters as one "word": Chinese is split into words here
// with jieba (search mode, so a long word also yields its parts), and everything is put in one form
// first (NFKC: full-width letters and digits become ASCII) and lower-cased.
import { createRequire } from 'node:module';
import type * as JiebaModule from '@node-rs/jieba';
import type { Jieba } from '@node-rs/jieba';
import type * as JiebaDict from '@node-rs/jieba/dict';
import { stemmer } from 'stemmer';
import { STOP_WORDS } from './stop-words';

let jieba: Jieba | undefined;

/** Loaded on first use: the native module and its 5 MB dictionary cost nothing to a server that never searches. */
function segmenter(): Jieba {
  if (jieba) return jieba;
  const require = createRequire(import.meta.url);
  const { Jieba: JiebaClass } = require('@node-rs/jieba') as typeof JiebaModule;
  const { dict } = require('@node-rs/jieba/dict') as typeof JiebaDict;
  jieba = JiebaClass.withDict(dict);
  return jieba;
}

const HAN = /\p{Script=Han}/u;
// Letters, digits and combining marks: anything else (punctuation, symbols, and so every character
// tsquery gives a meaning to) separates words.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
// PostgreSQL refuses to index longer words, and no one searches for one.
const MAX_TERM_LENGTH = 100;

function terms(text: string): string[] {
  const normal = text.normalize('NFKC').toLowerCase();
  const found: string[] = [];
  const add = (piece: string) => {
    for (const [word] of piece.matchAll(WORD)) if (word.length <= MAX_TERM_LENGTH) found.push(word);
  };
  if (!HAN.test(normal)) {
    add(normal);
    return found;
  }
  // jieba keeps Latin words and numbers whole, so the whole text goes through it once.
  for (const token of segmenter().cutForSearch(normal, true)) add(token);
  return found;
}

/**
 * English words by their stem (tickets, ticket → ticket; watering → water), so a question finds a passage
 * that says the same thing in another form; other words are kept as they are.
 */
const ENGLISH_WORD = /^[a-z]+$/;
const stem = (term: string) => (ENGLISH_WORD.test(term) ? stemmer(term) : term);

/** The words of `text` joined by spaces, for `to_tsvector('simple', …)`. */
export function searchTerms(text: string): string {
  return terms(text).map(stem).join(' ');
}

/**
 * The distinct words of a query that say what it is about (see ./stop-words.ts), safe to join into an OR
 * tsquery (letters, digits and marks only).
 */
export function queryTerms(text: string): string[] {
  return [
    ...new Set(
      terms(text)
        .filter((term) => !STOP_WORDS.has(term))
        .map(stem),
    ),
  ];
}
