// The one switch point between the embedded PGlite and a PostgreSQL server. Both give the same drizzle API.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { migrateWhenBehind } from './migrate-when-behind';
import { pgliteListen, postgresListen, type Listen } from './notifications';
// Drizzle is given no schema: queries name their tables (db/schema), and the relational query API
// (`db.query`), which would map every table's relations at each start, is not used.
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';
/** The database or one of its transactions: what a query function runs on when a caller needs it atomic. */
export type Queries = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'
>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(migrationsFolder: string): Promise<void>;
  /** Hears the database's announcements (NOTIFY). */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * PGlite runs each query synchronously in this thread, and its answer arrives as a resolved promise: a chain of
 * queries (the start-up sweeps and recoveries, a long listing) would never let the event loop take a
 * connection or a request until the chain ends. Each query and transaction first waits for the loop's next
 * turn, as an answer from a server would, so requests get their turn between another chain's queries; their
 * order is kept.
 */
function yieldingFirst(client: PGlite): PGlite {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return Object.assign(Object.create(client) as PGlite, {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      await nextTurn();
      return client.query<T>(text, params, options);
    },
    async transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      await nextTurn();
      return client.transaction(callback);
    },
  });
}

/** Opens PGlite (with pgvector, pg_trgm and btree_gin) in `dataDir`, in memory when `dataDir` is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  // PGlite starts reading its files and compiling its WebAssembly first; the rest loads meanwhile.
  const opening = Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-pgvector'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ]).then(([{ PGlite }, { vector }, { pg_trgm }, { btree_gin }]) =>
    PGlite.create({ dataDir, extensions: { vector, pg_trgm, btree_gin } }),
  );
  // The tables' module loads while PGlite opens, not after it.
  const [client, { drizzle }, { migrate }] = await Promise.all([
    opening,
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./schema'),
  ]);
  const db = drizzle(yieldingFirst(client));
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (migrationsFolder) =>
      migrateWhenBehind(db, migrationsFolder, () => migrate(db, { migrationsFolder })),
    listen: pgliteListen(client),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) must not take the process down; the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: (migrationsFolder) =>
      migrateWhenBehind(db, migrationsFolder, () => migrate(db, { migrationsFolder })),
    listen: postgresListen(url),
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

/** A round trip to the database (the health check). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
