// One user may hold only so many answer streams open at once (MAX_STREAMS_PER_USER): a follow past the cap
// is refused with 429 in the envelope before any stream opens, and a stream that ends frees its place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, key, stream, type ChatWorld } from '../../support/chat';

let world: ChatWorld;
beforeAll(async () => {
  world = await createChatWorld({ env: { MAX_STREAMS_PER_USER: '3' } });
});
afterAll(async () => world?.close());

/** Opens a follow of an answer and keeps it open; answers its status, and how to close it. */
async function holdOpen(path: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${world.base}${path}`, { headers, signal: controller.signal });
  const streaming = response.headers.get('content-type')?.startsWith('text/event-stream');
  const body = streaming ? undefined : ((await response.json()) as { code?: string });
  return { status: response.status, streaming, code: body?.code, close: () => controller.abort() };
}

describe('open answer streams per user', () => {
  it('refuses a follow past the cap, and lets one in once a stream ends', async () => {
    const user = await world.user('streams');
    world.openai.script.tokenDelayMs = 100;
    world.openai.script.reply = () => Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ');
    let messageId = '';
    // Send, then leave the push's own stream once the answer has started (the answer goes on).
    await stream(
      world.base,
      '/api/user/chat/push',
      user.headers,
      { model: 'gpt-4o-mini', text: 'a long one', clientKey: key() },
      (event) => {
        if (event.type === 'start') messageId = event.message.id;
        return event.type === 'delta';
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const follow = `/api/user/chat/follow?messageId=${messageId}`;
    const open = [];
    for (let i = 0; i < 3; i++) open.push(await holdOpen(follow, user.headers));
    expect(open.every((held) => held.streaming)).toBe(true);
    const refused = await holdOpen(follow, user.headers);
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('RATE_LIMITED');
    // Another user is not counted against this one.
    const other = await world.user('streams-other');
    const theirs = await holdOpen(follow, other.headers);
    expect(theirs.status).toBe(404);
    open[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await holdOpen(follow, user.headers);
    expect(again.streaming).toBe(true);
    for (const held of [...open, again]) held.close();
  });
});
