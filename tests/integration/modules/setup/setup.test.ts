// The operator's setup page as its API serves it: every outside service with whether it is configured and
// answers (a loopback OpenAI that takes the key, an Anthropic address where nothing listens), the variables
// that turn the rest on, no key in the answer, and nobody but an admin let in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceStatus } from '@shared/api/setup';
import { startFakeOpenAI, type FakeOpenAI } from '../../../fakes/openai-chat';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

let t: TestApp;
let openai: FakeOpenAI;
const ANTHROPIC_KEY = 'sk-ant-never-shown-on-the-page';

beforeAll(async () => {
  openai = await startFakeOpenAI();
  t = await createTestApp({
    ADMIN_EMAILS: 'operator@example.com',
    OPENAI_API_KEY: openai.apiKey,
    OPENAI_BASE_URL: openai.url,
    ANTHROPIC_API_KEY: ANTHROPIC_KEY,
    // A port nothing listens on: configured, not answering.
    ANTHROPIC_BASE_URL: 'http://127.0.0.1:9',
    // The loopback OpenAI lists its models, as an embeddings endpoint answers the probe.
    EMBEDDINGS_BASE_URL: openai.url,
    EMBEDDINGS_API_KEY: openai.apiKey,
  });
});
afterAll(async () => {
  await t.close();
  await openai.close();
});

describe('GET /api/admin/setup', () => {
  it('shows an admin each service: configured, answering, and what turns it on', async () => {
    const admin = bearer((await signIn(t, 'operator@example.com', '10.3.0.1')).token);
    const answer = await api(t.app, { method: 'GET', url: '/api/admin/setup', headers: admin });
    expect(answer.status).toBe(200);
    const services = answer.body.data.services as ServiceStatus[];
    const byId = new Map(services.map((service) => [service.id, service]));
    expect(byId.get('openai')).toMatchObject({ configured: true, answering: true, area: 'chat' });
    expect(byId.get('anthropic')).toMatchObject({ configured: true, answering: false });
    expect(byId.get('fal')).toMatchObject({
      configured: false,
      answering: null,
      settings: ['FAL_KEY'],
    });
    expect(byId.get('midjourney')?.settings).toEqual(['MJ_PROXY_URL', 'MJ_API_SECRET']);
    expect(byId.get('stripe')?.configured).toBe(false);
    expect(byId.get('embeddings')).toMatchObject({
      area: 'knowledge',
      configured: true,
      answering: true,
      settings: ['EMBEDDINGS_BASE_URL'],
    });
    expect(byId.get('douyin')).toMatchObject({
      area: 'social',
      configured: false,
      answering: null,
      settings: ['DOUYIN_CLIENT_KEY', 'DOUYIN_CLIENT_SECRET'],
    });
    expect(new Set(services.map((service) => service.area))).toEqual(
      new Set(['chat', 'knowledge', 'images', 'payments', 'mail', 'signIn', 'storage', 'social']),
    );
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(ANTHROPIC_KEY);
    expect(text).not.toContain(openai.apiKey);
  });

  it('refuses a user who is not an admin, and a visitor', async () => {
    const user = bearer((await signIn(t, 'someone@example.com', '10.3.0.2')).token);
    const refused = await api(t.app, { method: 'GET', url: '/api/admin/setup', headers: user });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const visitor = await api(t.app, { method: 'GET', url: '/api/admin/setup' });
    expect(visitor.status).toBe(401);
  });
});
