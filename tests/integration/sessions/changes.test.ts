// Changes to sessions and users made by any writer reach the session cache of every server on the database
// when they are committed: an operator's SQL, or another server, not only the process that made them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../../src/server/db/schema';
import { LIVE_SESSION_TTL_MS } from '../../../src/server/sessions/cache';
import { api, bearer, createTestApp, signIn, type TestApp } from '../support/test-app';

let first: TestApp;
let second: TestApp;
let n = 0;
const fresh = () => `changes${++n}@example.com`;
const me = (t: TestApp, token: string) =>
  api(t.app, { method: 'GET', url: '/api/user', headers: bearer(token) });

/** Asks until `check` holds, for far less than a cache entry lives when changes are not announced. */
async function soon(check: () => Promise<boolean> | boolean): Promise<boolean> {
  const until = Date.now() + LIVE_SESSION_TTL_MS / 2;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** A signed-in user whose session both servers now remember. */
async function remembered(ip: string) {
  const session = await signIn(first, fresh(), ip);
  const answers = [await me(first, session.token), await me(second, session.token)];
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  return { token: session.token, id: answers[0]!.body.data.id as string };
}

beforeAll(async () => {
  // Two servers on one database, signing with one secret.
  const env = { ADMIN_EMAILS: 'changes-admin@example.com', JWT_SECRET: 'x'.repeat(48) };
  first = await createTestApp(env);
  second = await createTestApp(env, { database: first.database });
  for (const t of [first, second]) expect(await soon(() => t.app.deps.sessions.heard)).toBe(true);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('session changes announced by the database', () => {
  it('refuses a session an operator revoked in SQL, on every server that remembered it', async () => {
    const user = await remembered('10.9.0.1');
    await first.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.id}::uuid`,
    );
    for (const t of [first, second])
      expect(await soon(async () => (await me(t, user.token)).status === 401)).toBe(true);
  });

  it('refuses on the other server a user suspended through one', async () => {
    const user = await remembered('10.9.0.2');
    const admin = await signIn(first, 'changes-admin@example.com', '10.9.0.3');
    const suspended = await api(first.app, {
      method: 'POST',
      url: '/api/admin/user/suspend',
      headers: bearer(admin.token),
      payload: { id: user.id, reason: 'spam', note: 'Posted links to a casino' },
    });
    expect(suspended.status).toBe(200);
    expect(await soon(async () => (await me(second, user.token)).status === 403)).toBe(true);
  });

  it('shows a change made in SQL on the next calls', async () => {
    const user = await remembered('10.9.0.4');
    await first.database.db.execute(
      sql`UPDATE users SET name = 'Renamed by SQL' WHERE id = ${user.id}::uuid`,
    );
    for (const t of [first, second])
      expect(
        await soon(async () => (await me(t, user.token)).body.data.name === 'Renamed by SQL'),
      ).toBe(true);
  });

  it('keeps a used session remembered and still moves its last use on', async () => {
    const user = await remembered('10.9.0.5');
    first.clock.advance(120_000);
    expect((await me(first, user.token)).status).toBe(200);
    const stamp = async () => {
      const [row] = await first.database.db
        .select({ at: sessions.lastUsedAt })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      return row!.at.getTime();
    };
    expect(await soon(async () => (await stamp()) === first.clock.now.getTime())).toBe(true);
  });
});
