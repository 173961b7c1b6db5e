// An answer's growing text is saved about once a second while it streams (every process can show the part
// so far), for many answers at once, and a stop asked of another process (the stored flag) reaches the process
// writing it through those saves.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../../../src/server/db/schema';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';

let world: ChatWorld;
beforeAll(async () => {
  world = await createChatWorld();
});
afterAll(async () => world?.close());

const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}`).join(' ');

describe('saving answers as they grow', () => {
  it('saves every answer under way, and a stored stop flag ends one', async () => {
    const { db } = world.t.app.deps;
    world.openai.script.tokenDelayMs = 100;
    world.openai.script.reply = () => words(60);
    const user = await world.user(`saves-${key()}`);
    // By the order of the requests: their `start` events may arrive in any order.
    const ids: string[] = [];
    const ask = (index: number) =>
      stream(
        world.base,
        '/api/user/chat/push',
        user.headers,
        { model: 'gpt-4o-mini', text: 'a long one', clientKey: key() },
        (event) => {
          if (event.type === 'start') ids[index] = event.message.id;
          return false;
        },
      );
    const answers = [ask(0), ask(1), ask(2)];
    const saved = async () =>
      db
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.id, ids.filter(Boolean)));
    // Within a few seconds, each of the three shows part of its text while still streaming.
    await expect
      .poll(
        async () =>
          (await saved()).filter((row) => row.status === 'streaming' && row.content.length > 0)
            .length,
        { timeout: 3_000, interval: 100 },
      )
      .toBe(3);
    // Another process's stop is a stored flag: this one hears it on its next save.
    await db
      .update(chatMessages)
      .set({ stopRequestedAt: new Date() })
      .where(eq(chatMessages.id, ids[0]!));
    const [stopped, ...others] = await Promise.all(answers);
    expect(finalMessage(stopped!)).toMatchObject({ status: 'stopped' });
    expect(finalMessage(stopped!).content.split(' ').length).toBeLessThan(60);
    for (const other of others) expect(finalMessage(other)).toMatchObject({ status: 'done' });
  });

  it('saves every answer when one holds a broken character (a lone surrogate half) so far', async () => {
    const { db } = world.t.app.deps;
    world.openai.script.tokenDelayMs = 100;
    // Each request's question picks its reply: one breaks off in the middle of an emoji.
    world.openai.script.reply = (request) =>
      request.messages.at(-1)?.text === 'broken' ? `broken \ud83d ${words(40)}` : words(40);
    const user = await world.user(`saves-broken-${key()}`);
    const ids: string[] = [];
    const ask = (index: number, text: string) =>
      stream(
        world.base,
        '/api/user/chat/push',
        user.headers,
        { model: 'gpt-4o-mini', text, clientKey: key() },
        (event) => {
          if (event.type === 'start') ids[index] = event.message.id;
          return false;
        },
      );
    const answers = [ask(0, 'broken'), ask(1, 'plain')];
    await expect.poll(() => ids.filter(Boolean).length, { timeout: 3_000, interval: 20 }).toBe(2);
    await expect
      .poll(
        async () => {
          const rows = await db
            .select({ id: chatMessages.id, content: chatMessages.content })
            .from(chatMessages)
            .where(inArray(chatMessages.id, ids));
          return rows
            .filter((row) => row.content.length > 0)
            .map((row) => row.id)
            .sort();
        },
        { timeout: 3_000, interval: 100 },
      )
      .toEqual([...ids].sort());
    const [broken, plain] = await Promise.all(answers);
    expect(finalMessage(broken!)).toMatchObject({ status: 'done' });
    expect(finalMessage(broken!).content).toContain('broken \ufffd w0');
    expect(finalMessage(plain!)).toMatchObject({ status: 'done', content: words(40) });
  });
});
