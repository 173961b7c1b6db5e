// `npm run admin -- <command>`: credits by hand, from a shell on the server.
//   grant  --email a@b.c --credits 10 --reason "Goodwill"
//   deduct --email a@b.c --credits 2.5 --reason "Duplicate grant"
//   ledger --email a@b.c
// It opens the same database as the server. PGlite allows one process at a time, so with the embedded
// database stop the server first (or use the admin API); PostgreSQL has no such limit.
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrationsFolder } from './db/migrations-folder';
import { buildApp } from './app';
import { adminDeduct, adminGrant, adminLedger } from './modules/billing';
import { AppError } from './http/app-error';
import { formatCredits, toHundredths } from '@shared/billing/credits';
import { serverIsRunning } from './server-lock';

const USAGE = `Usage: npm run admin -- grant|deduct --email <address> --credits <n> --reason <text>
       npm run admin -- ledger --email <address>`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, credits: { type: 'string' }, reason: { type: 'string' } },
  });
  const [command] = positionals;
  if (!command || !['grant', 'deduct', 'ledger'].includes(command) || !values.email) fail(USAGE);
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (!config.databaseUrl && serverIsRunning(config.dataDir))
    fail('The Atrium server is running on this data folder. Stop it first, or use the admin API.');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
  });
  await database.migrate(migrationsFolder());
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    logger: false,
    sweeper: false,
  });
  try {
    if (command === 'ledger') {
      const ledger = await adminLedger(app.deps, values.email);
      console.log(`Balance: ${formatCredits(ledger.balance)} credits`);
      for (const entry of ledger.entries)
        console.log(
          [
            entry.createdAt,
            entry.type.padEnd(7),
            entry.bucket.padEnd(12),
            formatCredits(entry.amount).padStart(10),
            entry.actor ?? '',
            entry.reason ?? '',
          ].join('  '),
        );
      return;
    }
    const credits = Number(values.credits);
    if (!Number.isFinite(credits) || credits <= 0 || !values.reason) fail(USAGE);
    const change = {
      email: values.email,
      amount: toHundredths(credits),
      reason: values.reason,
      actorId: null,
    };
    const summary =
      command === 'grant'
        ? await adminGrant(app.deps, change)
        : await adminDeduct(app.deps, change);
    console.log(
      `${command === 'grant' ? 'Granted' : 'Deducted'} ${formatCredits(change.amount)} credits. Balance: ${formatCredits(summary.total)}`,
    );
  } catch (error) {
    if (error instanceof AppError)
      fail(
        error.code === 'NOT_FOUND'
          ? `No account with the e-mail ${values.email}.`
          : error.code === 'INSUFFICIENT_CREDITS'
            ? 'The balance is smaller than that.'
            : error.code,
      );
    throw error;
  } finally {
    await app.close();
    await database.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
