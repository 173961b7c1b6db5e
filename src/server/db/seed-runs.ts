// Seeds written once per version: the first start of a version claims the seed's row in `seed_runs` and
// writes it in the same transaction; every later start (and a second process starting at the same moment)
// finds the version there and writes nothing, so what admins changed since is never written over.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Queries } from './client';
import { rowsOf } from './rows';

export async function seedOnce(
  db: Database,
  name: string,
  version: string,
  write: (tx: Queries) => Promise<void>,
): Promise<'current' | 'seeded'> {
  // Every start but the first of a version: one read, no transaction nor row lock.
  const recorded = rowsOf<{ version: string }>(
    await db.execute(sql`SELECT version FROM seed_runs WHERE name = ${name}`),
  );
  if (recorded[0]?.version === version) return 'current';
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{ name: string }>(
      await tx.execute(sql`
        INSERT INTO seed_runs (name, version) VALUES (${name}, ${version})
        ON CONFLICT (name) DO UPDATE SET version = excluded.version, applied_at = now()
        WHERE seed_runs.version <> excluded.version
        RETURNING name`),
    );
    if (!claimed.length) return 'current';
    await write(tx);
    return 'seeded';
  });
}

/**
 * A seed's version made from the rows it writes: any change to what is shipped, or to how its rows are made,
 * is a new version, with no number to remember to raise.
 */
export function versionOfRows(rows: unknown): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('base64url');
}
