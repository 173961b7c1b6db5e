// Per-user limits on calls that cost real work: chat sends (every way of sending counted together) and open
// answer streams. Past a limit the call is refused with 429 in the envelope and nothing is started.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestApp, signIn, type TestApp } from '../support/test-app';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ CHAT_SENDS_PER_MINUTE: '3' });
  headers = bearer((await signIn(t, 'limits@example.com')).token);
});
afterAll(() => t.close());

describe('per-user limits', () => {
  it('count every way of sending a chat message together, per user', async () => {
    // No provider is configured: each accepted send is refused by the model check, after the limit's count.
    const send = (url: string) =>
      api(t.app, {
        method: 'POST',
        url,
        headers,
        payload: {
          model: 'gpt-4o-mini',
          text: 'hello',
          clientKey: `key${Math.random().toString(36).slice(2)}`,
        },
      });
    const answers = [
      await send('/api/user/chat/push'),
      await send('/api/mo/chat'),
      await send('/api/token/chat'),
      await send('/api/user/chat/push'),
    ];
    expect(answers.slice(0, 3).map((answer) => answer.status)).not.toContain(429);
    expect(answers[3]!.status).toBe(429);
    expect(answers[3]!.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(answers[3]!.body.msg).toMatch(/try again in \d+ seconds/);
    // Another user has a count of their own.
    const other = bearer((await signIn(t, 'limits-other@example.com', '10.0.0.2')).token);
    const theirs = await api(t.app, {
      method: 'POST',
      url: '/api/user/chat/push',
      headers: other,
      payload: { model: 'gpt-4o-mini', text: 'hello', clientKey: 'keyotheruser' },
    });
    expect(theirs.status).not.toBe(429);
  });
});
