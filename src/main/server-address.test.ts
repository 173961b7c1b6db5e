import { describe, expect, it } from 'vitest';
import { normalizeServerUrl, serverAddress } from './server-address';

const store = (value: unknown) => ({ get: () => value, set: () => undefined });

describe('server address', () => {
  it('prefers the saved choice, then the environment, then the default', () => {
    expect(serverAddress(store('https://atrium.example.com/path'), {})).toBe(
      'https://atrium.example.com',
    );
    expect(serverAddress(store(undefined), { ATRIUM_SERVER_URL: 'http://10.0.0.5:8787' })).toBe(
      'http://10.0.0.5:8787',
    );
    expect(serverAddress(store('javascript:alert(1)'), {})).toBe('http://localhost:8787');
  });

  it('keeps only http(s) origins without credentials', () => {
    expect(normalizeServerUrl('file:///etc')).toBeUndefined();
    expect(normalizeServerUrl('https://u:p@example.com')).toBeUndefined();
    expect(normalizeServerUrl(42)).toBeUndefined();
  });
});
