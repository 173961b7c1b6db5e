// A stand-in for the app's word splitter, for the knowledge store's tests: Latin letters and digits as
// lower-case words (a code such as XK-4417 stays one word), Chinese split by jieba. The knowledge store takes
// words as inputs, so any splitter that treats chunks and questions alike will do here.
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

let jieba: Jieba | undefined;
const splitter = () => (jieba ??= Jieba.withDict(dict));

const LATIN = /[\p{L}\p{N}]+(?:[-_.'][\p{L}\p{N}]+)*/gu;
const HAN = /\p{Script=Han}+/gu;

/** A chunk's words for its tsvector: the search cut, which adds the short words inside long ones. */
export function searchTerms(text: string): string {
  return cut(text, (run) => splitter().cutForSearch(run, true)).join(' ');
}

/** A question's words, each once. */
export function queryTerms(text: string): string[] {
  return [...new Set(cut(text, (run) => splitter().cutForSearch(run, true)))];
}

function cut(text: string, chinese: (run: string) => string[]): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  const hanFree = lower.replace(HAN, ' ');
  for (const match of hanFree.matchAll(LATIN)) out.push(match[0]);
  for (const match of lower.matchAll(HAN))
    out.push(...chinese(match[0]).filter((word) => word.trim().length > 0));
  return out;
}
