// What every module reaches through `app.deps`: built once in app.ts, the same object in tests.
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/client';
import type { Mailer } from './providers/mail/mailer';
import type Stripe from 'stripe';
import type { CreditsService } from './modules/credits/service';
import type { ModelRegistry } from './modules/model/registry';
import type { ChatService } from './modules/chat/service';
import type { FileStorage } from './storage';
import type { ImagingService } from './modules/imaging/service';
import type { SessionCache } from './modules/auth/session-cache';

export interface Deps {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  mailer: Mailer;
  /** Balances, prices and the hold → settle | release door every tool charges through. */
  credits: CreditsService;
  /** The chat models and the providers that serve them. */
  models: ModelRegistry;
  /** Answers: starting, following and stopping them. */
  chat: ChatService;
  /** Image tasks: the models and tools available, the providers and the task runner. */
  imaging: ImagingService;
  /** Uploads and generated files: a folder under DATA_DIR, or a bucket. */
  storage: FileStorage;
  /** Sessions checked in the last few seconds (every authenticated call asks). */
  sessions: SessionCache;
  /** Unset when payments are not configured. */
  stripe?: Stripe;
  /** Injected in tests to move time; `Date.now` elsewhere. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
