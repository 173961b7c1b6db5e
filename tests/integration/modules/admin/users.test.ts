// The console's Users section against the real app: finding an account, its figures, suspension reaching the
// user at once with the reason they read, restoring, ending sessions, roles (never oneself, never the last
// admin, never one ADMIN_EMAILS names, and two admins demoting each other at once leave one), and an audit
// row for every action that the database will not let anyone change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

let t: TestApp;
let boss: Record<string, string>;
let bossId: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  boss = bearer((await signIn(t, 'boss@example.com', '10.4.0.1')).token);
  bossId = (await get('/api/user', boss)).body.data.id;
});
afterAll(() => t.close());

let ip = 10;
async function newUser(label: string) {
  ip += 1;
  const email = `${label}-${ip}@example.com`;
  const headers = bearer((await signIn(t, email, `10.4.1.${ip}`)).token);
  const id = (await get('/api/user', headers)).body.data.id as string;
  return { email, headers, id };
}
function get(url: string, headers: Record<string, string>) {
  return api(t.app, { method: 'GET', url, headers: { ...headers, 'accept-language': 'en-US' } });
}
const post = (url: string, headers: Record<string, string>, payload: object) =>
  api(t.app, { method: 'POST', url, headers: { ...headers, 'accept-language': 'en-US' }, payload });
const audit = async (query = '') => (await get(`/api/admin/audit/list${query}`, boss)).body.data;

describe('admin users', () => {
  it('finds accounts by e-mail, name or id, and shows one’s figures', async () => {
    const user = await newUser('findme');
    const byEmail = await get('/api/admin/user/search?q=FINDME', boss);
    expect(byEmail.body.data.list.map((row: { id: string }) => row.id)).toEqual([user.id]);
    const byId = await get(`/api/admin/user/search?q=${user.id.toUpperCase()}`, boss);
    expect(byId.body.data.list).toHaveLength(1);
    // Wildcards are words, not patterns.
    const literal = await get('/api/admin/user/search?q=%25', boss);
    expect(literal.body.data.list).toEqual([]);
    const detail = await get(`/api/admin/user?id=${user.id}`, boss);
    expect(detail.body.data).toMatchObject({
      email: user.email,
      role: 'user',
      status: 'active',
      configuredAdmin: false,
      counts: { liveSessions: 1, tasks: 0, conversations: 0, bots: 0, orders: 0 },
    });
    expect((await get('/api/admin/user?id=nope', boss)).status).toBe(400);
    const missing = await get('/api/admin/user?id=00000000-0000-4000-8000-000000000000', boss);
    expect(missing.status).toBe(404);
  });

  it('suspends with a reason the user reads at once, and restores', async () => {
    const user = await newUser('suspend');
    const noReason = await post('/api/admin/user/suspend', boss, {
      id: user.id,
      reason: 'spam',
      note: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('Please give a reason: it is kept in the audit log.');
    expect((await get('/api/user', user.headers)).status).toBe(200);

    const suspended = await post('/api/admin/user/suspend', boss, {
      id: user.id,
      reason: 'spam',
      note: 'Posted links to a casino 40 times',
    });
    expect(suspended.body.data).toMatchObject({ status: 'suspended', suspendedReason: 'spam' });
    const refused = await get('/api/user', user.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.body.msg).toMatch(/spam/i);

    const restored = await post('/api/admin/user/restore', boss, { id: user.id, note: 'Appeal' });
    expect(restored.body.data).toMatchObject({ status: 'active', suspendedReason: null });
    expect((await get('/api/user', user.headers)).status).toBe(200);

    const { list } = await audit(`?targetKind=user&targetId=${user.id}`);
    expect(list.map((entry: { action: string }) => entry.action)).toEqual([
      'user.restore',
      'user.suspend',
    ]);
    expect(list[1]).toMatchObject({
      actor: 'boss@example.com',
      target: { kind: 'user', id: user.id, label: user.email },
      before: { status: 'active' },
      after: { status: 'suspended', suspendedReason: 'spam' },
      reason: 'Posted links to a casino 40 times',
    });
  });

  it('ends a user’s sessions, and refuses to act on the admin’s own account', async () => {
    const user = await newUser('sessions');
    const ended = await post('/api/admin/user/sessions/revoke', boss, {
      id: user.id,
      note: 'Lost phone',
    });
    expect(ended.body.data.counts.liveSessions).toBe(0);
    expect((await get('/api/user', user.headers)).status).toBe(401);
    for (const [url, extra] of [
      ['/api/admin/user/suspend', { reason: 'spam' }],
      ['/api/admin/user/sessions/revoke', {}],
      ['/api/admin/user/role', { role: 'user' }],
    ] as const) {
      const self = await post(url, boss, { id: bossId, note: 'oops', ...extra });
      expect(self.status, url).toBe(409);
      expect(self.body.code).toBe('ADMIN_SELF');
    }
  });

  it('grants roles, keeps ADMIN_EMAILS admins and the last admin, and audits credits', async () => {
    const helper = await newUser('helper');
    const promoted = await post('/api/admin/user/role', boss, {
      id: helper.id,
      role: 'admin',
      note: 'Moderates at night',
    });
    expect(promoted.body.data.role).toBe('admin');
    // The new admin's very next call is an admin's.
    expect((await get('/api/admin/user/search', helper.headers)).status).toBe(200);
    const configured = await post('/api/admin/user/role', helper.headers, {
      id: bossId,
      role: 'user',
      note: 'Coup',
    });
    expect(configured.body.code).toBe('CONFIGURED_ADMIN');
    const demoted = await post('/api/admin/user/role', boss, {
      id: helper.id,
      role: 'user',
      note: 'Season over',
    });
    expect(demoted.body.data.role).toBe('user');
    expect((await get('/api/admin/user/search', helper.headers)).status).toBe(403);

    const granted = await post('/api/admin/credits/grant', boss, {
      email: helper.email,
      amount: 500,
      reason: 'Thanks for moderating',
    });
    expect(granted.status).toBe(200);
    const { list } = await audit('?action=credits.grant');
    expect(list[0]).toMatchObject({
      actor: 'boss@example.com',
      target: { kind: 'user', id: helper.id, label: helper.email },
      after: { amount: 500 },
      reason: 'Thanks for moderating',
    });
    expect(list[0].after.balance - list[0].before.balance).toBe(500);
    // Searchable by the admin's words.
    expect((await audit('?q=night')).list[0]).toMatchObject({ action: 'user.role' });
  });

  it('leaves one admin when the only two demote each other at once', async () => {
    // A server without ADMIN_EMAILS, whose two admins were made by the console.
    const t2 = await createTestApp();
    try {
      const headersOf = async (email: string, at: string) =>
        bearer((await signIn(t2, email, at)).token);
      const one = await headersOf('duo-a@example.com', '10.5.0.1');
      const two = await headersOf('duo-b@example.com', '10.5.0.2');
      await t2.app.deps.db.execute(sql`update users set role = 'admin'`);
      const idOf = async (headers: Record<string, string>) =>
        (await api(t2.app, { method: 'GET', url: '/api/user', headers })).body.data.id as string;
      const [oneId, twoId] = [await idOf(one), await idOf(two)];
      const demote = (headers: Record<string, string>, id: string) =>
        api(t2.app, {
          method: 'POST',
          url: '/api/admin/user/role',
          headers,
          payload: { id, role: 'user', note: 'Race' },
        });
      const answers = await Promise.all([demote(one, twoId), demote(two, oneId)]);
      // The loser is refused: no longer an admin when its turn comes (403), or the last one left (409).
      const [won, lost] = [...answers].sort((x, y) => x.status - y.status);
      expect(won?.status).toBe(200);
      expect(['FORBIDDEN', 'LAST_ADMIN']).toContain(lost?.body.code);
      const admins = await t2.app.deps.db.execute(sql`select id from users where role = 'admin'`);
      expect((admins as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    } finally {
      await t2.close();
    }
  });

  it('keeps the audit log append-only', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await t.app.deps.db.execute(statement).then(
        () => undefined,
        (caught: Error & { cause?: Error }) => caught,
      );
      return String(error?.cause?.message ?? error?.message);
    };
    expect(await refusal(sql`update admin_audit set reason = 'edited'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from admin_audit`)).toMatch(/append-only/);
    expect((await audit()).list.length).toBeGreaterThan(5);
  });
});
