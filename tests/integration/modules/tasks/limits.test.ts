// Limits that count hold under parallel requests, on PostgreSQL as on PGlite: however many creations arrive
// at once, a user never has more unfinished tasks than the limit, and every refused one leaves the ledger as
// it was. A model only a paid plan may use is refused before any ledger row is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { creditEntries } from '../../../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { expectLedgerConsistent } from '../../support/ledger';
import { api } from '../../support/test-app';
import { clientKey, createImageWorld, type ImageWorld } from '../../support/images';

let world: ImageWorld;
beforeAll(async () => {
  // No runner: every task stays queued, so the count of unfinished tasks only grows.
  world = await createImageWorld({
    env: { TASK_MAX_ACTIVE_PER_USER: '4' },
    app: { taskRunner: false },
  });
});
afterAll(async () => world?.close());

const entriesOf = async (userId: string) =>
  (await world.t.app.deps.db.select().from(creditEntries).where(eq(creditEntries.userId, userId)))
    .length;

describe('the unfinished-task limit', () => {
  it('lets exactly the limit through when 30 creations arrive together', async () => {
    const user = await world.user('parallel');
    const before = await entriesOf(user.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        api(world.t.app, {
          method: 'POST',
          url: '/api/imagine/post',
          headers: user.headers,
          payload: { model: 'sdxl', prompt: 'a lighthouse', clientKey: clientKey() },
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(4);
    expect(new Set(accepted.map((answer) => (answer.body.data as TaskView).id)).size).toBe(4);
    expect(refused.every((answer) => answer.body.code === 'REQUEST_PENDING')).toBe(true);
    // One hold entry per accepted task, nothing for the 26 refused.
    expect((await entriesOf(user.id)) - before).toBe(4);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('answers a repeated press with its task at the limit, and ten at once with one task and one hold', async () => {
    const user = await world.user('repeats');
    const create = (key: string) =>
      api(world.t.app, {
        method: 'POST',
        url: '/api/imagine/post',
        headers: user.headers,
        payload: { model: 'sdxl', prompt: 'a harbour', clientKey: key },
      });
    const before = await entriesOf(user.id);
    const key = clientKey();
    const together = await Promise.all(Array.from({ length: 10 }, () => create(key)));
    const ids = new Set(together.map((answer) => (answer.body.data as TaskView).id));
    expect(together.every((answer) => answer.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await entriesOf(user.id)) - before).toBe(1);
    for (let i = 0; i < 3; i++) expect((await create(clientKey())).status).toBe(200);
    // Four unfinished now: a new press is refused, the first one's repeat still answers its task.
    expect((await create(clientKey())).body.code).toBe('REQUEST_PENDING');
    const repeat = await create(key);
    expect(repeat.status).toBe(200);
    expect((repeat.body.data as TaskView).id).toBe([...ids][0]);
    expect((await entriesOf(user.id)) - before).toBe(4);
    await expectLedgerConsistent(world.t, user.id);
  });
});
