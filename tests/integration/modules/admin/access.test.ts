// Who reaches the admin console's calls: every route the contract marks `auth: 'admin'` refuses a visitor with
// 401 and a signed-in user with 403 (with a translated message), whatever they send, and every call under
// /api/admin/ is so marked, so a new admin route cannot forget it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_FAMILIES } from '../../../../src/shared/api';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => t.close());

const routes = Object.values(CALL_FAMILIES).flatMap((family) => Object.values(family));
const adminRoutes = routes.filter((route) => route.auth === 'admin');

describe('admin access', () => {
  it('marks every /api/admin/ call as an admin call', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes)
      if (route.path.startsWith('/api/admin/')) expect(route.auth, route.path).toBe('admin');
  });

  it('refuses visitors with 401 and users with 403 on every admin route, and lets an admin in', async () => {
    const user = bearer((await signIn(t, 'plain@example.com', '10.3.0.1')).token);
    const boss = bearer((await signIn(t, 'boss@example.com', '10.3.0.2')).token);
    const payload = { id: '00000000-0000-4000-8000-000000000000', email: 'plain@example.com' };
    for (const route of adminRoutes) {
      const call = (headers: Record<string, string>) =>
        api(t.app, {
          method: route.method,
          url: route.path,
          headers: { ...headers, 'accept-language': 'en-US' },
          ...(route.method === 'GET' ? {} : { payload }),
        });
      const visitor = await call({});
      expect(visitor.status, `${route.path} as a visitor`).toBe(401);
      const refused = await call(user);
      expect(refused.status, `${route.path} as a user`).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(refused.body.msg).toMatch(/\w/);
      // An admin gets past the door: whatever the answer, it is not a refusal of who they are.
      const allowed = await call(boss);
      expect([401, 403], `${route.path} as an admin`).not.toContain(allowed.status);
    }
  });
});
