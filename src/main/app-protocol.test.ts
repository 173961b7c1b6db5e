import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desktopCsp, resolveAppPath } from './app-protocol';

const dir = mkdtempSync(join(tmpdir(), 'atrium-renderer-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html>');
writeFileSync(join(dir, 'assets', 'index-abc.js'), '');

describe('resolveAppPath', () => {
  it('serves files of the renderer and index.html for client routes', () => {
    expect(resolveAppPath(dir, 'app://atrium/assets/index-abc.js')).toBe(
      join(dir, 'assets', 'index-abc.js'),
    );
    expect(resolveAppPath(dir, 'app://atrium/home')).toBe(join(dir, 'index.html'));
    expect(resolveAppPath(dir, 'app://atrium/')).toBe(join(dir, 'index.html'));
  });

  it('refuses anything outside the renderer folder or another origin', () => {
    for (const attempt of [
      'app://atrium/../../etc/passwd',
      'app://atrium/%2e%2e/%2e%2e/etc/passwd',
      'app://atrium/..%2f..%2fetc/hosts',
    ]) {
      const resolved = resolveAppPath(dir, attempt);
      expect(resolved === undefined || resolved.startsWith(dir), attempt).toBe(true);
    }
    expect(resolveAppPath(dir, 'app://other/index.html')).toBeUndefined();
    expect(resolveAppPath(dir, 'file:///etc/passwd')).toBeUndefined();
    expect(resolveAppPath(dir, 'app://atrium/assets/missing.js')).toBeUndefined();
  });
});

describe('desktopCsp', () => {
  it('allows scripts only from the app and connections only to the server', () => {
    const csp = desktopCsp('https://atrium.example.com');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https://atrium.example.com");
  });
});
