// The image catalogue edited in the console: an entry naming an unknown provider, a model twice or a model
// without a price is refused with nothing changed; a published catalogue is what users' image models list at
// once; a price table that drops a listed model's price is refused; a rollback brings the shipped file back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

let t: TestApp;
let boss: Record<string, string>;
let user: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  boss = bearer((await signIn(t, 'boss@example.com', '10.8.1.1')).token);
  user = bearer((await signIn(t, 'painter@example.com', '10.8.1.2')).token);
});
afterAll(() => t.close());

type Model = { id: string; label: string; routes: Array<{ provider: string }>; followUps: boolean };
type Catalogue = { models: Model[]; tools: Record<string, unknown> };
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  api(t.app, {
    method,
    url,
    headers: { ...boss, 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
const current = async () =>
  (await call('GET', '/api/admin/images')).body.data as {
    version: number | null;
    document: Catalogue;
  };
const labels = async () =>
  (
    (await api(t.app, { method: 'GET', url: '/api/user/imagine', headers: user })).body.data as {
      models: Array<{ label: string }>;
    }
  ).models.map((model) => model.label);

describe('admin image catalogue', () => {
  it('refuses a bad catalogue, publishes, guards its prices and rolls back', async () => {
    const start = await current();
    expect(start.version).toBeNull();
    const { models, tools } = start.document;
    const sdxl = models.find((model) => model.id === 'sdxl')!;
    for (const bad of [
      [{ ...sdxl, routes: [{ provider: 'acme-images', upstreamModel: 'x' }] }],
      [...models, sdxl],
      [...models, { ...sdxl, id: 'sdxl-turbo' }],
    ]) {
      const refused = await call('POST', '/api/admin/images/publish', {
        document: { models: bad, tools },
        baseVersion: null,
        note: 'Try',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/image catalogue cannot be published/);
    }
    expect((await current()).version).toBeNull();

    const renamed = models.map((model) =>
      model.id === 'sdxl' ? { ...model, label: 'House diffusion' } : model,
    );
    const published = await call('POST', '/api/admin/images/publish', {
      document: { models: renamed, tools },
      baseVersion: null,
      note: 'A friendlier name',
    });
    expect(published.status).toBe(200);
    expect(await labels()).toContain('House diffusion');
    const audit = (await call('GET', '/api/admin/audit/list?action=images.publish')).body.data;
    expect(audit.list[0]).toMatchObject({ action: 'images.publish', reason: 'A friendlier name' });

    // The price table may not drop the price of a model the image catalogue lists.
    const prices = (await call('GET', '/api/admin/prices')).body.data;
    const { sdxl: _dropped, ...images } = prices.document.images;
    const unpriced = await call('POST', '/api/admin/prices/publish', {
      document: { ...prices.document, images },
      baseVersion: prices.version,
      note: 'Drop SDXL',
    });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.msg).toMatch(/no price for sdxl/);

    const back = await call('POST', '/api/admin/images/rollback', {
      to: null,
      baseVersion: published.body.data.version,
      note: 'Back to the shipped names',
    });
    expect(back.status).toBe(200);
    expect(await labels()).toContain(sdxl.label);
    expect(await labels()).not.toContain('House diffusion');
  });
});
