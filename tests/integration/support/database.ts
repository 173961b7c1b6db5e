// A fresh, migrated database for each test file: PGlite in memory, or a new database on the PostgreSQL
// server of TEST_DATABASE_URL (dropped afterwards). ATRIUM_TEST_DB says which (set by vitest.config.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../../src/server/db/client';
import { migrationsFolder } from '../../../src/server/db/migrations-folder';

export const testDatabaseKind = process.env.ATRIUM_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const handle = await openPglite(undefined);
    await handle.migrate(migrationsFolder());
    return handle;
  }
  const created = await createTestDatabaseUrl();
  if (!created) throw new Error('unreachable: PGlite is handled above');
  const handle = await openPostgres(created.url);
  await handle.migrate(migrationsFolder());
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * A database for a server in another process: a new database on the PostgreSQL server (dropped by `drop`),
 * or undefined on PGlite, where the process keeps its own under its DATA_DIR.
 */
export async function createTestDatabaseUrl(): Promise<
  { url: string; drop(): Promise<void> } | undefined
> {
  if (testDatabaseKind === 'pglite') return undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL run of the integration tests');
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
