// The credits endpoints as a user and an admin meet them: sign-up credits, quotes and the free-account rule,
// the expense log, admin grants and deductions with who made them, and who may see what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';
import { expectLedgerConsistent } from '../../support/ledger';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  admin = bearer((await signIn(t, 'boss@example.com', '10.1.0.1')).token);
});
afterAll(() => t.close());

let ip = 0;
async function newUser(label: string) {
  ip += 1;
  const email = `${label}-${ip}@example.com`;
  const tokens = await signIn(t, email, `10.2.0.${ip}`);
  return { email, headers: bearer(tokens.token) };
}
const get = (url: string, headers: Record<string, string>) =>
  api(t.app, { method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  api(t.app, { method: 'POST', url, headers, payload });

describe('credits API', () => {
  it('gives a new account 15 credits that never expire, once', async () => {
    const user = await newUser('new');
    const credits = await get('/api/user/credits', user.headers);
    expect(credits.body.data).toEqual({
      total: 1500,
      held: 0,
      buckets: [{ bucket: 'forever', amount: 1500, expiresAt: null }],
      plan: null,
      subscribed: false,
    });
    // Signing in again is not signing up again.
    const again = bearer((await signIn(t, user.email, '10.2.1.1')).token);
    expect((await get('/api/user/credits', again)).body.data.total).toBe(1500);
  });

  it('quotes prices and locks paid models for free accounts, enforced when holding', async () => {
    const user = await newUser('quote');
    const mini = await post('/api/price/quote', user.headers, {
      kind: 'chat',
      model: 'gpt-4o-mini',
      inputTokens: 2000,
      outputTokens: 1000,
    });
    expect(mini.body.data).toEqual({ credits: 18, locked: false, affordable: true });
    const gpt4o = await post('/api/price/quote', user.headers, {
      kind: 'chat',
      model: 'gpt-4o',
      inputTokens: 1000,
      outputTokens: 1000,
    });
    expect(gpt4o.body.data).toMatchObject({ credits: 250, locked: true });
    const upscale = await post('/api/price/quote', user.headers, {
      kind: 'upscale',
      width: 1000,
      height: 1000,
      scale: 4,
    });
    expect(upscale.body.data).toMatchObject({ credits: 320, locked: false });
    const unknown = await post('/api/price/quote', user.headers, {
      kind: 'chat',
      model: 'nope',
      inputTokens: 1,
      outputTokens: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('There is no price for this on this server.');
    const bad = await post('/api/price/quote', user.headers, {
      kind: 'upscale',
      width: -1,
      height: 1,
      scale: 99,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);

    const users = await import('../../../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.app.deps.db
      .select()
      .from(users.users)
      .where(eq(users.users.email, user.email));
    await expect(
      t.app.deps.credits.holdFor(
        row!.id,
        { kind: 'chat', model: 'gpt-4o', inputTokens: 1, outputTokens: 1 },
        { service: 'chat', event: 'gpt-4o', ttlMs: 1000 },
      ),
    ).rejects.toMatchObject({ code: 'MODEL_LOCKED' });
    const hold = await t.app.deps.credits.holdFor(
      row!.id,
      { kind: 'chat', model: 'gpt-4o-mini', inputTokens: 1000, outputTokens: 500 },
      { service: 'Chat', event: 'gpt-4o-mini', ttlMs: 60_000 },
    );
    await t.app.deps.credits.ledger.settle(hold, 5);
    await expect(
      t.app.deps.credits.holdFor(
        row!.id,
        { kind: 'upscale', width: 4000, height: 4000, scale: 10 },
        { service: 'Upscaler', event: 'x10', ttlMs: 1000 },
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    // The charge, above the sign-up credits.
    const log = await get('/api/used/list', user.headers);
    expect(log.body.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(log.body.data.list[0]).toMatchObject({
      kind: 'charge',
      amount: -5,
      balance: 1495,
      service: 'Chat',
      event: 'gpt-4o-mini',
      credits: 5,
      subscriptionAmount: 0,
      topupAmount: 5,
    });
    const refused = await api(t.app, {
      method: 'POST',
      url: '/api/price/quote',
      headers: { ...user.headers, 'x-atrium-locale': 'zh-CN' },
      payload: { kind: 'tool', tool: 'goods', count: 99 },
    });
    expect(refused.status).toBe(400);
  });

  it('lets an admin grant and deduct with a reason, records who did it, and refuses everyone else', async () => {
    const user = await newUser('granted');
    const granted = await post('/api/admin/credits/grant', admin, {
      email: user.email,
      amount: 1000,
      reason: 'Goodwill',
    });
    expect(granted.body.data.total).toBe(2500);
    const deducted = await post('/api/admin/credits/deduct', admin, {
      email: user.email,
      amount: 300,
      reason: 'Duplicate',
    });
    expect(deducted.body.data.total).toBe(2200);
    const tooMuch = await post('/api/admin/credits/deduct', admin, {
      email: user.email,
      amount: 999_999,
      reason: 'x',
    });
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body.msg).toBe(
      'Your credits are not enough. Please purchase more or upgrade your account.',
    );
    const ledger = await get(
      `/api/admin/credits/ledger?email=${encodeURIComponent(user.email)}`,
      admin,
    );
    expect(ledger.body, JSON.stringify(ledger.body)).toMatchObject({ success: true });
    expect(ledger.body.data.balance).toBe(2200);
    expect(ledger.body.data.entries.slice(0, 2)).toMatchObject([
      { type: 'deduct', amount: -300, reason: 'Duplicate', actor: 'boss@example.com' },
      { type: 'grant', amount: 1000, reason: 'Goodwill', actor: 'boss@example.com' },
    ]);
    const log = await get('/api/used/list', user.headers);
    expect(log.body.data.list[0]).toMatchObject({
      service: 'admin',
      event: 'Duplicate',
      credits: 300,
    });
    // A plain user is refused every admin call, for themselves or anyone.
    for (const [method, url, payload] of [
      ['POST', '/api/admin/credits/grant', { email: user.email, amount: 1, reason: 'me' }],
      [
        'POST',
        '/api/admin/credits/deduct',
        { email: 'boss@example.com', amount: 1, reason: 'you' },
      ],
      ['GET', `/api/admin/credits/ledger?email=boss%40example.com`, undefined],
    ] as const) {
      const answer = await api(t.app, {
        method,
        url,
        headers: user.headers,
        ...(payload ? { payload } : {}),
      });
      expect(answer.status).toBe(403);
    }
    const unknown = await post('/api/admin/credits/grant', admin, {
      email: 'nobody@example.com',
      amount: 1,
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
    const users = await import('../../../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.app.deps.db
      .select()
      .from(users.users)
      .where(eq(users.users.email, user.email));
    expect(await expectLedgerConsistent(t, row!.id)).toBe(2200);
  });

  it('pages the expense log ten at a time, newest first, and shows a user only their own', async () => {
    const user = await newUser('pages');
    const other = await newUser('other');
    for (let index = 0; index < 12; index += 1) {
      await post('/api/admin/credits/deduct', admin, {
        email: user.email,
        amount: 10,
        reason: `charge ${index}`,
      });
      t.clock.advance(1000);
    }
    // Twelve deductions over the sign-up credits.
    const first = await get('/api/used/list', user.headers);
    expect(first.body.data).toMatchObject({ total: 13, page: 1, pageSize: 10 });
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list[0]).toMatchObject({ event: 'charge 11', balance: 1380 });
    const second = await get('/api/used/list?page=2', user.headers);
    expect(
      second.body.data.list.map((row: { kind: string; balance: number }) => [
        row.kind,
        row.balance,
      ]),
    ).toEqual([
      ['deduct', 1480],
      ['deduct', 1490],
      ['grant', 1500],
    ]);
    expect((await get('/api/used/list', other.headers)).body.data.list).toMatchObject([
      { kind: 'grant', service: 'signup' },
    ]);
    expect((await get('/api/used/list?page=0', user.headers)).status).toBe(400);
  });

  it('answers plans with what each allowance buys, computed from the price table', async () => {
    const price = await api(t.app, { method: 'GET', url: '/api/price' });
    const basic = price.body.data.plans.find((plan: { id: string }) => plan.id === 'basic');
    // 1,000 credits at 2 credits per 1,000 gpt-4o output tokens, 750 words per 1,000 tokens.
    expect(basic).toMatchObject({
      monthlyPrice: 999,
      credits: 100_000,
      estimate: { chatWords: 370_000, images: 120, upscales: 290 },
    });
    expect(price.body.data.freeModels).toEqual(['gpt-4o-mini', 'sdxl', 'flux-schnell', 'upscaler']);
  });
});
