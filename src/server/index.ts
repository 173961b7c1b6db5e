// Starts Atrium's server: config, database (migrated), app, listen; closes gracefully on a signal.
import closeWithGrace from 'close-with-grace';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrationsFolder } from './db/migrations-folder';
import { deferredFor, warmDeferred } from './deferred';
import { holdServerLock } from './server-lock';

async function main(): Promise<void> {
  // Until the server listens, nothing keeps the event loop alive, and Node then waits at each turn for V8's
  // background work to end: the compiling of PGlite's WebAssembly into faster code, a few hundred ms. This
  // timer keeps the loop turning, so the start goes on while that compiles.
  const starting = setInterval(() => undefined, 60_000);
  try {
    await start();
  } finally {
    clearInterval(starting);
  }
}

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The app's modules load while the database opens: PGlite reads its files and compiles its WebAssembly
  // while this thread is free between modules.
  const [database, { buildApp }] = await Promise.all([
    openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') }),
    import('./app'),
  ]);
  await database.migrate(migrationsFolder());
  const releaseLock = config.databaseUrl ? () => undefined : holdServerLock(config.dataDir);
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    listen: database.listen,
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal ?? 'close'}: shutting down`);
    await app.close();
    await database.close();
    releaseLock();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Atrium is running at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `PGlite in ${join(config.dataDir, 'db')}` : 'PostgreSQL'}, mail: ${config.smtpUrl ? 'SMTP' : `outbox in ${join(config.dataDir, 'outbox')}`})`,
  );
  // What start-up left to first use (deferred.ts) is loaded now, while the first requests are answered.
  void warmDeferred(deferredFor(config), (err, message) => app.log.warn({ err }, message));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
