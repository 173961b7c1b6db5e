// What every module reaches through `app.deps`: the infrastructure, built once in app.ts, the same object in
// tests. Modules build their own services (see modules/README.md); nothing here knows of any module.
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/client';
import type { CreditsService } from './ledger/service';
import type { ModelRegistry } from './providers/llm/registry';
import type { Mailer } from './providers/mail/mailer';
import type { Payments } from './providers/payments/stripe';
import type { FileStorage } from './providers/storage';
import type { SessionCache } from './sessions/cache';

export interface Deps {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  /** The clock: injected in tests to move time; `new Date()` elsewhere. */
  now: () => Date;
  mailer: Mailer;
  /** Uploads and generated files: a folder under DATA_DIR, or a bucket. */
  storage: FileStorage;
  /** Sessions checked in the last few seconds (every authenticated call asks). */
  sessions: SessionCache;
  /** Balances, prices and the hold → settle | release door every paid call charges through. */
  credits: CreditsService;
  /** The chat models and the providers that serve them. */
  models: ModelRegistry;
  /** Unset when payments are not configured. */
  payments?: Payments;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
