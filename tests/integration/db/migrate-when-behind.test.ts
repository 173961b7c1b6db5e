// A start finds its migrations applied without running drizzle's migrator; a new or older database is migrated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { migrateWhenBehind } from '../../../src/server/db/migrate-when-behind';
import { migrationsFolder } from '../../../src/server/db/migrations-folder';
import { createTestDatabase } from '../support/database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrateWhenBehind', () => {
  it('leaves a database holding the newest migration alone', async () => {
    let ran = 0;
    await migrateWhenBehind(database.db, migrationsFolder(), async () => {
      ran++;
    });
    expect(ran).toBe(0);
  });

  it('migrates a database without the newest migration, and one without any', async () => {
    const { db } = database;
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    await db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1
      WHERE created_at = ${newest}`);
    let ran = 0;
    const migrate = async () => {
      ran++;
    };
    await migrateWhenBehind(db, migrationsFolder(), migrate);
    expect(ran).toBe(1);

    await db.execute(sql`ALTER SCHEMA drizzle RENAME TO drizzle_before`);
    try {
      await migrateWhenBehind(db, migrationsFolder(), migrate);
      expect(ran).toBe(2);
    } finally {
      await db.execute(sql`ALTER SCHEMA drizzle_before RENAME TO drizzle`);
    }
  });
});
