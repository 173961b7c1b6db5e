import { describe, expect, it } from 'vitest';
import { createExpiringStorage } from './storage';
import { isSafeExternalUrl } from '@shared/rules/external-url';
import { createWebPlatform } from './web';

describe('expiring storage', () => {
  it('reads a value until its expiry, then reads it as absent and removes it', () => {
    let now = 1_000_000;
    const storage = createExpiringStorage(window.localStorage, () => now);
    storage.set('a', { n: 1 }, 10);
    storage.set('b', 'kept');
    expect(storage.get('a')).toEqual({ n: 1 });
    now += 10_000;
    expect(storage.get('a')).toBeUndefined();
    expect(window.localStorage.getItem('a')).toBeNull();
    expect(storage.get('b')).toBe('kept');
  });

  it('reads plain values written by others as they are', () => {
    window.localStorage.setItem('locale', 'zh-CN');
    expect(createExpiringStorage(window.localStorage).get('locale')).toBe('zh-CN');
  });
});

describe('web platform session', () => {
  it('keeps the access token under `token` and clears both tokens', () => {
    const platform = createWebPlatform();
    platform.setSession({ token: 'access', refreshToken: 'refresh', expiresIn: 900 });
    expect(platform.getSession()).toEqual({ token: 'access', refreshToken: 'refresh' });
    expect(window.localStorage.getItem('token')).toContain('access');
    platform.clearSession();
    expect(platform.getSession()).toEqual({ token: undefined, refreshToken: undefined });
  });
});

describe('external links', () => {
  it('allows only http and https pages', () => {
    expect(isSafeExternalUrl('https://example.com/a')).toBe(true);
    expect(isSafeExternalUrl('http://example.com')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ms-settings:',
      '\\\\server\\share',
      'atrium://x',
    ]) {
      expect(isSafeExternalUrl(bad), bad).toBe(false);
    }
  });
});
