import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site and refuses everything else', () => {
    expect(safeRedirect('/profile?tab=1')).toBe('/profile?tab=1');
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(bad)).toBe('/home');
    }
  });
});
