// What the database holds, in a form two moments can be compared by: for every table of the drizzle schema,
// its row count and a hash of its rows. A request that was refused must leave both unchanged. The one column
// left out of the hash changes by design on requests that succeed in checking the session (a session's
// last use, touched at most once a minute) and is no state a refusal could corrupt.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../../src/server/db/schema';
import type { Database } from '../../../../src/server/db/client';

const VOLATILE: Record<string, string[]> = { sessions: ['last_used_at'] };

interface TableSpec {
  name: string;
  columns: string[];
}

const TABLES: TableSpec[] = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => {
    const config = getTableConfig(table);
    const skip = VOLATILE[config.name] ?? [];
    return {
      name: config.name,
      columns: config.columns.map((column) => column.name).filter((name) => !skip.includes(name)),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

/** Every table of the schema by name (the suites print how many they watch). */
export const WATCHED_TABLES = TABLES.map((table) => table.name);

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One statement: a count and an order-independent hash of each table. */
const SNAPSHOT_SQL = TABLES.map(({ name, columns }) => {
  const row = `md5(row(${columns.map(quote).join(', ')})::text)`;
  return (
    `select '${name}' as t, count(*)::int as n, ` +
    `coalesce(md5(string_agg(${row}, '' order by ${row})), '') as h from ${quote(name)}`
  );
}).join(' union all ');

export type Snapshot = Record<string, { rows: number; hash: string }>;

export async function snapshot(db: Database): Promise<Snapshot> {
  const result = await db.execute(sql.raw(SNAPSHOT_SQL));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    t: string;
    n: number;
    h: string;
  }>;
  return Object.fromEntries(rows.map((row) => [row.t, { rows: Number(row.n), hash: row.h }]));
}

/** The tables that differ, as `name: rows before → after` (`(rows changed in place)` for equal counts). */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const name of WATCHED_TABLES) {
    const a = before[name];
    const b = after[name];
    if (!a || !b || (a.rows === b.rows && a.hash === b.hash)) continue;
    out.push(
      a.rows === b.rows
        ? `${name}: ${a.rows} rows, changed in place`
        : `${name}: ${a.rows} → ${b.rows} rows`,
    );
  }
  return out;
}

/** Waits until two snapshots in a row agree (work an accepted request left running has finished). */
export async function settledSnapshot(db: Database, pauseMs = 10, tries = 100): Promise<Snapshot> {
  let last = await snapshot(db);
  for (let i = 0; i < tries; i++) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const next = await snapshot(db);
    if (changes(last, next).length === 0) return next;
    last = next;
  }
  return last;
}
