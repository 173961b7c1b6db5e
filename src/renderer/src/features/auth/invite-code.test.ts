// The invitation code of /login?invite=… is kept for 7 days, only when well formed, until a sign-in.
import { describe, expect, it } from 'vitest';
import { forgetInvite, keepInvite, keptInvite } from './invite-code';

describe('the kept invitation', () => {
  it('keeps a well-formed code for 7 days', () => {
    const before = Date.now();
    keepInvite('abc123');
    expect(keptInvite()).toBe('abc123');
    const stored = JSON.parse(window.localStorage.getItem('invite') ?? '{}') as {
      expiresAt: number;
    };
    const week = 7 * 24 * 3600 * 1000;
    expect(stored.expiresAt).toBeGreaterThanOrEqual(before + week);
    expect(stored.expiresAt).toBeLessThanOrEqual(Date.now() + week);
  });

  it('ignores codes that are not', () => {
    for (const bad of [null, '', 'a b', '<script>', 'x'.repeat(33)]) keepInvite(bad);
    expect(keptInvite()).toBeUndefined();
  });

  it('is forgotten on request', () => {
    keepInvite('abc');
    forgetInvite();
    expect(keptInvite()).toBeUndefined();
  });
});
