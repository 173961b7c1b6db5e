// Parallel guesses at a sign-in code, from many addresses at once: at most five are ever compared with the
// code, and once it is spent the right code gets the very answer a wrong one gets (nothing tells an attacker
// which guess was right).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guess = (email: string, code: string, n: number) =>
  api(t.app, {
    method: 'POST',
    url: '/api/e/login',
    payload: { email, code },
    remoteAddress: `10.9.${n >> 8}.${n & 255}`,
  });

describe('sign-in code guesses', () => {
  it('compare at most five of 58 parallel guesses, and answer the right code like a wrong one after', async () => {
    const email = 'guessed@example.com';
    expect(
      (await api(t.app, { method: 'POST', url: '/api/e/login', payload: { email } })).status,
    ).toBe(200);
    const code = t.lastCode(email)!;
    const wrongCodes = Array.from({ length: 58 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(wrongCodes.map((wrong, i) => guess(email, wrong, i)));
    const compared = answers.filter((answer) => answer.body.code === 'CODE_INVALID').length;
    const spent = answers.filter((answer) => answer.body.code === 'CODE_ATTEMPTS').length;
    expect(compared).toBeLessThanOrEqual(5);
    expect(compared + spent).toBe(58);
    const right = await guess(email, code, 100);
    const wrong = await guess(email, wrongCodes[0]!, 101);
    expect(right.status).toBe(wrong.status);
    expect(right.body).toEqual(wrong.body);
    expect(right.body.code).toBe('CODE_ATTEMPTS');
  });
});
