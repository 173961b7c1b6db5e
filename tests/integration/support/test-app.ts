// Builds the real app on a fresh database, a temporary data folder and the outbox mailer, with a clock the
// test can move. Tests talk to it with `inject` (real routing, hooks and serialisation, no sockets).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: { now: Date; advance(ms: number): void };
  /** The latest sign-in code mailed to an address (from the outbox .eml files). */
  lastCode(email: string): string | undefined;
  mailCount(email: string): number;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Another app's database: a restart of the server on the same data (left open on close). */
  database?: DatabaseHandle;
  /** Start the clock here (e.g. a restart some time later). */
  start?: Date;
  /** false: no task runner, so tasks stay queued (limits that count unfinished tasks). */
  taskRunner?: boolean;
  /** true: the Douyin token sweep and comment poll run on their timer (tests call them directly). */
  douyinSchedule?: boolean;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-it-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://atrium.test',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const clock = {
    now: options.start ?? new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    listen: database.listen,
    logger: false,
    now: () => clock.now,
    taskRunner: options.taskRunner,
    douyinSchedule: options.douyinSchedule ?? false,
  });
  const outbox = join(dataDir, 'outbox');
  const mails = (email: string) => {
    try {
      return readdirSync(outbox)
        .filter((name) => name.endsWith(`-${email}.eml`))
        .sort()
        .map((name) => readFileSync(join(outbox, name), 'utf8'));
    } catch {
      return [];
    }
  };
  return {
    app,
    database,
    config,
    clock,
    lastCode: (email) => /^Subject: .*?(\d{6})/m.exec(mails(email).at(-1) ?? '')?.[1],
    mailCount: (email) => mails(email).length,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `inject` that answers the parsed envelope. */
export async function api(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** Signs a new address in through the e-mail code flow; answers the session tokens. */
export async function signIn(t: TestApp, email: string, ip = '10.0.0.1', invite?: string) {
  const sent = await api(t.app, {
    method: 'POST',
    url: '/api/e/login',
    payload: { email },
    remoteAddress: ip,
  });
  if (sent.status !== 200)
    throw new Error(`send code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = t.lastCode(email);
  const verified = await api(t.app, {
    method: 'POST',
    url: '/api/e/login',
    payload: { email, code, ...(invite ? { invite } : {}) },
    remoteAddress: ip,
  });
  if (verified.status !== 200)
    throw new Error(`verify code: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.data as { token: string; refreshToken: string; expiresIn: number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
