// The floor under the server's cold start: a bare Node process that opens PGlite (with its extensions,
// as the server does) in a data folder and closes it. Run by cold-start.mjs as the baseline of its ratios.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { vector } from '@electric-sql/pglite-pgvector';

const db = await PGlite.create({
  dataDir: process.argv[2],
  extensions: { vector, pg_trgm, btree_gin },
});
await db.query('select 1');
await db.close();
