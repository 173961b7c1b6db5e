import { describe, expect, it } from 'vitest';
import { isAppUrl } from './renderer-url';

describe('isAppUrl', () => {
  it('accepts only the app itself', () => {
    expect(isAppUrl('app://atrium/profile', 'app://atrium/home')).toBe(true);
    expect(isAppUrl('file:///etc/passwd', 'app://atrium/home')).toBe(false);
    expect(isAppUrl('https://example.com', 'app://atrium/home')).toBe(false);
    expect(isAppUrl('http://localhost:5173/login', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('not a url', 'app://atrium/home')).toBe(false);
  });
});
