// The loopback embeddings API's vectors: a stand-in for meaning that is deterministic and cheap. A text's
// words are split as the tests' stand-in for the app's splitter splits them (tests/support/terms.ts: Latin
// words and codes whole, Chinese cut by jieba in search mode, as the app's keyword search cuts it); each word
// counts once, and each of its Chinese characters half as much, as a real model's sub-word units let 图书 and
// 书, or 购票 and 买票, come close. The counts are hashed into the model's dimensions and L2-normalised. It
// knows no synonyms: 小孩 and 儿童 stay as far apart as any two unrelated words.
import { searchTerms } from '../support/terms';

const HAN = /\p{Script=Han}/u;
/** The weight of a Chinese character beside its word's 1. */
const CHARACTER_WEIGHT = 0.5;

/** FNV-1a, 32 bits: stable across runs and processes, so the same text always gets the same vector. */
function hash(feature: string): number {
  let value = 0x811c9dc5;
  for (const byte of Buffer.from(feature, 'utf8'))
    value = Math.imul(value ^ byte, 0x01000193) >>> 0;
  return value;
}

/** What a text is about: its words and their Chinese characters, with their weights. */
export function features(text: string): Array<[string, number]> {
  const found: Array<[string, number]> = [];
  for (const word of searchTerms(text).split(' ')) {
    if (!word) continue;
    found.push([word, 1]);
    if (!HAN.test(word)) continue;
    for (const character of word)
      // Marked, so a character counts apart from the one-character word it may also be.
      if (HAN.test(character)) found.push([`char:${character}`, CHARACTER_WEIGHT]);
  }
  return found;
}

/** The fake's vector of a text (all zeros for a text without words). */
export function fakeEmbedding(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const [feature, weight] of features(text)) vector[hash(feature) % dimensions]! += weight;
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}
