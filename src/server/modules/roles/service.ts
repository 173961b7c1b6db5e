// A user's own characters (create, edit, delete, list), one character as a viewer may read it, and the
// characters a user has talked to.
import type {
  CharacterInfo,
  CharactersPage,
  RoleUsersPage,
  characterInput,
} from '@shared/api/roles';
import { PATTERNS } from '@shared/rules/patterns';
import type * as z from 'zod/mini';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { toCharacterInfo } from './character-access';
import {
  categoryExists,
  deleteOwnCharacter,
  insertCharacter,
  ownCharacters,
  readableCharacter,
  talkedTo,
  updateOwnCharacter,
  type CharacterFields,
} from './repo';

type Input = z.output<typeof characterInput>;

async function assertCategory(deps: Deps, categoryId: string): Promise<void> {
  if (!(await categoryExists(deps.db, categoryId)))
    throw new AppError('VALIDATION', {}, 'roles.invalid.category');
}

function fields(input: Input): CharacterFields {
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
  const row = await insertCharacter(deps.db, {
    ...fields(input),
    ownerId: userId,
    createdAt: now,
    updatedAt: now,
  });
  return toCharacterInfo(row, userId);
}

export async function editCharacter(
  deps: Deps,
  userId: string,
  id: string,
  input: Input,
): Promise<CharacterInfo> {
  if (!PATTERNS.uuid.test(id)) throw new AppError('NOT_FOUND');
  await assertCategory(deps, input.categoryId);
  const row = await updateOwnCharacter(deps.db, userId, id, {
    ...fields(input),
    updatedAt: deps.now(),
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toCharacterInfo(row, userId);
}

export async function deleteCharacter(deps: Deps, userId: string, id: string): Promise<void> {
  if (!PATTERNS.uuid.test(id) || !(await deleteOwnCharacter(deps.db, userId, id)))
    throw new AppError('NOT_FOUND');
}

/** One character, public or the viewer's own; the system prompt only for its owner. */
export async function characterInfo(
  deps: Deps,
  id: string,
  viewerId: string | undefined,
): Promise<CharacterInfo> {
  const row = PATTERNS.uuid.test(id) ? await readableCharacter(deps.db, id, viewerId) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return toCharacterInfo(row, viewerId);
}

export async function myCharacters(
  deps: Deps,
  userId: string,
  page: number,
  pageSize: number,
): Promise<CharactersPage> {
  const { rows, total } = await ownCharacters(deps.db, userId, page, pageSize);
  return { list: rows.map((row) => toCharacterInfo(row, userId)), total, page, pageSize };
}

/** The role-user list: each character the user has a chat with, with the latest such conversation. */
export async function roleUsers(
  deps: Deps,
  userId: string,
  page: number,
  pageSize: number,
): Promise<RoleUsersPage> {
  const { rows, total } = await talkedTo(deps.db, userId, page, pageSize);
  return {
    list: rows.map((row) => ({
      character: toCharacterInfo(row.character, userId),
      conversationId: row.conversationId,
      lastAt: row.lastAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}
