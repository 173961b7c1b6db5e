// The floor under the server's cold start: a bare Node process that opens PGlite (with pgvector) in a data
// folder and closes it. Run by cold-start.mjs as the baseline of its ratios.
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';

const db = await PGlite.create({ dataDir: process.argv[2], extensions: { vector } });
await db.query('select 1');
await db.close();
