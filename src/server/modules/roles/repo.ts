// The queries of a user's own characters and of the characters they talk to. Every query names the owner or
// the viewer: someone else's private character is simply not found here.
import { and, count, desc, eq, isNotNull, isNull, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { characterCategories, characters, conversations } from '../../db/schema';
import type { CharacterRow } from './character-access';
import { offsetOf } from './character-access';

export type CharacterFields = Pick<
  typeof characters.$inferInsert,
  'name' | 'avatar' | 'description' | 'systemPrompt' | 'greeting' | 'categoryId' | 'visibility'
>;

export async function categoryExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: characterCategories.id })
    .from(characterCategories)
    .where(and(eq(characterCategories.id, id), isNull(characterCategories.deletedAt)));
  return Boolean(row);
}

export async function insertCharacter(
  db: Database,
  values: CharacterFields & { ownerId: string; createdAt: Date; updatedAt: Date },
): Promise<CharacterRow> {
  const [row] = await db.insert(characters).values(values).returning();
  return row!;
}

export async function updateOwnCharacter(
  db: Database,
  ownerId: string,
  id: string,
  values: CharacterFields & { updatedAt: Date },
): Promise<CharacterRow | undefined> {
  const [row] = await db
    .update(characters)
    .set(values)
    .where(and(eq(characters.id, id), eq(characters.ownerId, ownerId)))
    .returning();
  return row;
}

/** Conversations with it stay readable: their character link is set to null by the foreign key. */
export async function deleteOwnCharacter(db: Database, ownerId: string, id: string) {
  const deleted = await db
    .delete(characters)
    .where(and(eq(characters.id, id), eq(characters.ownerId, ownerId)))
    .returning({ id: characters.id });
  return deleted.length > 0;
}

/** A character this viewer may read: a public one, or (signed in) their own. */
export async function readableCharacter(
  db: Database,
  id: string,
  viewerId: string | undefined,
): Promise<CharacterRow | undefined> {
  const [row] = await db
    .select()
    .from(characters)
    .where(
      and(
        eq(characters.id, id),
        viewerId
          ? or(eq(characters.visibility, 'public'), eq(characters.ownerId, viewerId))
          : eq(characters.visibility, 'public'),
      ),
    );
  return row;
}

export async function ownCharacters(
  db: Database,
  ownerId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: CharacterRow[]; total: number }> {
  const mine = eq(characters.ownerId, ownerId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(characters)
      .where(mine)
      .orderBy(desc(characters.updatedAt), desc(characters.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ total: count() }).from(characters).where(mine),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Each character the user has a chat with, once, with the latest such conversation, latest first. A
 * character that has since gone private (someone else's) is left out.
 */
export async function talkedTo(db: Database, userId: string, page: number, pageSize: number) {
  const latest = db
    .selectDistinctOn([conversations.characterId], {
      characterId: conversations.characterId,
      conversationId: conversations.id,
      lastAt: conversations.updatedAt,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.userId, userId),
        eq(conversations.kind, 'chat'),
        isNotNull(conversations.characterId),
      ),
    )
    .orderBy(conversations.characterId, desc(conversations.updatedAt), desc(conversations.id))
    .as('latest');
  const visible = or(eq(characters.ownerId, userId), eq(characters.visibility, 'public'));
  const [rows, totals] = await Promise.all([
    db
      .select({
        character: characters,
        conversationId: latest.conversationId,
        lastAt: latest.lastAt,
      })
      .from(latest)
      .innerJoin(characters, eq(characters.id, latest.characterId))
      .where(visible)
      .orderBy(desc(latest.lastAt), desc(latest.conversationId))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db
      .select({ total: count() })
      .from(latest)
      .innerJoin(characters, eq(characters.id, latest.characterId))
      .where(visible),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Replaces a character's avatar if it is still `from` (a remote picture being adopted). */
export async function replaceCharacterAvatar(
  db: Database,
  id: string,
  from: string,
  to: string | null,
): Promise<void> {
  await db
    .update(characters)
    .set({ avatar: to })
    .where(and(eq(characters.id, id), eq(characters.avatar, from)));
}

/** Users' characters whose avatar is still an address elsewhere. */
export function charactersWithRemoteAvatars(db: Database, limit: number) {
  return db
    .select({ id: characters.id, ownerId: characters.ownerId, avatar: characters.avatar })
    .from(characters)
    .where(and(like(characters.avatar, 'https://%'), isNotNull(characters.ownerId)))
    .limit(limit);
}
