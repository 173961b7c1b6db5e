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
import {
  adoptRemoteAvatar,
  avatarToStore,
  isRemoteAvatar,
  type AvatarLog,
} from '../../files/avatars';
import { toCharacterInfo, type CharacterRow } from './character-access';
import {
  categoryExists,
  charactersWithRemoteAvatars,
  deleteOwnCharacter,
  insertCharacter,
  ownCharacters,
  readableCharacter,
  replaceCharacterAvatar,
  talkedTo,
  updateOwnCharacter,
  type CharacterFields,
} from './repo';

type Input = z.output<typeof characterInput>;

/** A category a character may be put in (not one an admin deleted). */
export async function assertCategory(deps: Deps, categoryId: string): Promise<void> {
  if (!(await categoryExists(deps.db, categoryId)))
    throw new AppError('VALIDATION', {}, 'roles.invalid.category');
}

async function fields(deps: Deps, userId: string, input: Input): Promise<CharacterFields> {
  let avatar: string | null;
  try {
    avatar = await avatarToStore(deps, userId, input.avatar ?? null);
  } catch {
    throw new AppError('VALIDATION', {}, 'roles.invalid.avatar');
  }
  return {
    name: input.name,
    avatar,
    description: input.description,
    systemPrompt: input.systemPrompt,
    greeting: input.greeting,
    categoryId: input.categoryId,
    visibility: input.visibility,
  };
}

/** A character's picture given as an address elsewhere is fetched and stored in the background. */
export function adoptCharacterAvatar(
  deps: Deps,
  row: Pick<CharacterRow, 'id' | 'ownerId' | 'avatar'>,
  warn: AvatarLog,
): Promise<void> {
  if (!row.ownerId || !isRemoteAvatar(row.avatar)) return Promise.resolve();
  const url = row.avatar;
  return adoptRemoteAvatar(
    deps,
    row.ownerId,
    url,
    (value) => replaceCharacterAvatar(deps.db, row.id, url, value),
    warn,
  );
}

export async function createCharacter(
  deps: Deps,
  userId: string,
  input: Input,
  warn: AvatarLog,
): Promise<CharacterInfo> {
  await assertCategory(deps, input.categoryId);
  const now = deps.now();
  const row = await insertCharacter(deps.db, {
    ...(await fields(deps, userId, input)),
    ownerId: userId,
    createdAt: now,
    updatedAt: now,
  });
  void adoptCharacterAvatar(deps, row, warn);
  return toCharacterInfo(deps, row, userId);
}

export async function editCharacter(
  deps: Deps,
  userId: string,
  id: string,
  input: Input,
  warn: AvatarLog,
): Promise<CharacterInfo> {
  if (!PATTERNS.uuid.test(id)) throw new AppError('NOT_FOUND');
  await assertCategory(deps, input.categoryId);
  const row = await updateOwnCharacter(deps.db, userId, id, {
    ...(await fields(deps, userId, input)),
    updatedAt: deps.now(),
  });
  if (!row) throw new AppError('NOT_FOUND');
  void adoptCharacterAvatar(deps, row, warn);
  return toCharacterInfo(deps, row, userId);
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
  return toCharacterInfo(deps, row, viewerId);
}

export async function myCharacters(
  deps: Deps,
  userId: string,
  page: number,
  pageSize: number,
): Promise<CharactersPage> {
  const { rows, total } = await ownCharacters(deps.db, userId, page, pageSize);
  return { list: rows.map((row) => toCharacterInfo(deps, row, userId)), total, page, pageSize };
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
      character: toCharacterInfo(deps, row.character, userId),
      conversationId: row.conversationId,
      lastAt: row.lastAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/** Adopts the remote avatars still waiting (a few at a time, in order). */
export async function adoptPendingAvatars(deps: Deps, warn: AvatarLog): Promise<void> {
  for (const row of await charactersWithRemoteAvatars(deps.db, 100))
    await adoptCharacterAvatar(deps, row, warn);
}
