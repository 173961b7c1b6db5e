// A database as it was before a migration, to test the upgrade across it: the migrations folder copied without
// that migration in its journal, a database migrated with it before the file's tests, and closed after them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../../src/server/db/client';
import { migrationsFolder } from '../../../src/server/db/migrations-folder';
import { createTestDatabaseUrl } from './database';

export interface UpgradeDatabase {
  /** The database, at the migration before `tag` until `migrateAll`. */
  readonly db: DatabaseHandle['db'];
  /** Applies the rest, `tag` included. */
  migrateAll(): Promise<void>;
}

/** Registers the file's hooks; the database is there once its tests run. */
export function upgradeAcross(tag: string): UpgradeDatabase {
  let opened: { database: DatabaseHandle; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    const folder = mkdtempSync(join(tmpdir(), `atrium-before-${tag.slice(0, 4)}-`));
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalPath = join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const kept = journal.entries.filter((entry) => entry.tag !== tag);
    if (kept.length === journal.entries.length) throw new Error(`no migration ${tag}`);
    journal.entries = kept;
    writeFileSync(journalPath, JSON.stringify(journal));
    const created = await createTestDatabaseUrl();
    const database = created ? await openPostgres(created.url) : await openPglite(undefined);
    opened = {
      database,
      async close() {
        await database.close();
        await created?.drop();
        rmSync(folder, { recursive: true, force: true });
      },
    };
    await database.migrate(folder);
  });
  afterAll(() => opened?.close());
  const database = () => {
    if (!opened) throw new Error('the upgrade database opens before the tests run');
    return opened.database;
  };
  return {
    get db() {
      return database().db;
    },
    migrateAll: () => database().migrate(migrationsFolder()),
  };
}
