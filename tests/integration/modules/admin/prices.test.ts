// The price table edited in the console, against the real app: a published table prices the next quote and
// hold, a running answer is charged by the table its hold was taken with, a bad or absurd table and a stale
// edit are refused with nothing changed, two admins publishing at once leave one version and one told, and a
// rollback brings an earlier table back, each with its audit row. An answer its process left unfinished is
// charged by the table its hold was taken with too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceTable } from '../../../../src/shared/billing/prices';
import { eq } from 'drizzle-orm';
import { chatMessages } from '../../../../src/server/db/schema';
import { api, bearer, signIn } from '../../support/test-app';
import { expectLedgerConsistent } from '../../support/ledger';
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

  it('charges an answer its dead process left by the table its hold was taken with', async () => {
    const { deps } = world.t.app;
    const user = await world.user('orphaned');
    // A conversation has one answer being written at a time: each orphan has its own.
    const conversation = async (clientKey: string) =>
      finalMessage(
        await stream(world.base, '/api/user/chat/push', user.headers, {
          clientKey,
          model: 'gpt-4o-mini',
          text: 'hello',
        }),
      ).conversationId;
    const query = { kind: 'chat', model: 'gpt-4o-mini', inputTokens: 100, outputTokens: 4096 };
    const hold = (name: string) =>
      deps.credits.holdFor(user.id, query as never, {
        service: 'chat',
        event: 'GPT-4o mini',
        ttlMs: 600_000,
        key: `orphan:${name}`,
      });
    // An answer of the same words before and after output is made ten times dearer.
    const orphan = async (holdId: string) => {
      const [row] = await deps.db
        .insert(chatMessages)
        .values({
          conversationId: await conversation(`orphan-conversation-${holdId}`),
          userId: user.id,
          role: 'assistant',
          status: 'streaming',
          content: 'half an answer '.repeat(40),
          model: 'gpt-4o-mini',
          inputTokens: 100,
          holdId,
          updatedAt: new Date(deps.now().getTime() - 5 * 60_000),
        })
        .returning();
      return row!.id;
    };
    const before = await orphan((await hold('before')).id);
    world.t.clock.advance(1_000);
    const start = await current();
    const dearer = await call('POST', '/api/admin/prices/publish', {
      document: withChatPrice(start.document, start.document.chat['gpt-4o-mini']!.output * 10),
      baseVersion: start.version,
      note: 'Dearer output',
    });
    expect(dearer.status).toBe(200);
    world.t.clock.advance(1_000);
    const after = await orphan((await hold('after')).id);
    expect(await world.t.app.chat.answers.recover()).toBe(2);
    const credits = async (id: string) =>
      (await deps.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0]!.credits;
    const [old, dear] = [await credits(before), await credits(after)];
    expect(old).toBeGreaterThan(0);
    expect(dear).toBeGreaterThan(old * 3);
    await expectLedgerConsistent(world.t, user.id);
  });
});
