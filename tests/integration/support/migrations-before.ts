// A database as it was before a migration: the migrations folder copied without that migration in its
// journal, and a database to migrate with it, then with the real folder, to test an upgrade.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from '../../../src/server/db/client';
import { migrationsFolder } from '../../../src/server/db/migrations-folder';
import { createTestDatabaseUrl } from './database';

export interface UpgradeDatabase {
  handle: DatabaseHandle;
  /** Applies the migrations before `tag`. */
  migrateBefore(): Promise<void>;
  /** Applies the rest. */
  migrateAll(): Promise<void>;
  close(): Promise<void>;
}

export async function databaseBefore(tag: string): Promise<UpgradeDatabase> {
  const folder = mkdtempSync(join(tmpdir(), `atrium-before-${tag.slice(0, 4)}-`));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const kept = journal.entries.filter((entry) => entry.tag !== tag);
  if (kept.length === journal.entries.length) throw new Error(`no migration ${tag}`);
  journal.entries = kept;
  writeFileSync(journalPath, JSON.stringify(journal));
  const created = await createTestDatabaseUrl();
  const handle = created ? await openPostgres(created.url) : await openPglite(undefined);
  return {
    handle,
    migrateBefore: () => handle.migrate(folder),
    migrateAll: () => handle.migrate(migrationsFolder()),
    async close() {
      await handle.close();
      await created?.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
