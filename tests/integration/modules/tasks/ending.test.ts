// How a task ends and starts on the engine: the statement that marks a task succeeded settles its hold (and
// the one that fails it releases it), so no moment exists where a finished task's hold is open; a hold the
// ledger will not close any more still lets the task end, charging nothing twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { creditCharges, creditHolds, tasks } from '../../../../src/server/db/schema';
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
    const created = await create(user.headers, 'gpt-image', 'a settled lighthouse');
    const done = await waitForTask(
      world.t,
      user.headers,
      '/api/imagine/check',
      (created.body.data as TaskView).id,
    );
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
});
