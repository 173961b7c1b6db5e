// How a task starts and ends on the engine: a task created while this process has room is written claimed by
// it and runs at once (no claim statement, no wait), one created without room waits in the queue; the
// statement that marks a task succeeded settles its hold (the one that fails it releases it) and hands the
// run's place to the next due task of its provider, and a hold the ledger will not close any more still lets
// the task end, charging nothing twice.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { creditCharges, creditHolds, tasks, uploads } from '../../../../src/server/db/schema';
import { finishTask } from '../../../../src/server/task-runner/settle';
import { expectLedgerConsistent } from '../../support/ledger';
import { api } from '../../support/test-app';
import {
  balance,
  clientKey,
  createImageWorld,
  waitForTask,
  type ImageWorld,
} from '../../support/images';

let world: ImageWorld;
beforeAll(async () => {
  world = await createImageWorld();
});
afterAll(async () => world?.close());

const create = (headers: Record<string, string>, model: string, prompt: string) =>
  api(world.t.app, {
    method: 'POST',
    url: '/api/imagine/post',
    headers,
    payload: { model, prompt, clientKey: clientKey() },
  });

/** Creates a task and waits until it has ended. */
async function createdAndEnded(headers: Record<string, string>, model: string, prompt: string) {
  const created = await create(headers, model, prompt);
  return waitForTask(world.t, headers, '/api/imagine/check', (created.body.data as TaskView).id);
}

async function holdOf(taskId: string) {
  const { db } = world.t.app.deps;
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  const [hold] = await db.select().from(creditHolds).where(eq(creditHolds.id, task!.holdId!));
  const charges = await db.select().from(creditCharges).where(eq(creditCharges.holdId, hold!.id));
  return { task: task!, hold: hold!, charges };
}

/** Waits until the Replicate fake has a job with this prompt. */
async function upstreamHas(prompt: string) {
  const has = () =>
    [...world.fakes.replicate.predictions.values()].some((job) => job.input.prompt === prompt);
  for (let i = 0; !has(); i++) {
    if (i > 400) throw new Error('the provider never got the job');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the end of a task', () => {
  it('settles the hold with what the row charges, once', async () => {
    const user = await world.user('settled');
    const before = await balance(world.t, user.headers);
    const done = await createdAndEnded(user.headers, 'gpt-image', 'a settled lighthouse');
    expect(done.status).toBe('succeeded');
    const { task, hold, charges } = await holdOf(done.id);
    expect(hold).toMatchObject({ status: 'settled', charged: task.charged });
    expect(charges.map((charge) => charge.credits)).toEqual([task.charged]);
    expect(await balance(world.t, user.headers)).toBe(before - task.charged);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('still ends succeeded when the sweeper gave the hold back meanwhile, charging nothing', async () => {
    const user = await world.user('expired-hold');
    const before = await balance(world.t, user.headers);
    world.fakes.replicate.script.hang = true;
    let id: string;
    try {
      const created = await create(user.headers, 'flux-dev', 'outlives its hold');
      id = (created.body.data as TaskView).id;
      await upstreamHas('outlives its hold');
      // What the sweeper does to a hold past its time.
      const { hold } = await holdOf(id);
      await world.t.app.deps.credits.ledger.expire({ id: hold.id, userId: user.id });
    } finally {
      world.fakes.replicate.script.hang = false;
    }
    const done = await waitForTask(world.t, user.headers, '/api/imagine/check', id);
    expect(done.status).toBe('succeeded');
    const { hold, charges } = await holdOf(id);
    expect(hold).toMatchObject({ status: 'expired', charged: 0 });
    expect(charges).toEqual([]);
    expect(await balance(world.t, user.headers)).toBe(before);
    await expectLedgerConsistent(world.t, user.id);
  });

  it("writes its results' rows with its end, and none when the claim was lost", async () => {
    const user = await world.user('results');
    const done = await createdAndEnded(user.headers, 'gpt-image', 'results with the end');
    const { deps } = world.t.app;
    const rows = await deps.db.select().from(uploads).where(eq(uploads.taskId, done.id));
    expect(rows.map((row) => row.id).sort()).toEqual(done.images.map((image) => image.id).sort());
    // A worker that no longer owns the task (it ended already) writes nothing, neither end nor rows.
    const late = { ...rows[0]!, id: randomUUID(), storageKey: 'generated/late.png' };
    const { ended } = await finishTask(deps, done.id, 'a-worker-that-lost-it', {
      status: 'succeeded',
      results: [{ uploadId: late.id, width: late.width, height: late.height }],
      files: [late],
      buttons: [],
      charged: 1,
      now: deps.now(),
    });
    expect(ended).toBe(false);
    expect(await deps.db.select().from(uploads).where(eq(uploads.id, late.id))).toEqual([]);
    const { task, hold } = await holdOf(done.id);
    expect(task.results).toEqual(
      done.images.map((image) => expect.objectContaining({ uploadId: image.id })),
    );
    expect(hold.status).toBe('settled');
  });
});

describe('the next task', () => {
  /** Tasks of a provider no runner has a limit for, so only these calls claim them. */
  async function queue(userId: string, rows: Array<Partial<typeof tasks.$inferInsert>>) {
    const inserted = [];
    for (const [i, row] of rows.entries())
      inserted.push(
        ...(await world.t.app.deps.db
          .insert(tasks)
          .values({
            id: randomUUID(),
            userId,
            kind: 'imagine',
            model: 'test-model',
            provider: 'hand-on-test',
            upstreamModel: 'test-model',
            params: {},
            price: 0,
            clientKey: clientKey(),
            createdAt: new Date(Date.now() - 60_000 + i * 1000),
            ...row,
          })
          .returning()),
      );
    return inserted;
  }

  it("is claimed in the statement that ends a run, for the run's worker", async () => {
    const user = await world.user('handed-on');
    const { deps } = world.t.app;
    const later = new Date(Date.now() + 3_600_000);
    const [first, second, notDue] = await queue(user.id, [
      { status: 'running', lockedBy: 'worker-a', leaseUntil: later, attempt: 1 },
      {},
      { runAfter: later },
    ]);
    const failed = { status: 'failed' as const, code: 'PROVIDER_ERROR', now: new Date() };
    const claim = { provider: 'hand-on-test', leaseUntil: later };

    const handed = await finishTask(deps, first!.id, 'worker-a', failed, claim);
    expect(handed).toMatchObject({ ended: true, lookedForNext: true });
    expect(handed.next).toMatchObject({
      id: second!.id,
      status: 'running',
      lockedBy: 'worker-a',
      attempt: 1,
      leaseUntil: later,
    });
    expect(handed.next!.startedAt).toBeInstanceOf(Date);

    // A worker that lost its run claims nothing; a queue with nothing due hands nothing on.
    const [due] = await queue(user.id, [{}]);
    const lost = await finishTask(deps, second!.id, 'worker-z', failed, claim);
    expect(lost).toMatchObject({ ended: false, next: undefined });
    const [stillQueued] = await deps.db.select().from(tasks).where(eq(tasks.id, due!.id));
    expect(stillQueued).toMatchObject({ status: 'queued', lockedBy: null, attempt: 0 });
    await deps.db.delete(tasks).where(eq(tasks.id, due!.id));
    const last = await finishTask(deps, second!.id, 'worker-a', failed, claim);
    expect(last).toMatchObject({ ended: true, next: undefined, lookedForNext: true });
    const [waiting] = await deps.db.select().from(tasks).where(eq(tasks.id, notDue!.id));
    expect(waiting!.status).toBe('queued');
  });
});

describe('the start of a task', () => {
  it('is refused with nothing written when the hold in its insert is refused', async () => {
    const user = await world.user('refused');
    const { deps } = world.t.app;
    const left = await balance(world.t, user.headers);
    await deps.credits.ledger.deduct({
      userId: user.id,
      amount: left,
      service: 'test',
      event: 'drain',
    });
    const created = await create(user.headers, 'gpt-image', 'nothing left to hold');
    expect(created.status).toBe(402);
    expect(created.body).toMatchObject({ success: false, code: 'INSUFFICIENT_CREDITS' });
    expect(await deps.db.select().from(tasks).where(eq(tasks.userId, user.id))).toEqual([]);
    expect(await deps.db.select().from(creditHolds).where(eq(creditHolds.userId, user.id))).toEqual(
      [],
    );
    await expectLedgerConsistent(world.t, user.id);
  });

  it('is claimed at creation while this process has room, and queued when it has none', async () => {
    const users = await Promise.all([1, 2, 3].map(() => world.user('claimed')));
    const before = await Promise.all(users.map((user) => balance(world.t, user.headers)));
    world.fakes.replicate.script.hang = true;
    const views: TaskView[] = [];
    try {
      // Replicate runs 8 at once in a process: the ninth finds no room.
      for (let i = 0; i < 9; i++) {
        const created = await create(users[i % 3]!.headers, 'flux-dev', `claimed ${i}`);
        views.push(created.body.data as TaskView);
      }
      expect(views.slice(0, 8).every((view) => view.status === 'running')).toBe(true);
      expect(views.slice(0, 8).every((view) => view.attempt === 1)).toBe(true);
      expect(views[8]).toMatchObject({ status: 'queued', attempt: 0 });
      await upstreamHas('claimed 7');
    } finally {
      world.fakes.replicate.script.hang = false;
    }
    const done = await Promise.all(
      views.map((view, i) =>
        waitForTask(world.t, users[i % 3]!.headers, '/api/imagine/check', view.id),
      ),
    );
    expect(done.every((task) => task.status === 'succeeded' && task.attempt === 1)).toBe(true);
    for (const [i, user] of users.entries()) {
      const charged = done
        .filter((_, index) => index % 3 === i)
        .reduce((total, task) => total + task.credits.charged, 0);
      expect(await balance(world.t, user.headers)).toBe(before[i]! - charged);
      await expectLedgerConsistent(world.t, user.id);
    }
  });
});
