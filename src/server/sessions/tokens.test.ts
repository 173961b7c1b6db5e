// Access tokens: a token checked once is known on its next calls, but still expires on time, and is known
// only under the secret that signed it.
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from './tokens';

const claims = { userId: 'u1', sessionId: 's1' };
const issued = new Date('2026-05-01T10:00:00Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('verifyAccessToken', () => {
  it('accepts a token again from memory, until the second it expires', async () => {
    const token = await signAccessToken('secret-a', claims, issued);
    expect(await verifyAccessToken('secret-a', token, later(1))).toEqual({ ok: true, claims });
    expect(await verifyAccessToken('secret-a', token, later(ACCESS_TOKEN_SECONDS - 1))).toEqual({
      ok: true,
      claims,
    });
    expect(await verifyAccessToken('secret-a', token, later(ACCESS_TOKEN_SECONDS))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a known token under another secret, and a changed one', async () => {
    const token = await signAccessToken('secret-b', claims, issued);
    expect((await verifyAccessToken('secret-b', token, later(1))).ok).toBe(true);
    expect(await verifyAccessToken('secret-c', token, later(1))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
    expect((await verifyAccessToken('secret-b', forged, later(1))).ok).toBe(false);
  });
});
