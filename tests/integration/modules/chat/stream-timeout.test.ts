// The provider's silence is bounded (CHAT_TIMEOUT_MS): an answer whose tokens keep coming runs as long as it
// needs, however much longer than the limit the whole answer takes; one whose provider falls silent for longer
// ends as PROVIDER_TIMEOUT and keeps the text that arrived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';

let world: ChatWorld;
beforeAll(async () => {
  world = await createChatWorld({ env: { CHAT_TIMEOUT_MS: '1000' } });
});
afterAll(async () => world?.close());

const ask = async (text: string) => {
  const user = await world.user(`timeout-${key()}`);
  return stream(world.base, '/api/user/chat/push', user.headers, {
    model: 'gpt-4o-mini',
    text,
    clientKey: key(),
  });
};

describe('the provider falling silent', () => {
  it('lets an answer run past the limit while its tokens keep coming', async () => {
    world.openai.script.tokenDelayMs = 250;
    world.openai.script.reply = () => 'one two three four five six seven eight';
    const result = await ask('a slow one');
    expect(finalMessage(result)).toMatchObject({
      status: 'done',
      content: 'one two three four five six seven eight',
    });
  });

  it('ends an answer whose provider stops sending, keeping what arrived', async () => {
    world.openai.script.tokenDelayMs = 50;
    world.openai.script.reply = () => 'first second third fourth fifth';
    let deltas = 0;
    const user = await world.user(`timeout-${key()}`);
    const result = await stream(
      world.base,
      '/api/user/chat/push',
      user.headers,
      { model: 'gpt-4o-mini', text: 'falls silent', clientKey: key() },
      (event) => {
        // After two tokens the provider goes quiet for longer than the limit.
        if (event.type === 'delta' && ++deltas === 2) world.openai.script.tokenDelayMs = 2_500;
        return false;
      },
    );
    const last = result.events.at(-1);
    expect(last).toMatchObject({ type: 'error', code: 'PROVIDER_TIMEOUT' });
    expect(finalMessage(result).content.length).toBeGreaterThan(0);
    expect(finalMessage(result).content).not.toContain('fifth');
  });
});
