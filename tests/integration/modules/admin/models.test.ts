// The chat model catalogue edited in the console: an entry naming an unknown provider or a model without a
// price in the table is refused with nothing changed; a published catalogue is what the model list and the
// chat use at once; a price table dropping a listed model's price is refused; a rollback brings the shipped
// catalogue back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

let t: TestApp;
let boss: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  boss = bearer((await signIn(t, 'boss@example.com', '10.8.0.1')).token);
});
afterAll(() => t.close());

type Catalogue = { models: Array<{ id: string; provider: string; label: string }> };
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  api(t.app, {
    method,
    url,
    headers: { ...boss, 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
const current = async () =>
  (await call('GET', '/api/admin/models')).body.data as {
    version: number | null;
    document: Catalogue;
  };
const listed = async () =>
  ((await call('GET', '/api/model/list')).body.data as Array<{ id: string; label: string }>).map(
    (model) => model.label,
  );

describe('admin models', () => {
  it('refuses an unknown provider or an unpriced model, publishes, and rolls back', async () => {
    const start = await current();
    expect(start.version).toBeNull();
    const first = start.document.models[0]!;
    for (const models of [
      [{ ...first, provider: 'acme-ai' }, ...start.document.models.slice(1)],
      [...start.document.models, { ...first, id: 'no-price-model' }],
    ]) {
      const refused = await call('POST', '/api/admin/models/publish', {
        document: { models },
        baseVersion: null,
        note: 'Try',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/model catalogue cannot be published/);
    }
    expect((await current()).version).toBeNull();

    const renamed = start.document.models.map((model) =>
      model.id === first.id ? { ...model, label: 'House model' } : model,
    );
    const published = await call('POST', '/api/admin/models/publish', {
      document: { models: renamed },
      baseVersion: null,
      note: 'A friendlier name',
    });
    expect(published.status).toBe(200);
    expect(await listed()).toContain('House model');

    // The price table may not drop the chat price of a model the catalogue lists.
    const prices = (await call('GET', '/api/admin/prices')).body.data;
    const { [first.id]: _dropped, ...chat } = prices.document.chat;
    const unpriced = await call('POST', '/api/admin/prices/publish', {
      document: { ...prices.document, chat },
      baseVersion: prices.version,
      note: 'Drop a model',
    });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.msg).toContain(`no price for ${first.id}`);

    const back = await call('POST', '/api/admin/models/rollback', {
      to: null,
      baseVersion: published.body.data.version,
      note: 'Back to the shipped names',
    });
    expect(back.status).toBe(200);
    expect(await listed()).toContain(first.label);
    expect(await listed()).not.toContain('House model');
  });
});
