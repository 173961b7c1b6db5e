// The database functions that find rows by key (a user's lots, a hold's entries, a user's tasks) are planned
// with sequential scans ruled out (migration 0030): statistics taken while a table was nearly empty must not
// make every close read every entry. A later `CREATE OR REPLACE FUNCTION` drops the setting unless it says
// it again, which this catches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { rowsOf } from '../../../src/server/db/rows';
import { createTestDatabase } from '../support/database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const LOOKING_UP_BY_KEY = ['credit_hold', 'credit_close_or_code', 'task_gate'];

describe('functions that look rows up by key', () => {
  it('are planned without sequential scans', async () => {
    const rows = rowsOf<{ name: string; config: string[] | null }>(
      await database.db.execute(sql`
        SELECT proname AS name, proconfig AS config FROM pg_proc
        WHERE proname IN (${sql.join(LOOKING_UP_BY_KEY, sql`, `)})`),
    );
    expect(rows.map((row) => row.name).sort()).toEqual([...LOOKING_UP_BY_KEY].sort());
    for (const row of rows) expect(row.config, row.name).toContain('enable_seqscan=off');
  });
});
