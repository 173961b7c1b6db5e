// The server serves the whole contract: every call of every family and every tool is registered with its
// method, so nothing the renderer (or the API reference) names answers "no such route". The API reference is
// served in development only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_FAMILIES } from '../../../src/shared/api';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dev: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  dev = await createTestApp({ NODE_ENV: 'development' });
});
afterAll(async () => {
  await t.close();
  await dev.close();
});

describe('the contract', () => {
  it('has every call registered on the server with its method', () => {
    const missing: string[] = [];
    for (const [family, calls] of Object.entries(CALL_FAMILIES)) {
      for (const [name, route] of Object.entries(calls)) {
        if (!t.app.hasRoute({ method: route.method, url: route.path }))
          missing.push(`${family}.${name} ${route.method} ${route.path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is served as a reference at /api/docs in development only', async () => {
    const page = await dev.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/user/chat/push');
    const openapi = await dev.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(openapi.json()).toMatchObject({ openapi: '3.1.0' });
    const production = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(production.statusCode).toBe(404);
    expect(production.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
