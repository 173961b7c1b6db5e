// A user's own characters (create, edit, delete, list) and the characters they have talked to. Every query
// names the owner: someone else's character, private or public, is simply not found here.
import { and, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import type {
  CharacterInfo,
  CharactersPage,
  RoleUsersPage,
  characterInput,
} from '@shared/api/roles';
import type * as z from 'zod/mini';
import type { Deps } from '../../deps';
import { characterCategories, characters, conversations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { UUID_RE, offsetOf, toCharacterInfo } from './view';

type Input = z.output<typeof characterInput>;

async function assertCategory(deps: Deps, categoryId: string): Promise<void> {
  const [row] = await deps.db
    .select({ id: characterCategories.id })
    .from(characterCategories)
    .where(eq(characterCategories.id, categoryId));
  if (!row) throw new AppError('VALIDATION', {}, 'roles.invalid.category');
}

function fields(input: Input) {
  return {
    name: input.name,
    avatar: input.avatar ?? null,
    description: input.description,
    systemPrompt: input.systemPrompt,
    greeting: input.greeting,
    categoryId: input.categoryId,
    visibility: input.visibility,
  };
}

export async function createCharacter(
  deps: Deps,
  userId: string,
  input: Input,
): Promise<CharacterInfo> {
  await assertCategory(deps, input.categoryId);
  const now = deps.now();
  const [row] = await deps.db
    .insert(characters)
    .values({ ...fields(input), ownerId: userId, createdAt: now, updatedAt: now })
    .returning();
  return toCharacterInfo(row!, userId);
}

export async function editCharacter(
  deps: Deps,
  userId: string,
  id: string,
  input: Input,
): Promise<CharacterInfo> {
  if (!UUID_RE.test(id)) throw new AppError('NOT_FOUND');
  await assertCategory(deps, input.categoryId);
  const [row] = await deps.db
    .update(characters)
    .set({ ...fields(input), updatedAt: deps.now() })
    .where(and(eq(characters.id, id), eq(characters.ownerId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toCharacterInfo(row, userId);
}

/** Conversations with it stay readable: their character link is set to null by the foreign key. */
export async function deleteCharacter(deps: Deps, userId: string, id: string): Promise<void> {
  if (!UUID_RE.test(id)) throw new AppError('NOT_FOUND');
  const deleted = await deps.db
    .delete(characters)
    .where(and(eq(characters.id, id), eq(characters.ownerId, userId)))
    .returning({ id: characters.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

export async function myCharacters(
  deps: Deps,
  userId: string,
  page: number,
  pageSize: number,
): Promise<CharactersPage> {
  const mine = eq(characters.ownerId, userId);
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(characters)
      .where(mine)
      .orderBy(desc(characters.updatedAt), desc(characters.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    deps.db.select({ total: count() }).from(characters).where(mine),
  ]);
  return {
    list: rows.map((row) => toCharacterInfo(row, userId)),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
}

/**
 * The role-user list: each character the user has a chat with, once, with the latest such conversation,
 * latest first. A character that has since gone private (someone else's) is left out.
 */
export async function roleUsers(
  deps: Deps,
  userId: string,
  page: number,
  pageSize: number,
): Promise<RoleUsersPage> {
  const latest = deps.db
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
    deps.db
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
    deps.db
      .select({ total: count() })
      .from(latest)
      .innerJoin(characters, eq(characters.id, latest.characterId))
      .where(visible),
  ]);
  return {
    list: rows.map((row) => ({
      character: toCharacterInfo(row.character, userId),
      conversationId: row.conversationId,
      lastAt: row.lastAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
}
