// The starter set: categories and public characters in every UI language, written at server start. Seeding
// is an upsert by seed key inside one transaction, skipped when the stored set is already this version's.
import { and, count, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import { PRESET_PREFIX } from '@shared/api/roles';
import type { Database } from '../../db/client';
import { characterCategories, characters } from '../../db/schema';
import { SEED_CATEGORIES } from './seed/categories';
import { EN_US } from './seed/en-US';
import { ZH_CN } from './seed/zh-CN';
import type { SeedCharacter } from './seed/types';

/**
 * When the starter set last changed: bump it with any change to the seed files. It is stored as the
 * starters' `updated_at`, which is how a start tells whether the stored set is current.
 */
export const SEED_VERSION = '2026-11-23T00:00:00.000Z';

const SETS: Record<Locale, SeedCharacter[]> = { 'en-US': EN_US, 'zh-CN': ZH_CN };

type CharacterInsert = typeof characters.$inferInsert;

/** The rows to store. `created_at` steps back one second per character, so newest-first is file order. */
export function starterRows(version = SEED_VERSION): CharacterInsert[] {
  const updatedAt = new Date(version);
  return Object.entries(SETS).flatMap(([locale, set]) =>
    set.map((seed, index) => ({
      ownerId: null,
      seedKey: `${locale}:${seed.key}`,
      locale,
      name: seed.name,
      avatar: `${PRESET_PREFIX}${seed.avatar}`,
      description: seed.description,
      systemPrompt: seed.prompt.join('\n\n'),
      greeting: seed.greeting,
      categoryId: seed.category,
      visibility: 'public' as const,
      createdAt: new Date(updatedAt.getTime() - index * 1000),
      updatedAt,
    })),
  );
}

export const categoryRows = () =>
  SEED_CATEGORIES.map((category, index) => ({ ...category, sort: (index + 1) * 10 }));

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Writes the starter set unless it is already current. Answers whether it wrote. */
export async function seedStarterSet(db: Database): Promise<'current' | 'seeded'> {
  const rows = starterRows();
  const starter = and(isNull(characters.ownerId), isNotNull(characters.seedKey));
  const [state] = await db
    .select({
      total: count(),
      current:
        sql<number>`count(*) filter (where ${characters.updatedAt} = ${SEED_VERSION}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(characters)
    .where(starter);
  if (state && state.total === rows.length && state.current === rows.length) return 'current';

  await db.transaction(async (tx) => {
    await tx
      .insert(characterCategories)
      .values(categoryRows())
      .onConflictDoUpdate({
        target: characterCategories.id,
        set: { name: excluded('name'), sort: excluded('sort') },
      });
    await tx
      .insert(characters)
      .values(rows)
      .onConflictDoUpdate({
        target: characters.seedKey,
        set: {
          locale: excluded('locale'),
          name: excluded('name'),
          avatar: excluded('avatar'),
          description: excluded('description'),
          systemPrompt: excluded('system_prompt'),
          greeting: excluded('greeting'),
          categoryId: excluded('category_id'),
          visibility: excluded('visibility'),
          createdAt: excluded('created_at'),
          updatedAt: excluded('updated_at'),
        },
      });
    // Starters dropped from the files go; conversations with them stay, unlinked.
    await tx.delete(characters).where(
      and(
        starter,
        notInArray(
          characters.seedKey,
          rows.map((row) => row.seedKey!),
        ),
      ),
    );
  });
  return 'seeded';
}
