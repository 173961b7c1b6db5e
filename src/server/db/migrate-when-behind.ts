// A restart of the same build finds every migration applied. drizzle's migrator would still create its schema
// and table if missing, read and hash every migration file and open a transaction to apply none: on PGlite
// that is a few tens of milliseconds of every start. One read of the newest applied migration tells first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { sqlState } from './errors';
import { rowsOf } from './rows';

/** The newest migration in the folder: its journal's latest time, which drizzle stores as `created_at`. */
function newestMigration(migrationsFolder: string): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** Runs `migrate` unless the database already holds the folder's newest migration. */
export async function migrateWhenBehind(
  // The database's `execute` (client.ts makes the database, so this file does not import its type).
  db: { execute(query: SQL): Promise<unknown> },
  migrationsFolder: string,
  migrate: () => Promise<void>,
): Promise<void> {
  let applied = 0;
  try {
    const rows = rowsOf<{ newest: string | number | null }>(
      await db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`),
    );
    applied = Number(rows[0]?.newest ?? 0);
  } catch (error) {
    // No migrations table (42P01) nor schema (3F000) yet, a new database: the migrator makes them.
    if (!['42P01', '3F000'].includes(String(sqlState(error)))) throw error;
  }
  if (applied >= newestMigration(migrationsFolder)) return;
  await migrate();
}
