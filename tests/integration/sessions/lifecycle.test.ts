// Sessions: refresh rotation with reuse detection, sign-out, revoking devices, and tokens that are wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { liveSession, revokeSession } from '../../../src/server/sessions/service';
import { api, bearer, createTestApp, signIn, type TestApp } from '../support/test-app';

let t: TestApp;
let n = 0;
const fresh = () => `member${++n}@example.com`;
const refresh = (token: string) =>
  api(t.app, {
    method: 'GET',
    url: '/api/refresh/token',
    headers: { 'x-atrium-refresh-token': token },
  });
const me = (token: string) =>
  api(t.app, { method: 'GET', url: '/api/user', headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('rotates the refresh token, and a reused one ends the session', async () => {
    const first = await signIn(t, fresh(), '10.2.0.1');
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.body.data.token)).status).toBe(200);

    const stolen = await refresh(first.refreshToken);
    expect(stolen.status).toBe(401);
    expect(stolen.body.code).toBe('SESSION_EXPIRED');
    // The theft ends the whole session: the latest pair no longer works either.
    expect((await me(second.body.data.token)).body.code).toBe('SESSION_EXPIRED');
    expect((await refresh(second.body.data.refreshToken)).status).toBe(401);
  });

  it('signs out: the access token stops working at once', async () => {
    const session = await signIn(t, fresh(), '10.2.0.2');
    const out = await api(t.app, {
      method: 'GET',
      url: '/api/user/ulogin',
      headers: bearer(session.token),
    });
    expect(out.body).toEqual({ success: true, data: { signedOut: true } });
    expect((await me(session.token)).body.code).toBe('SESSION_EXPIRED');
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('expires access tokens after 15 minutes; the refresh token still works', async () => {
    const session = await signIn(t, fresh(), '10.2.0.3');
    t.clock.advance(16 * 60_000);
    const expired = await me(session.token);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      code: 'SESSION_EXPIRED',
      msg: 'Your session has ended. Please sign in again.',
    });
    const renewed = await refresh(session.refreshToken);
    expect((await me(renewed.body.data.token)).status).toBe(200);
  });

  it('refuses missing, malformed, tampered and foreign tokens', async () => {
    const session = await signIn(t, fresh(), '10.2.0.4');
    const none = await api(t.app, { method: 'GET', url: '/api/user' });
    expect(none).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED', msg: 'Please sign in to continue.' },
    });
    expect((await me('not-a-jwt')).body.code).toBe('UNAUTHORIZED');
    const [header, payload, signature] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    expect((await me(`${header}.${tampered}.${signature}`)).body.code).toBe('UNAUTHORIZED');
    const foreign = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('atrium')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'));
    expect((await me(foreign)).body.code).toBe('UNAUTHORIZED');
    expect((await refresh('x'.repeat(43))).status).toBe(401);
  });

  it('lists devices, revokes one, and never touches another user’s', async () => {
    const email = fresh();
    const laptop = await signIn(t, email, '10.2.0.5');
    t.clock.advance(61_000);
    const phone = await signIn(t, email, '10.2.0.6');
    const list = await api(t.app, {
      method: 'GET',
      url: '/api/user/sessions',
      headers: bearer(phone.token),
    });
    expect(list.body.data).toHaveLength(2);
    const laptopSession = list.body.data.find((s: { current: boolean }) => !s.current);
    expect(laptopSession).toMatchObject({ method: 'email', ip: '10.2.0.5' });

    const stranger = await signIn(t, fresh(), '10.2.0.7');
    const theirs = await api(t.app, {
      method: 'POST',
      url: '/api/user/sessions/revoke',
      headers: bearer(stranger.token),
      payload: { id: laptopSession.id },
    });
    expect(theirs.status).toBe(404);
    expect((await me(laptop.token)).status).toBe(200);

    const revoked = await api(t.app, {
      method: 'POST',
      url: '/api/user/sessions/revoke',
      headers: bearer(phone.token),
      payload: { id: laptopSession.id },
    });
    expect(revoked.body).toEqual({ success: true, data: { revoked: true } });
    expect((await me(laptop.token)).body.code).toBe('SESSION_EXPIRED');
    expect((await me(phone.token)).status).toBe(200);

    const badId = await api(t.app, {
      method: 'POST',
      url: '/api/user/sessions/revoke',
      headers: bearer(phone.token),
      payload: { id: 'not-a-uuid' },
    });
    expect(badId.status).toBe(400);
  });

  it('shares one read among calls that arrive together, and misses no revocation made meanwhile', async () => {
    const { deps } = t.app;
    const session = await signIn(t, fresh(), '10.2.0.9');
    const { sub: userId, sid: sessionId } = decodeJwt(session.token) as {
      sub: string;
      sid: string;
    };
    deps.sessions.forget(sessionId);
    const together = await Promise.all(
      Array.from({ length: 5 }, () => liveSession(deps, sessionId, userId)),
    );
    expect(together[0]?.session.id).toBe(sessionId);
    expect(new Set(together).size).toBe(1);

    deps.sessions.forget(sessionId);
    const before = liveSession(deps, sessionId, userId);
    await revokeSession(deps, sessionId);
    // A read started before the revocation may not see it (and is not remembered); a call after it reads again.
    await before;
    expect(await liveSession(deps, sessionId, userId)).toBeUndefined();
    expect((await me(session.token)).body.code).toBe('SESSION_EXPIRED');
  });

  it('updates the profile with validation', async () => {
    const session = await signIn(t, fresh(), '10.2.0.8');
    const post = (payload: Record<string, string>) =>
      api(t.app, {
        method: 'POST',
        url: '/api/user/profile',
        headers: bearer(session.token),
        payload,
      });
    expect((await post({ name: '  Grace  ', locale: 'zh-CN' })).body.data).toMatchObject({
      name: 'Grace',
      locale: 'zh-CN',
    });
    expect((await post({ name: '' })).status).toBe(400);
    expect((await post({ locale: 'xx' })).status).toBe(400);
  });
});
