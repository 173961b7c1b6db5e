// Answers that carry tokens or personal data are never cached; every answer forbids the browser features no
// page uses; text the database cannot store is refused up front with a translated message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../support/test-app';

let t: TestApp;
let session: { token: string; refreshToken: string };
beforeAll(async () => {
  t = await createTestApp();
  session = await signIn(t, 'headers@example.com');
});
afterAll(() => t.close());

describe('response headers', () => {
  it('keep sign-in, renewal and the user out of every cache', async () => {
    const signInAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/e/login',
      payload: { email: 'other@example.com' },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(session.token),
    });
    const renewed = await t.app.inject({
      method: 'GET',
      url: '/api/refresh/token',
      headers: { 'x-atrium-refresh-token': session.refreshToken },
    });
    for (const answer of [signInAnswer, me, renewed]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(String(answer.headers['permissions-policy'])).toContain('camera=()');
    }
  });
});

describe('text the database cannot store', () => {
  it('is refused with 400 and a translated message naming the field, on public and signed-in calls', async () => {
    const shared = await t.app.inject({ method: 'GET', url: '/api/share/chat?id=a%00b' });
    expect(shared.statusCode).toBe(400);
    expect(shared.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(shared.json().msg).toContain('query.id');
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { ...bearer(session.token), 'x-atrium-locale': 'zh-CN' },
      payload: { name: 'bad\u0000name' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().msg).toContain('NUL');
    expect(renamed.json().msg).toContain('body.name');
  });
});
