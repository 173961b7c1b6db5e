// The checked words a published prompt is held for review by: seeded in both languages from
// defaults/banned-words.json (once per version of the file; admins edit the list afterwards), and matched
// case-insensitively: words of spaced scripts as whole words (so "class" never matches "ass"), others
// (Chinese) anywhere in the text.
import { readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bannedWords } from '../../db/schema';
import { seedOnce } from '../../db/seed-runs';
import { defaultFile } from '../../defaults';

interface BannedWordsFile {
  version: string;
  words: Record<string, string[]>;
}

/** Normal form of text and words alike: compatibility forms folded (full-width letters), lower case. */
export const normalWord = (text: string) => text.normalize('NFKC').toLowerCase();

/** Words written with spaces between them: matched whole. */
const SPACED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\s'’-]+$/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of `words` that `text` holds, each once, in the list's order. */
export function matchBannedWords(text: string, words: readonly string[]): string[] {
  const haystack = normalWord(text);
  return [...new Set(words.map(normalWord))].filter((word) => {
    if (!word.trim()) return false;
    if (!SPACED.test(word)) return haystack.includes(word);
    return new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
  });
}

/** The checked words (every language: a prompt may mix them) that any of `texts` holds. */
export async function findBannedWords(
  db: Database,
  texts: Array<string | undefined>,
): Promise<string[]> {
  const text = texts.filter(Boolean).join('\n');
  if (!text.trim()) return [];
  const rows = await db
    .select({ word: bannedWords.word })
    .from(bannedWords)
    .orderBy(asc(bannedWords.id));
  return matchBannedWords(
    text,
    rows.map((row) => row.word),
  );
}

/** Writes the shipped list into a database that has not had this version of it. */
export function seedBannedWords(db: Database, file = defaultFile('banned-words.json')) {
  const seed = JSON.parse(readFileSync(file, 'utf8')) as BannedWordsFile;
  const rows = Object.entries(seed.words).flatMap(([locale, words]) =>
    words.map((word) => ({ locale, word: normalWord(word) })),
  );
  return seedOnce(db, 'banned-words', seed.version, async (tx) => {
    if (rows.length) await tx.insert(bannedWords).values(rows).onConflictDoNothing();
  });
}
