// Google sign-in against a loopback Google: the web flow, the desktop hand-off, and what must be refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { api, bearer, createTestApp, type TestApp } from '../../support/test-app';
import { startFakeGoogle, type FakeGoogle } from '../../../fakes/google';

let t: TestApp;
let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp(google.env);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

/** Plays the browser: asks for the URL, lets Google redirect back, and follows it to our callback. */
async function authorize(query = '') {
  const start = await api(t.app, { method: 'GET', url: `/api/g/login${query}` });
  expect(start.status).toBe(200);
  const atGoogle = await fetch(start.body.data.url, { redirect: 'manual' });
  const back = new URL(atGoogle.headers.get('location') ?? '');
  const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  return { start: new URL(start.body.data.url), callback, back };
}

describe('Google sign-in', () => {
  it('says Google is on, and starts with state and PKCE', async () => {
    expect((await api(t.app, { method: 'GET', url: '/api/login' })).body.data.google).toBe(true);
    const start = await api(t.app, { method: 'GET', url: '/api/g/login' });
    const url = new URL(start.body.data.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('http://atrium.test/api/g/do/login');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20);
  });

  it('signs a web user in and lands on /google/auth with the session in the fragment', async () => {
    google.user = {
      sub: 'g-1',
      email: 'Ada@Example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      picture: `${google.url}/picture/ada.png`,
    };
    const { callback } = await authorize();
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location as string);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://atrium.test/google/auth');
    expect(landing.search).toBe('');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    const me = await api(t.app, {
      method: 'GET',
      url: '/api/user',
      headers: bearer(fragment.get('token') ?? ''),
    });
    expect(me.body.data).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace' });
    // The Google picture is fetched once, stored, and shown from Atrium's own origin, never Google's.
    expect(me.body.data.avatar ?? '').not.toContain(google.url);
    await expect
      .poll(
        async () =>
          (
            await api(t.app, {
              method: 'GET',
              url: '/api/user',
              headers: bearer(fragment.get('token') ?? ''),
            })
          ).body.data.avatar,
      )
      .toMatch(/^\/api\/files\/[0-9a-f-]{36}\?exp=/);
  });

  it('links Google to an existing e-mail account instead of making a second one', async () => {
    google.user = { sub: 'g-2', email: 'linked@example.com', email_verified: true, name: 'Linked' };
    await api(t.app, {
      method: 'POST',
      url: '/api/e/login',
      payload: { email: 'linked@example.com' },
    });
    const first = new URLSearchParams(
      new URL((await authorize()).callback.headers.location as string).hash.slice(1),
    );
    const second = new URLSearchParams(
      new URL((await authorize()).callback.headers.location as string).hash.slice(1),
    );
    const a = await api(t.app, {
      method: 'GET',
      url: '/api/user',
      headers: bearer(first.get('token') ?? ''),
    });
    const b = await api(t.app, {
      method: 'GET',
      url: '/api/user',
      headers: bearer(second.get('token') ?? ''),
    });
    expect(a.body.data.id).toBe(b.body.data.id);
  });

  it('refuses a state that does not match or is used twice, and an unverified e-mail', async () => {
    const { back } = await authorize();
    const replay = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(replay.headers.location).toBe('http://atrium.test/google/auth#error=OAUTH_STATE');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/g/do/login?code=abc&state=forged-state-value',
    });
    expect(forged.headers.location).toBe('http://atrium.test/google/auth#error=OAUTH_STATE');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/g/do/login?error=access_denied',
    });
    expect(denied.headers.location).toContain('#error=');

    google.user = { sub: 'g-3', email: 'unverified@example.com', email_verified: false, name: 'U' };
    const { callback } = await authorize();
    expect(callback.headers.location).toBe('http://atrium.test/google/auth#error=OAUTH_FAILED');
  });

  it('hands the desktop app a single-use code that only its verifier can redeem', async () => {
    google.user = { sub: 'g-4', email: 'desk@example.com', email_verified: true, name: 'Desk' };
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const appState = randomBytes(16).toString('base64url');
    const { callback } = await authorize(
      `?client=desktop&state=${appState}&codeChallenge=${challenge}`,
    );
    const link = new URL(callback.headers.location as string);
    expect(link.protocol).toBe('atrium:');
    expect(`${link.host}${link.pathname}`).toBe('auth/callback');
    expect(link.searchParams.get('state')).toBe(appState);
    const code = link.searchParams.get('code') ?? '';

    const exchange = (codeVerifier: string) =>
      api(t.app, { method: 'POST', url: '/api/g/desktop/token', payload: { code, codeVerifier } });
    const ok = await exchange(verifier);
    expect(ok.status).toBe(200);
    const me = await api(t.app, {
      method: 'GET',
      url: '/api/user',
      headers: bearer(ok.body.data.token),
    });
    expect(me.body.data.email).toBe('desk@example.com');
    expect((await exchange(verifier)).body.code).toBe('OAUTH_STATE');

    const next = await authorize(`?client=desktop&state=${appState}&codeChallenge=${challenge}`);
    const nextCode =
      new URL(next.callback.headers.location as string).searchParams.get('code') ?? '';
    const thief = await api(t.app, {
      method: 'POST',
      url: '/api/g/desktop/token',
      payload: { code: nextCode, codeVerifier: randomBytes(32).toString('base64url') },
    });
    expect(thief.status).toBe(400);
    const after = await api(t.app, {
      method: 'POST',
      url: '/api/g/desktop/token',
      payload: { code: nextCode, codeVerifier: verifier },
    });
    expect(after.body.code).toBe('OAUTH_STATE');
  });

  it('lets a desktop app that got no deep link poll for its session, once', async () => {
    google.user = { sub: 'g-5', email: 'poll@example.com', email_verified: true, name: 'Poll' };
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const appState = randomBytes(16).toString('base64url');
    const poll = (codeVerifier: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/g/desktop/poll',
        payload: { state: appState, codeVerifier },
      });
    expect((await poll(verifier)).body.data).toEqual({ pending: true });
    await authorize(`?client=desktop&state=${appState}&codeChallenge=${challenge}`);
    expect((await poll(randomBytes(32).toString('base64url'))).body.data).toEqual({
      pending: true,
    });
    const done = await poll(verifier);
    const me = await api(t.app, {
      method: 'GET',
      url: '/api/user',
      headers: bearer(done.body.data.token),
    });
    expect(me.body.data.email).toBe('poll@example.com');
    expect((await poll(verifier)).body.data).toEqual({ pending: true });
  });

  it('needs the app’s state and challenge for a desktop start', async () => {
    const answer = await api(t.app, { method: 'GET', url: '/api/g/login?client=desktop' });
    expect(answer.status).toBe(400);
  });
});
