// A seed is written once per version: later starts of the same version read its row and write nothing (not
// even the row's date), and a new version is written once more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { rowsOf } from '../../../src/server/db/rows';
import { seedOnce } from '../../../src/server/db/seed-runs';
import { createTestDatabase } from '../support/database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const appliedAt = async (name: string) =>
  rowsOf<{ applied_at: unknown }>(
    await database.db.execute(sql`SELECT applied_at FROM seed_runs WHERE name = ${name}`),
  )[0]?.applied_at;

describe('seedOnce', () => {
  it('writes a version once, then answers current without writing, until the version changes', async () => {
    const written: string[] = [];
    const seed = (version: string) =>
      seedOnce(database.db, 'test-seed', version, async () => {
        written.push(version);
      });
    expect(await seed('1')).toBe('seeded');
    const first = await appliedAt('test-seed');
    expect(await seed('1')).toBe('current');
    expect(await appliedAt('test-seed')).toEqual(first);
    expect(await seed('2')).toBe('seeded');
    expect(written).toEqual(['1', '2']);
  });
});
