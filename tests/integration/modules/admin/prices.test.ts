// The price table edited in the console, against the real app: a published table prices the next quote and
// hold, a running answer is charged by the table its hold was taken with, a bad or absurd table and a stale
// edit are refused with nothing changed, two admins publishing at once leave one version and one told, and a
// rollback brings an earlier table back, each with its audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceTable } from '../../../../src/shared/billing/prices';
import { api, bearer, signIn } from '../../support/test-app';
import { createChatWorld, finalMessage, stream, type ChatWorld } from '../../support/chat';

let world: ChatWorld;
let boss: Record<string, string>;
beforeAll(async () => {
  world = await createChatWorld({ env: { ADMIN_EMAILS: 'boss@example.com' } });
  boss = bearer((await signIn(world.t, 'boss@example.com', '10.7.0.1')).token);
});
afterAll(() => world.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  api(world.t.app, {
    method,
    url,
    headers: { ...boss, 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
const current = async () =>
  (await call('GET', '/api/admin/prices')).body.data as {
    version: number | null;
    document: PriceTable;
    versions: Array<{ id: number; note: string; author: string }>;
  };
const withChatPrice = (table: PriceTable, output: number): PriceTable => ({
  ...table,
  chat: { ...table.chat, 'gpt-4o-mini': { input: table.chat['gpt-4o-mini']!.input, output } },
});

describe('admin prices', () => {
  it('refuses a bad or absurd table and a stale edit, and changes nothing', async () => {
    const start = await current();
    expect(start.version).toBeNull();
    for (const table of [
      withChatPrice(start.document, -5),
      withChatPrice(start.document, 2_000_000),
      { ...start.document, plans: start.document.plans.slice(1) },
    ]) {
      const refused = await call('POST', '/api/admin/prices/publish', {
        document: table,
        baseVersion: null,
        note: 'Try',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/price table/i);
    }
    expect((await current()).version).toBeNull();
  });

  it('prices holds taken after a change, never a running one', async () => {
    const user = await world.user('priced');
    const start = await current();
    world.openai.script.tokenDelayMs = 40;
    world.openai.script.reply = () => Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    let published = false;
    const running = stream(
      world.base,
      '/api/user/chat/push',
      user.headers,
      { clientKey: 'price-run-1', model: 'gpt-4o-mini', text: 'count' },
      async (event) => {
        // Mid-answer, an admin makes output ten times dearer.
        if (event.type === 'delta' && !published) {
          published = true;
          const answer = await call('POST', '/api/admin/prices/publish', {
            document: withChatPrice(
              start.document,
              start.document.chat['gpt-4o-mini']!.output * 10,
            ),
            baseVersion: null,
            note: 'Output costs more upstream',
          });
          expect(answer.status).toBe(200);
        }
        return false;
      },
    );
    const done = finalMessage(await running);
    world.openai.script.tokenDelayMs = 0;
    const after = await current();
    expect(after.version).not.toBeNull();
    expect(after.versions[0]).toMatchObject({
      note: 'Output costs more upstream',
      author: 'boss@example.com',
    });
    // The same answer again, priced by the new table: ten times the output part.
    const again = finalMessage(
      await stream(world.base, '/api/user/chat/push', user.headers, {
        clientKey: 'price-run-2',
        model: 'gpt-4o-mini',
        text: 'count',
      }),
    );
    expect(done.outputTokens).toBe(again.outputTokens);
    expect(again.credits).toBeGreaterThan(done.credits * 3);
  });

  it('tells the second of two admins publishing at once, and rolls back', async () => {
    const start = await current();
    const publish = (output: number) =>
      call('POST', '/api/admin/prices/publish', {
        document: withChatPrice(start.document, output),
        baseVersion: start.version,
        note: `Output ${output}`,
      });
    const answers = await Promise.all([publish(20), publish(30)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stale = answers.find((answer) => answer.status === 409)!;
    expect(stale.body.code).toBe('CONFIG_STALE');
    const now = await current();
    expect(now.versions).toHaveLength(start.versions.length + 1);

    const back = await call('POST', '/api/admin/prices/rollback', {
      to: null,
      baseVersion: now.version,
      note: 'Back to the shipped prices',
    });
    expect(back.status).toBe(200);
    const rolled = await current();
    expect(rolled.document.chat['gpt-4o-mini']).toEqual(
      (await call('GET', '/api/admin/prices')).body.data.shipped.chat['gpt-4o-mini'],
    );
    const audit = (await call('GET', '/api/admin/audit/list?action=prices.publish')).body.data;
    expect(audit.list[0]).toMatchObject({
      actor: 'boss@example.com',
      reason: 'Back to the shipped prices',
      after: { version: rolled.version },
    });
  });
});
