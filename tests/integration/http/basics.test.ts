// The envelope, the error handler, translation, health, models and the web fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../support/test-app';
import { testDatabaseKind } from '../support/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: '/nonexistent-web-build' });
});
afterAll(() => t.close());

describe('basics', () => {
  it('answers health in the envelope with the database in use', async () => {
    const { status, body } = await api(t.app, { method: 'GET', url: '/api/health' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      data: { status: 'ok', version: '1.0.0', database: testDatabaseKind },
    });
  });

  it('answers an unknown API call with a translated 404 in the envelope', async () => {
    const en = await api(t.app, { method: 'GET', url: '/api/no/such/call?x=1' });
    expect(en.status).toBe(404);
    expect(en.body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      msg: 'There is no such API call: GET /api/no/such/call.',
    });
    const zh = await api(t.app, {
      method: 'POST',
      url: '/api/nope',
      headers: { 'x-atrium-locale': 'zh-CN' },
    });
    expect(zh.body.msg).toBe('没有这个接口：POST /api/nope。');
  });

  it('translates validation errors by the locale header, then Accept-Language', async () => {
    const payload = { email: 'not-an-email' };
    const en = await api(t.app, { method: 'POST', url: '/api/e/login', payload });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({
      success: false,
      code: 'VALIDATION',
      msg: 'Please enter a valid e-mail address.',
    });
    const zh = await api(t.app, {
      method: 'POST',
      url: '/api/e/login',
      payload,
      headers: { 'x-atrium-locale': 'zh-CN' },
    });
    expect(zh.body.msg).toBe('请输入有效的邮箱地址。');
    const accept = await api(t.app, {
      method: 'POST',
      url: '/api/e/login',
      payload,
      headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
    });
    expect(accept.body.msg).toBe('请输入有效的邮箱地址。');
  });

  it('refuses bad JSON and wrong types with a 400, never a 500', async () => {
    const badJson = await api(t.app, {
      method: 'POST',
      url: '/api/e/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.msg).toBe('The request body is not valid JSON.');
    const wrongType = await api(t.app, {
      method: 'POST',
      url: '/api/e/login',
      payload: { email: 42 },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.success).toBe(false);
    const badCode = await api(t.app, {
      method: 'POST',
      url: '/api/e/login',
      payload: { email: 'a@b.co', code: '12ab' },
    });
    expect(badCode.body.msg).toBe('The code is the 6 digits from the e-mail.');
  });

  it('lists the model catalogue without upstream names, unavailable without a provider', async () => {
    const { body } = await api(t.app, { method: 'GET', url: '/api/model/list' });
    const mini = body.data.find((m: { id: string }) => m.id === 'gpt-4o-mini');
    expect(mini).toMatchObject({
      free: true,
      vision: true,
      available: false,
      reason: 'errors.providerNotConfigured',
    });
    expect(JSON.stringify(body)).not.toContain('upstreamModel');
  });

  it('marks a configured provider’s models available', async () => {
    const other = await createTestApp({ OPENAI_API_KEY: 'sk-test' });
    try {
      const { body } = await api(other.app, { method: 'GET', url: '/api/model/list' });
      expect(body.data.find((m: { id: string }) => m.id === 'gpt-4o').available).toBe(true);
      expect(body.data.find((m: { id: string }) => m.id === 'claude-3').available).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('sends security headers with a CSP, and says how to build a missing web app', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build:web');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports which sign-in methods are on', async () => {
    const { body } = await api(t.app, { method: 'GET', url: '/api/login' });
    expect(body.data).toEqual({ email: true, google: false });
    const google = await api(t.app, { method: 'GET', url: '/api/g/login' });
    expect(google.status).toBe(400);
    expect(google.body).toMatchObject({
      code: 'GOOGLE_NOT_CONFIGURED',
      msg: 'Google sign-in is not configured on this server.',
    });
  });
});

describe('rate limit', () => {
  it('limits API calls per address, never the web app’s pages and files', async () => {
    const from = { remoteAddress: '10.77.0.1' };
    for (let i = 0; i < 650; i++) {
      const page = await t.app.inject({ method: 'GET', url: `/assets/chunk-${i}.js`, ...from });
      expect(page.statusCode).not.toBe(429);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 601; i++)
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/health', ...from })).statusCode,
      );
    expect(statuses.slice(0, 600).every((status) => status === 200)).toBe(true);
    expect(statuses[600]).toBe(429);
  });
});

describe('cross-origin calls', () => {
  it('allow the desktop app’s origin and no other', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/user',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    expect((await preflight('app://atrium')).headers['access-control-allow-origin']).toBe(
      'app://atrium',
    );
    expect(
      (await preflight('https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});
