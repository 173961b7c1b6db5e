// The fakes' request log read over HTTP, as the browser tests read it from another process: the latest
// model calls first, without the script's own calls.
import { afterEach, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './openai-chat';

let fake: FakeOpenAI | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

it('answers the latest calls it received, newest first, without its own', async () => {
  fake = await startFakeOpenAI();
  const base = fake.url.replace(/\/v1$/, '');
  await fetch(`${base}/__script`, { method: 'POST', body: JSON.stringify({ replyText: 'Hi' }) });
  for (const text of ['first', 'second'])
    await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.apiKey}` },
      body: JSON.stringify({
        model: 'gpt-4o-mini',
        temperature: 0.4,
        messages: [{ role: 'user', content: text }],
      }),
    });
  const read = (await (await fetch(`${base}/__requests`)).json()) as {
    requests: Array<{ path: string; body: { messages: Array<{ content: string }> } }>;
  };
  expect(read.requests.map((call) => call.body.messages[0]?.content)).toEqual(['second', 'first']);
  expect(read.requests[0]).toMatchObject({
    path: '/v1/chat/completions',
    body: { temperature: 0.4 },
  });
});
