// Tasks outlive the process that ran them: a server killed (SIGKILL) while a provider works on a task it
// claimed at creation is restarted on the same data and the task resumes waiting for the same upstream job,
// charged once; and two servers on one database never run one task twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { createTestDatabaseUrl } from '../../support/database';
import { expectLedgerConsistent } from '../../support/ledger';
import { startServerProcess } from '../../support/server-process';
import { api, createTestApp } from '../../support/test-app';
import {
  balance,
  clientKey,
  imageEnv,
  newUser,
  startImageFakes,
  waitForTask,
  type ImageFakes,
} from '../../support/images';

let fakes: ImageFakes;
beforeAll(async () => {
  fakes = await startImageFakes();
});
afterAll(async () => {
  await Promise.all(Object.values(fakes ?? {}).map((fake) => fake.close()));
});

async function json(base: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as { success: boolean; data: unknown; msg?: string };
}

describe('a server killed mid-task', () => {
  it('resumes the task after a restart: one upstream job, charged once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'atrium-crash-'));
    const database = await createTestDatabaseUrl();
    const env = {
      ...imageEnv(fakes),
      DATA_DIR: dataDir,
      TASK_LEASE_MS: '2000',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    fakes.replicate.script.hang = true;
    const createsBefore = fakes.replicate.predictions.size;
    let server = await startServerProcess(env);
    try {
      const headers = await server.signIn('crash@example.com');
      const before = (
        (await json(server.base, '/api/user/credits', headers)).data as { total: number }
      ).total;
      const created = await json(server.base, '/api/imagine/post', headers, {
        model: 'flux-dev',
        prompt: 'survives a crash',
        clientKey: clientKey(),
      });
      expect(created.success, created.msg).toBe(true);
      // This process had room: the task was written claimed by it, and only its lease says it still runs.
      expect(created.data).toMatchObject({ status: 'running', attempt: 1 });
      const id = (created.data as TaskView).id;
      // The provider has the job (and its id is stored) before the process dies.
      for (let i = 0; fakes.replicate.predictions.size === createsBefore; i++) {
        if (i > 300) throw new Error('the provider never got the job');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      await server.kill('SIGKILL');

      fakes.replicate.script.hang = false;
      server = await startServerProcess(env);
      let task: TaskView | undefined;
      for (let i = 0; i < 300; i++) {
        task = (await json(server.base, `/api/imagine/check?id=${id}`, headers)).data as TaskView;
        if (task.status === 'succeeded' || task.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(task?.status).toBe('succeeded');
      expect(task?.attempt).toBe(2);
      expect(fakes.replicate.predictions.size - createsBefore).toBe(1);
      const after = (
        (await json(server.base, '/api/user/credits', headers)).data as { total: number }
      ).total;
      expect(after).toBe(before - task!.credits.charged);
      expect(task!.credits.charged).toBe(500);
    } finally {
      fakes.replicate.script.hang = false;
      await server.kill('SIGTERM');
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('two servers on one database', () => {
  it('run every task exactly once between them', async () => {
    // One deployment: the same database and the same signing secret.
    const env = { ...imageEnv(fakes), JWT_SECRET: 'two-servers-one-secret-0123456789abcdef' };
    const first = await createTestApp(env);
    const second = await createTestApp(env, { database: first.database });
    try {
      fakes.openai.script.delayMs = 30;
      const user = await newUser(first, 'two-servers');
      const before = await balance(first, user.headers);
      const generationsBefore = fakes.openai.requests.filter((r) =>
        r.path.endsWith('/generations'),
      ).length;
      const ids: string[] = [];
      // Both servers take presses; each one's runner claims from the shared queue.
      for (let i = 0; i < 12; i++) {
        const app = i % 2 ? second : first;
        const created = await api(app.app, {
          method: 'POST',
          url: '/api/imagine/post',
          headers: user.headers,
          payload: {
            model: 'gpt-image',
            prompt: `task ${i}`,
            quality: 'low',
            clientKey: clientKey(),
          },
        });
        if (created.status !== 200) throw new Error(JSON.stringify(created.body));
        ids.push((created.body.data as TaskView).id);
        // Stay under the per-user limit of unfinished tasks.
        if (ids.length % 4 === 0)
          for (const id of ids.slice(-4))
            await waitForTask(first, user.headers, '/api/imagine/check', id);
      }
      const done = await Promise.all(
        ids.map((id) => waitForTask(second, user.headers, '/api/imagine/check', id)),
      );
      expect(done.every((task) => task.status === 'succeeded' && task.attempt === 1)).toBe(true);
      const generations = fakes.openai.requests.filter((r) =>
        r.path.endsWith('/generations'),
      ).length;
      expect(generations - generationsBefore).toBe(12);
      expect(await balance(first, user.headers)).toBe(before - 12 * 200);
      await expectLedgerConsistent(first, user.id);
    } finally {
      fakes.openai.script.delayMs = 0;
      await second.close();
      await first.close();
    }
  }, 60_000);
});
