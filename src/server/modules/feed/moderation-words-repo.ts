// The checked words as the console edits them: the list with who added each word (from the audit log: the
// table itself keeps no author, and the shipped list has none), adding one and removing one.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Queries } from '../../db/client';
import { adminAudit, bannedWords, users } from '../../db/schema';

export type BannedWord = typeof bannedWords.$inferSelect;

/** Every word, or the one with `id`. */
export function listBannedWords(db: Database, id?: number) {
  return db
    .select({
      word: bannedWords,
      // Aliased: inside a one-table select drizzle writes columns without their table, which is ambiguous here.
      addedBy: sql<
        string | null
      >`(select u.email from ${adminAudit} a join ${users} u on u.id = a.actor_id
        where a.action = 'bannedWord.add' and a.target_id = ${bannedWords}.id::text
        order by a.id desc limit 1)`,
    })
    .from(bannedWords)
    .where(id === undefined ? undefined : eq(bannedWords.id, id))
    .orderBy(asc(bannedWords.locale), asc(bannedWords.word));
}

/** Adds the word; undefined when its language already has it. */
export async function insertBannedWord(
  tx: Queries,
  word: { locale: string; word: string; now: Date },
): Promise<BannedWord | undefined> {
  const [row] = await tx
    .insert(bannedWords)
    .values({ locale: word.locale, word: word.word, createdAt: word.now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Removes the word; undefined when there is no such word (another admin removed it first). */
export async function deleteBannedWord(tx: Queries, id: number): Promise<BannedWord | undefined> {
  const [row] = await tx.delete(bannedWords).where(eq(bannedWords.id, id)).returning();
  return row;
}
