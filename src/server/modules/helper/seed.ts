// Puts the shipped helper templates into the database: a template is written only when it is new or its text
// changed (so ids stay the same), and a template no longer shipped is removed (its past answers stay, without
// the link). At start this runs once per version of the shipped templates (`seed_runs`): a restart of the same
// build reads one row and compares nothing. Admins' work is left alone: a shipped
// template an admin changed, hid or deleted (a tombstone) is never written over, removed or brought back, and
// one an admin wrote is not the seed's at all. Safe to run from several processes at once: every write is an
// upsert on (seed_key, locale) that skips rows an admin touched.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SUPPORTED_LOCALES } from '@shared/i18n/locales';
import type { Database, Queries } from '../../db/client';
import { seedOnce, versionOfRows } from '../../db/seed-runs';
import { helperTemplates } from '../../db/schema';
import { HELPER_SEEDS, type HelperSeed } from './seeds';

type TemplateRow = typeof helperTemplates.$inferInsert;

export interface SeedResult {
  written: number;
  removed: number;
}

const identity = (row: { seedKey: string; locale: string }) => `${row.seedKey}\u0000${row.locale}`;

/** The same JSON whatever the key order (jsonb keeps its own order of keys). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const CONTENT = [
  'title',
  'description',
  'category',
  'icon',
  'fields',
  'prompt',
  'featured',
  'sort',
] as const;
const content = (row: TemplateRow) => canonical(CONTENT.map((key) => row[key]));

export function seedRows(seeds: HelperSeed[] = HELPER_SEEDS): TemplateRow[] {
  return seeds.flatMap((seed, index) =>
    SUPPORTED_LOCALES.map((locale) => ({
      seedKey: seed.key,
      locale,
      category: seed.category,
      icon: seed.icon,
      featured: seed.featured,
      sort: index,
      ...seed[locale],
    })),
  );
}

export async function seedHelperTemplates(
  db: Queries,
  seeds: HelperSeed[] = HELPER_SEEDS,
): Promise<SeedResult> {
  const wanted = seedRows(seeds);
  const stored = await db.select().from(helperTemplates);
  const current = new Map(stored.map((row) => [identity(row), content(row)]));
  // The seed's own rows: shipped and never touched in the console.
  const ours = (row: (typeof stored)[number]) => row.origin === 'seed' && row.editedAt === null;
  const kept = new Set(stored.filter((row) => !ours(row)).map(identity));
  const changed = wanted.filter(
    (row) => !kept.has(identity(row)) && current.get(identity(row)) !== content(row),
  );
  if (changed.length) {
    await db
      .insert(helperTemplates)
      .values(changed)
      .onConflictDoUpdate({
        target: [helperTemplates.seedKey, helperTemplates.locale],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          category: sql`excluded.category`,
          icon: sql`excluded.icon`,
          fields: sql`excluded.fields`,
          prompt: sql`excluded.prompt`,
          featured: sql`excluded.featured`,
          sort: sql`excluded.sort`,
        },
        // An admin may have touched the row since it was read.
        setWhere: and(eq(helperTemplates.origin, 'seed'), isNull(helperTemplates.editedAt)),
      });
  }
  const shipped = new Set(wanted.map(identity));
  const stale = stored
    .filter((row) => ours(row) && !shipped.has(identity(row)))
    .map((row) => row.id);
  if (stale.length)
    await db
      .delete(helperTemplates)
      .where(and(inArray(helperTemplates.id, stale), isNull(helperTemplates.editedAt)));
  return { written: changed.length, removed: stale.length };
}

/** The start's seeding: the templates compared and written once per version of what is shipped. */
export function seedShippedTemplates(db: Database, seeds: HelperSeed[] = HELPER_SEEDS) {
  return seedOnce(db, 'helper-templates', versionOfRows(seedRows(seeds)), async (tx) => {
    await seedHelperTemplates(tx, seeds);
  });
}
