// E-mail codes: the sign-in rules (docs/product-rules.md), each failure with its message, and nothing
// changed by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailCodes, users } from '../../../../src/server/db/schema';
import { api, bearer, createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let n = 0;
const fresh = () => `person${++n}@example.com`;
// Each address gets its own client address, so the per-IP route limit of one test does not reach another.
const ipOf = (email: string) =>
  `10.1.${[...email].reduce((sum, ch) => (sum + ch.charCodeAt(0)) % 250, 0)}.${email.length}`;
const send = (email: string, ip = ipOf(email.trim().toLowerCase())) =>
  api(t.app, { method: 'POST', url: '/api/e/login', payload: { email }, remoteAddress: ip });
const verify = (email: string, code: string | undefined, ip = ipOf(email)) =>
  api(t.app, { method: 'POST', url: '/api/e/login', payload: { email, code }, remoteAddress: ip });
const wrong = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => t.close());

describe('e-mail sign-in', () => {
  it('sends a code, signs a new user in, and creates the account', async () => {
    const email = fresh();
    const sent = await send(`  ${email.toUpperCase()} `);
    expect(sent.body).toEqual({ success: true, data: { sent: true, resendAfter: 60 } });
    const code = t.lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(stored[0]?.codeHash).not.toContain(code);
    const verified = await verify(email, code);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ expiresIn: 900 });
    const me = await api(t.app, {
      method: 'GET',
      url: '/api/user',
      headers: bearer(verified.body.data.token),
    });
    expect(me.body.data).toMatchObject({
      email,
      name: email.split('@')[0],
      role: 'user',
      status: 'active',
    });
  });

  it('gives the same answer for an unknown and a known address', async () => {
    const known = fresh();
    await verify(known, (await send(known), t.lastCode(known)));
    t.clock.advance(61_000);
    const again = await send(known);
    const unknown = await send(fresh());
    expect(again.body).toEqual(unknown.body);
  });

  it('refuses a wrong code, then voids the code after five wrong attempts', async () => {
    const email = fresh();
    await send(email);
    const code = t.lastCode(email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await verify(email, wrong(code));
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('CODE_INVALID');
    }
    const fifth = await verify(email, wrong(code));
    expect(fifth.body.code).toBe('CODE_ATTEMPTS');
    const right = await verify(email, code);
    expect(right.body).toMatchObject({
      code: 'CODE_ATTEMPTS',
      msg: 'Too many wrong codes. Please ask for a new code.',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an expired code and a code used twice', async () => {
    const email = fresh();
    await send(email);
    const code = t.lastCode(email);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await verify(email, code)).body.code).toBe('CODE_EXPIRED');

    t.clock.advance(61_000);
    await send(email);
    const second = t.lastCode(email);
    expect((await verify(email, second)).status).toBe(200);
    expect((await verify(email, second)).body.code).toBe('CODE_EXPIRED');
  });

  it('voids the old code when a new one is sent', async () => {
    const email = fresh();
    await send(email);
    const first = t.lastCode(email);
    t.clock.advance(61_000);
    await send(email);
    const second = t.lastCode(email);
    if (first !== second) expect((await verify(email, first)).body.code).toBe('CODE_INVALID');
    expect((await verify(email, second)).status).toBe(200);
  });

  it('holds re-sends to one a minute and five an hour per address', async () => {
    const email = fresh();
    expect((await send(email)).status).toBe(200);
    const early = await send(email);
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('CODE_COOLDOWN');
    expect(early.body.msg).toMatch(/in \d+ s/);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      expect((await send(email)).status).toBe(200);
    }
    t.clock.advance(61_000);
    const sixth = await send(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('RATE_LIMITED');
    // The first code was sent 305 s ago: the hour frees a place in 3,295 s.
    expect(sixth.body.msg).toBe('Too many requests. Please try again in 55 minutes.');
    expect(t.mailCount(email)).toBe(5);
    t.clock.advance(60 * 60_000);
    expect((await send(email)).status).toBe(200);
  });

  it('holds one client address to twenty codes an hour', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) expect((await send(fresh(), ip)).status).toBe(200);
    const over = await send(fresh(), ip);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
  });

  it('makes ADMIN_EMAILS admins, and keeps a suspended user out', async () => {
    await send('boss@example.com');
    const admin = await verify('boss@example.com', t.lastCode('boss@example.com'));
    const me = await api(t.app, {
      method: 'GET',
      url: '/api/user',
      headers: bearer(admin.body.data.token),
    });
    expect(me.body.data.role).toBe('admin');

    const email = fresh();
    await send(email);
    const session = (await verify(email, t.lastCode(email))).body.data;
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.email, email));
    const blocked = await api(t.app, {
      method: 'GET',
      url: '/api/user',
      headers: bearer(session.token),
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('ACCOUNT_SUSPENDED');
    t.clock.advance(61_000);
    await send(email);
    const again = await verify(email, t.lastCode(email));
    expect(again.status).toBe(403);
    expect(again.body.msg).toContain('suspended');
  });
});
