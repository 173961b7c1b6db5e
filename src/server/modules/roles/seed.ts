// The starter set: categories and public characters in every UI language, written at server start once per
// version of its rows (`seed_runs`). Seeding is an upsert by seed key inside one transaction; `seedStarterSet` also
// compares the stored set first and writes only when it is not this version's.
// What admins did in the console stays: a starter or category they edited, hid or deleted is never written
// over or brought back, and starters they made have no seed key, so the seed never sees them.
import { and, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import { PRESET_PREFIX } from '@shared/api/roles';
import type { Database, Queries } from '../../db/client';
import { seedOnce, versionOfRows } from '../../db/seed-runs';
import { characterCategories, characters } from '../../db/schema';
import { SEED_CATEGORIES } from './seed/categories';
import { EN_US } from './seed/en-US';
import { ZH_CN } from './seed/zh-CN';
import type { SeedCharacter } from './seed/types';

/**
 * When the starter set last changed: bump it with any change to the seed files. It is stored as the
 * starters' `updated_at`, which is how `seedStarterSet` tells whether the stored set is current (a start
 * goes by the rows' own version, so a change written without a bump still reaches the database).
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

/** Whether the stored starters are this version's: every shipped one there, none dropped, the untouched current. */
async function isCurrent(db: Queries, rows: CharacterInsert[]): Promise<boolean> {
  const stored = await db
    .select({
      seedKey: characters.seedKey,
      updatedAt: characters.updatedAt,
      editedAt: characters.editedAt,
    })
    .from(characters)
    .where(and(isNull(characters.ownerId), isNotNull(characters.seedKey)));
  const byKey = new Map(stored.map((row) => [row.seedKey!, row]));
  const shipped = new Set(rows.map((row) => row.seedKey!));
  return (
    rows.every((row) => byKey.has(row.seedKey!)) &&
    stored.every(
      (row) =>
        row.editedAt !== null ||
        (shipped.has(row.seedKey!) && row.updatedAt.toISOString() === SEED_VERSION),
    )
  );
}

/** Writes the starter set unless it is already current. Answers whether it wrote. */
export async function seedStarterSet(db: Database): Promise<'current' | 'seeded'> {
  const rows = starterRows();
  if (await isCurrent(db, rows)) return 'current';
  await db.transaction((tx) => writeStarterSet(tx, rows));
  return 'seeded';
}

/** The start's seeding: the starter set written once per version of its rows (the upsert keeps admins' work). */
export function seedShippedStarters(db: Database): Promise<'current' | 'seeded'> {
  const rows = starterRows();
  return seedOnce(db, 'starter-characters', versionOfRows([categoryRows(), rows]), (tx) =>
    writeStarterSet(tx, rows),
  );
}

async function writeStarterSet(tx: Queries, rows: CharacterInsert[]): Promise<void> {
  await tx
    .insert(characterCategories)
    .values(categoryRows())
    .onConflictDoUpdate({
      target: characterCategories.id,
      set: { name: excluded('name'), sort: excluded('sort') },
      // Renamed, moved or deleted (a tombstone) in the console: the admin's.
      setWhere: and(isNull(characterCategories.editedAt), isNull(characterCategories.deletedAt)),
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
      setWhere: isNull(characters.editedAt),
    });
  // Starters dropped from the files go unless an admin edited them; conversations with them stay, unlinked.
  await tx.delete(characters).where(
    and(
      isNull(characters.ownerId),
      isNotNull(characters.seedKey),
      isNull(characters.editedAt),
      notInArray(
        characters.seedKey,
        rows.map((row) => row.seedKey!),
      ),
    ),
  );
}
