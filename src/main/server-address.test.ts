import { describe, expect, it } from 'vitest';
import { checkServerUrl, normalizeServerUrl, serverAddress } from './server-address';

const store = (value: unknown) => ({ get: () => value, set: () => undefined });

describe('server address', () => {
  it('prefers the saved choice, then the environment, then the default', () => {
    expect(serverAddress(store('https://atrium.example.com/path'), {})).toBe(
      'https://atrium.example.com',
    );
    expect(serverAddress(store(undefined), { ATRIUM_SERVER_URL: 'http://127.0.0.1:9000' })).toBe(
      'http://127.0.0.1:9000',
    );
    expect(serverAddress(store('javascript:alert(1)'), {})).toBe('http://localhost:8787');
  });

  it('keeps only http(s) origins without credentials', () => {
    expect(normalizeServerUrl('file:///etc')).toBeUndefined();
    expect(normalizeServerUrl('https://u:p@example.com')).toBeUndefined();
    expect(normalizeServerUrl(42)).toBeUndefined();
    expect(checkServerUrl('not an address')).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['http://localhost', 'http://localhost'],
    ['http://localhost:8787/app', 'http://localhost:8787'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://127.255.3.4', 'http://127.255.3.4'],
    ['http://[::1]', 'http://[::1]'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
    ['https://example.com', 'https://example.com'],
    ['https://10.0.0.1:8443', 'https://10.0.0.1:8443'],
  ])('takes %s', (input, origin) => {
    expect(checkServerUrl(input)).toEqual({ ok: true, origin });
  });

  it.each([
    'http://example.com',
    'http://10.0.0.1',
    'http://192.168.1.20:8787',
    'http://[::2]',
    'http://[::ffff:127.0.0.1]',
    'http://localhost.example.com',
    'http://127.0.0.1.nip.io',
  ])('refuses plain http to another computer: %s', (input) => {
    expect(checkServerUrl(input)).toEqual({ ok: false, reason: 'insecure' });
  });

  it('ignores a saved or configured plain-http address of another computer', () => {
    expect(serverAddress(store('http://example.com'), {})).toBe('http://localhost:8787');
    expect(
      serverAddress(store('http://10.0.0.5:8787'), {
        ATRIUM_SERVER_URL: 'https://atrium.example.com',
      }),
    ).toBe('https://atrium.example.com');
    expect(serverAddress(store(undefined), { ATRIUM_SERVER_URL: 'http://10.0.0.5:8787' })).toBe(
      'http://localhost:8787',
    );
  });
});
