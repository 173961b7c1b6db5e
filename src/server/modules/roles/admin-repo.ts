// The console's queries of characters and categories: the characters an admin manages (starters, hidden ones
// too, and users' public ones), one of them locked for a change, and the categories with how many characters
// each holds. A deleted category is a tombstone (so the seed does not bring a shipped one back): left out here.
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queries } from '../../db/client';
import { likePattern } from '../../db/like';
import { characterCategories, characters, users } from '../../db/schema';
import { browseOrder, offsetOf, type CharacterRow } from './character-access';

/** What the console manages: every starter, and users' characters while public. */
const managed = or(isNull(characters.ownerId), eq(characters.visibility, 'public'))!;

export interface ManagedQuery {
  q?: string;
  categoryId?: string;
  origin: 'all' | 'starter' | 'user';
  page: number;
  pageSize: number;
}

export async function managedPage(db: Queries, query: ManagedQuery) {
  const filters: SQL[] = [managed];
  if (query.origin === 'starter') filters.push(isNull(characters.ownerId));
  if (query.origin === 'user') filters.push(isNotNull(characters.ownerId));
  if (query.categoryId) filters.push(eq(characters.categoryId, query.categoryId));
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(characters.name, pattern), ilike(characters.description, pattern))!);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: characters, owner: users.email })
      .from(characters)
      .leftJoin(users, eq(users.id, characters.ownerId))
      .where(where)
      .orderBy(...browseOrder)
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ total: count() }).from(characters).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * A character the console manages, with its owner's e-mail; locked for a change. After a change, `any` reads it
 * whatever it became (a user's character an admin hid is private, no longer the console's).
 */
export async function managedCharacter(db: Queries, id: string, lock = false, any = false) {
  const query = db
    .select({ row: characters, owner: users.email })
    .from(characters)
    .leftJoin(users, eq(users.id, characters.ownerId))
    .where(and(eq(characters.id, id), any ? undefined : managed));
  const [found] = await (lock ? query.for('update', { of: characters }) : query);
  return found;
}

export type StarterFields = Pick<
  CharacterRow,
  'name' | 'avatar' | 'description' | 'systemPrompt' | 'greeting' | 'categoryId' | 'locale'
>;

export async function insertStarter(db: Queries, fields: StarterFields, now: Date) {
  const [row] = await db
    .insert(characters)
    .values({
      ...fields,
      ownerId: null,
      visibility: 'public',
      editedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: characters.id });
  return row!.id;
}

export async function updateCharacter(db: Queries, id: string, fields: Partial<CharacterRow>) {
  await db.update(characters).set(fields).where(eq(characters.id, id));
}

const live = isNull(characterCategories.deletedAt);

/** Every category in the gallery's order, each with how many characters (any owner, any visibility) it holds. */
export function categoriesWithUse(db: Queries) {
  return db
    .select({
      id: characterCategories.id,
      name: characterCategories.name,
      sort: characterCategories.sort,
      characters: count(characters.id),
    })
    .from(characterCategories)
    .leftJoin(characters, eq(characters.categoryId, characterCategories.id))
    .where(live)
    .groupBy(characterCategories.id)
    .orderBy(asc(characterCategories.sort), asc(characterCategories.id));
}

/** The category, tombstones included (a tombstone's id is taken again by making it anew); locked. */
export async function lockCategory(db: Queries, id: string) {
  const [row] = await db
    .select()
    .from(characterCategories)
    .where(eq(characterCategories.id, id))
    .for('update');
  return row;
}

export async function usesOfCategory(db: Queries, id: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(characters)
    .where(eq(characters.categoryId, id));
  return row?.total ?? 0;
}

export async function writeCategory(
  db: Queries,
  row: typeof characterCategories.$inferInsert & { id: string },
) {
  await db
    .insert(characterCategories)
    .values(row)
    .onConflictDoUpdate({ target: characterCategories.id, set: row });
}

/** After every category: where a new one goes. */
export async function lastCategorySort(db: Queries): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${characterCategories.sort}), 0)`.mapWith(Number) })
    .from(characterCategories);
  return row?.last ?? 0;
}
