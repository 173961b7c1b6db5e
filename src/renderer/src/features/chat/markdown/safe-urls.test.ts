// What an answer may load and link to: images from Atrium's own server only, links to web pages only.
import { describe, expect, it } from 'vitest';
import { linkTarget, safeImageSrc } from './safe-urls';

const web = { apiBase: '', pageOrigin: 'https://atrium.example' };
const desktop = { apiBase: 'https://atrium.example/', pageOrigin: 'app://atrium' };

describe('the same-origin image rule', () => {
  it('loads paths on the server, prefixed with the API address where the page lives elsewhere', () => {
    expect(safeImageSrc('/api/files/abc?exp=1&sig=x', web)).toBe(
      'https://atrium.example/api/files/abc?exp=1&sig=x',
    );
    expect(safeImageSrc('/api/files/abc', desktop)).toBe('https://atrium.example/api/files/abc');
  });

  it('loads absolute addresses on the server’s own origin only', () => {
    expect(safeImageSrc('https://atrium.example/api/files/a', web)).toBe(
      'https://atrium.example/api/files/a',
    );
    expect(safeImageSrc('https://atrium.example/api/files/a', desktop)).toBe(
      'https://atrium.example/api/files/a',
    );
    expect(safeImageSrc('https://tracker.example/pixel.gif', web)).toBeUndefined();
    expect(safeImageSrc('http://atrium.example/x.png', web)).toBeUndefined();
    expect(safeImageSrc('https://atrium.example.evil.test/x.png', web)).toBeUndefined();
    expect(safeImageSrc('https://atrium.example@evil.test/x.png', web)).toBeUndefined();
  });

  it('refuses everything that would call elsewhere or is not an image address', () => {
    for (const src of [
      '//evil.test/x.png',
      '\\\\evil.test\\x.png',
      'evil.png',
      './x.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:alert(1)',
      'blob:https://atrium.example/1',
      'file:///etc/passwd',
      'ftp://atrium.example/x.png',
      '',
      undefined,
    ])
      expect(safeImageSrc(src, web), String(src)).toBeUndefined();
  });

  it('keeps tricks the URL parser forgives on the server', () => {
    // A tab or a backslash after the first slash would make `//host` of a plain string: prefixed, it is a
    // path on the server (harmless), never another host.
    for (const src of ['/\t/evil.test/x.png', '/\\evil.test/x.png', '//evil.test/x.png']) {
      const safe = safeImageSrc(src, web);
      if (safe) expect(new URL(safe).origin).toBe('https://atrium.example');
    }
  });
});

describe('the link rule', () => {
  it('opens web pages outside', () => {
    expect(linkTarget('https://example.com/a?b=c')).toEqual({
      kind: 'external',
      href: 'https://example.com/a?b=c',
    });
    expect(linkTarget('http://example.com')).toEqual({
      kind: 'external',
      href: 'http://example.com',
    });
  });

  it('keeps footnote anchors in the page', () => {
    expect(linkTarget('#user-content-fn-1')).toEqual({
      kind: 'anchor',
      href: '#user-content-fn-1',
    });
  });

  it('refuses scripts, files, custom schemes, credentials and relative paths', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>1</script>',
      'file:///C:/Windows',
      'atrium://auth/callback?token=x',
      'ms-settings:',
      'https://user:pass@example.com',
      '/user/billing',
      'vbscript:x',
      undefined,
    ])
      expect(linkTarget(href), String(href)).toEqual({ kind: 'none' });
  });
});
