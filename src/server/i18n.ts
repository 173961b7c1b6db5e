// Server-side translation of `msg` with the same messages the renderer shows.
import i18next, { type TFunction } from 'i18next';
import { enUS } from '@shared/i18n/messages/en-US';
import { zhCN } from '@shared/i18n/messages/zh-CN';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

const fixed = new Map<Locale, TFunction>();

/** Translates a message key (e.g. `errors.codeInvalid`) into the given locale. */
export function translate(locale: Locale, key: string, params?: Record<string, unknown>): string {
  let t = fixed.get(locale);
  if (!t) {
    t = instance.getFixedT(locale);
    fixed.set(locale, t);
  }
  return t(key, params ?? {}) as string;
}

export function hasMessage(key: string): boolean {
  return instance.exists(key);
}
