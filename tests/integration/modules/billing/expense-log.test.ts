// The expense log as its owner reads it, over the real app: a row for every movement of their credits (the
// sign-up grant, support's grant and deduction, a chat answer, each image tool's task by its model or style,
// credits held for work still running, a failed task's reserve and refund, a pack that ran out), each
// signed, with the balance after it, ten a page, and only the owner's own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expense } from '../../../../src/shared/api/billing';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { sweepCredits } from '../../../../src/server/ledger/sweeper';
import { startFakeOpenAI, type FakeOpenAI } from '../../../fakes/openai-chat';
import { expectLedgerConsistent } from '../../support/ledger';
import { api, bearer, signIn } from '../../support/test-app';
import {
  balance,
  clientKey,
  createImageWorld,
  testImage,
  upload,
  waitForTask,
  type ImageWorld,
} from '../../support/images';

let openai: FakeOpenAI;
let world: ImageWorld;
let admin: Record<string, string>;
beforeAll(async () => {
  openai = await startFakeOpenAI();
  world = await createImageWorld({
    env: {
      OPENAI_API_KEY: openai.apiKey,
      OPENAI_BASE_URL: openai.url,
      ADMIN_EMAILS: 'boss@example.com',
    },
  });
  admin = bearer((await signIn(world.t, 'boss@example.com', '10.3.0.1')).token);
});
afterAll(async () => {
  await world?.close();
  await openai?.close();
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  api(world.t.app, { method: 'POST', url, headers, payload });
/** A moment apart, so each movement has its own time (the test app's clock stands still otherwise). */
const later = () => world.t.clock.advance(1000);

async function run(headers: Record<string, string>, create: string, check: string, body: object) {
  const created = await post(create, headers, { ...body, clientKey: clientKey() });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const done = await waitForTask(world.t, headers, check, (created.body.data as TaskView).id);
  later();
  return done;
}

async function log(headers: Record<string, string>, page = 1) {
  const answer = await api(world.t.app, {
    method: 'GET',
    url: `/api/used/list?page=${page}`,
    headers,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { list: Expense[]; total: number; page: number; pageSize: number };
}

let ips = 0;
async function newUser(label: string) {
  ips += 1;
  const email = `${label}-${ips}@example.com`;
  const headers = bearer((await signIn(world.t, email, `10.4.0.${ips}`)).token);
  const me = await api(world.t.app, { method: 'GET', url: '/api/user', headers });
  return { email, headers, id: (me.body.data as { id: string }).id };
}

describe('expense log', () => {
  it('has a worded, signed row with the balance after it for every kind of movement', async () => {
    const user = await newUser('log');
    later();
    await post('/api/admin/credits/grant', admin, {
      email: user.email,
      amount: 20_000,
      reason: 'Welcome gift',
    });
    later();
    const chat = await post('/api/token/chat', user.headers, {
      model: 'gpt-4o-mini',
      text: 'Hello there',
      clientKey: clientKey(),
    });
    expect(chat.status).toBe(200);
    later();
    const drawing = await upload(world.t, user.headers, 'doodle', await testImage(512, 512));
    const photo = await upload(world.t, user.headers, 'portrait', await testImage(600, 600));
    const small = await upload(world.t, user.headers, 'upscaler', await testImage(300, 200));
    await run(user.headers, '/api/imagine/post', '/api/imagine/check', {
      model: 'sdxl',
      prompt: 'a lighthouse at dusk',
    });
    const grid = await run(user.headers, '/api/imagine/post', '/api/imagine/check', {
      model: 'midjourney',
      prompt: 'a castle in the clouds',
    });
    const u1 = grid.buttons.find((button) => button.label === 'U1')!;
    await run(user.headers, '/api/imagine/image', '/api/imagine/check', {
      taskId: grid.id,
      customId: u1.customId,
    });
    await run(user.headers, '/api/style/post', '/api/style/check', {
      imageId: photo,
      styleId: 'ghibli',
    });
    await run(user.headers, '/api/doodle/post', '/api/doodle/check', {
      imageId: drawing,
      style: 'anime',
    });
    await run(user.headers, '/api/cosplay/post', '/api/cosplay/check', {
      imageId: photo,
      character: 'astronaut',
    });
    await run(user.headers, '/api/image/super/create', '/api/image/super/check', {
      imageId: small,
      scale: 2,
    });
    // A task the provider refuses: its held credits come back.
    world.fakes.openai.script.policyViolation = true;
    const failed = await run(user.headers, '/api/imagine/post', '/api/imagine/check', {
      model: 'gpt-image',
      prompt: 'something refused',
    }).finally(() => (world.fakes.openai.script.policyViolation = false));
    expect(failed.status).toBe('failed');
    // A pack bought earlier runs out: the sweeper ends what is left of it.
    const ledger = world.t.app.deps.credits.ledger;
    await ledger.grant({
      userId: user.id,
      key: `pack:${user.id}`,
      bucket: 'topup',
      amount: 300,
      expiresAt: new Date(world.t.clock.now.getTime() + 500),
      source: 'topup',
      reason: 'order 20260101000000-000001',
    });
    later();
    await sweepCredits(world.t.app.deps.db, ledger, () => world.t.clock.now);
    later();
    await post('/api/admin/credits/deduct', admin, {
      email: user.email,
      amount: 150,
      reason: 'Duplicate charge',
    });
    later();
    // An answer still being written holds its most possible price.
    await ledger.hold({
      userId: user.id,
      amount: 40,
      service: 'chat',
      event: 'GPT-4o mini',
      ttlMs: 60_000,
    });

    const first = await log(user.headers);
    const second = await log(user.headers, 2);
    expect(first).toMatchObject({ total: 16, page: 1, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(6);
    const rows = [...first.list, ...second.list];
    const task = (service: string, model: string | null, action: string | null = null) => ({
      kind: 'charge',
      service,
      model,
      action,
      pending: false,
    });
    expect(rows).toMatchObject([
      {
        kind: 'reserve',
        service: 'chat',
        modelLabel: 'GPT-4o mini',
        amount: -40,
        pending: true,
      },
      { kind: 'deduct', service: 'admin', note: 'Duplicate charge', amount: -150 },
      { kind: 'expire', service: 'expiry', cause: 'expired', bucket: 'topup', amount: -300 },
      {
        kind: 'grant',
        service: 'topup',
        order: '20260101000000-000001',
        bucket: 'topup',
        amount: 300,
        note: null,
      },
      { kind: 'refund', service: 'imagine', model: 'gpt-image', modelLabel: 'GPT Image' },
      { kind: 'reserve', service: 'imagine', model: 'gpt-image', pending: false },
      task('super', 'upscaler'),
      { ...task('cosplay', 'astronaut'), modelLabel: null },
      task('doodle', 'anime'),
      { ...task('style', 'ghibli'), amount: -800 },
      { ...task('imagine', 'midjourney', 'upscale'), modelLabel: 'Midjourney' },
      { ...task('imagine', 'midjourney'), modelLabel: 'Midjourney' },
      { ...task('imagine', 'sdxl'), modelLabel: 'Stable Diffusion XL' },
      { kind: 'charge', service: 'chat', model: null, modelLabel: 'GPT-4o mini' },
      { kind: 'grant', service: 'admin', note: 'Welcome gift', amount: 20_000, bucket: 'forever' },
      { kind: 'grant', service: 'signup', note: null, amount: 1500, expiresAt: null },
    ]);
    // A refund gives back exactly what its reserve took.
    expect(rows[4]!.amount).toBe(-rows[5]!.amount);
    expect(rows[4]!.amount).toBeGreaterThan(0);
    // Every row is signed by its kind and its balance follows from the one before; the newest is the
    // balance the header shows.
    for (const row of rows) {
      expect(Math.sign(row.amount)).toBe(['grant', 'refund'].includes(row.kind) ? 1 : -1);
      expect(row.credits).toBe(Math.abs(row.amount));
      expect(row.subscriptionAmount + row.topupAmount).toBe(row.credits);
    }
    for (let index = 0; index + 1 < rows.length; index += 1)
      expect(rows[index]!.balance).toBe(rows[index + 1]!.balance + rows[index]!.amount);
    expect(rows.at(-1)!.balance).toBe(1500);
    expect(rows[0]!.balance).toBe(await balance(world.t, user.headers));
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    await expectLedgerConsistent(world.t, user.id);

    // Nobody else sees any of it: another user's log is their own sign-up alone.
    const other = await newUser('other');
    const theirs = await log(other.headers);
    expect(theirs.total).toBe(1);
    expect(theirs.list).toMatchObject([{ kind: 'grant', service: 'signup', balance: 1500 }]);
    expect(theirs.list[0]!.id).not.toBe(rows.at(-1)!.id);
  });

  it('keeps the balance of older rows on later pages and answers an empty page past the end', async () => {
    const user = await newUser('pages');
    for (let index = 0; index < 11; index += 1) {
      later();
      await post('/api/admin/credits/deduct', admin, {
        email: user.email,
        amount: 10,
        reason: `charge ${index}`,
      });
    }
    const second = await log(user.headers, 2);
    expect(second.total).toBe(12);
    expect(second.list.map((row) => [row.note, row.balance])).toEqual([
      ['charge 0', 1490],
      [null, 1500],
    ]);
    const past = await log(user.headers, 3);
    expect(past).toMatchObject({ list: [], total: 12, page: 3 });
  });
});
