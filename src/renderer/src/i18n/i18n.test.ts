import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '.';

describe('languages', () => {
  it('switches to Chinese, remembers it, and back', async () => {
    await changeLanguage('zh-CN');
    expect(i18n.t('app.nav.faq')).toBe('常见问题');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(window.localStorage.getItem('locale')).toContain('zh-CN');
    await changeLanguage('en-US');
    expect(i18n.t('app.nav.faq')).toBe('FAQ');
  });

  it('lays out right to left for he, ar, fa and ku, with English text', async () => {
    for (const tag of ['he', 'ar-EG', 'fa', 'ku']) {
      await changeLanguage(tag);
      expect(document.documentElement.dir, tag).toBe('rtl');
      expect(i18n.t('app.nav.faq')).toBe('FAQ');
    }
    await changeLanguage('en-US');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
