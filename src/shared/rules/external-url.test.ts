import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl } from './external-url';

describe('isSafeExternalUrl', () => {
  it('allows http and https pages', () => {
    expect(isSafeExternalUrl('https://example.com/a?b=c#d')).toBe(true);
    expect(isSafeExternalUrl('http://example.com')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'file:///etc/passwd',
    'file://server/share',
    '\\\\server\\share\\evil.exe',
    '//server/share',
    'ms-settings:privacy',
    'atrium://auth/callback?code=x&state=y',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://user:pass@example.com/',
    ' https://example.com',
    'https:\\\\example.com',
    '',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });
});
