// i18next for the renderer: English is bundled, Chinese loads when chosen. The chosen locale is kept under
// `locale`, sent with every request, and sets <html lang> and <html dir> (right-to-left for he/ar/fa/ku).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from '@shared/i18n/messages/en-US';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  isRtlLocale,
  resolveLocale,
  type Locale,
} from '@shared/i18n/locales';
import { platform } from '../platform';

export const i18n = i18next;

/** The tag the user chose (may be one we have no messages for, e.g. `ar`: English text, right to left). */
let chosenTag: string = DEFAULT_LOCALE;

export function currentLocale(): Locale {
  return resolveLocale(i18n.language);
}

export function currentTag(): string {
  return chosenTag;
}

export function isRtl(): boolean {
  return isRtlLocale(chosenTag);
}

async function loadMessages(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  if (locale === 'zh-CN') {
    const { zhCN } = await import('@shared/i18n/messages/zh-CN');
    i18n.addResourceBundle('zh-CN', 'translation', zhCN);
  }
}

function applyToDocument(tag: string): void {
  document.documentElement.lang = tag;
  document.documentElement.dir = isRtlLocale(tag) ? 'rtl' : 'ltr';
}

/** Switches language (loading its messages first) and remembers the choice. */
export async function changeLanguage(tag: string): Promise<void> {
  const locale = resolveLocale(tag);
  chosenTag = SUPPORTED_LOCALES.includes(tag as Locale) || isRtlLocale(tag) ? tag : locale;
  await loadMessages(locale);
  platform.storage.set(LOCALE_STORAGE_KEY, chosenTag);
  applyToDocument(chosenTag);
  await i18n.changeLanguage(locale);
}

export async function initI18n(): Promise<void> {
  const stored = platform.storage.get<string>(LOCALE_STORAGE_KEY);
  chosenTag = typeof stored === 'string' && stored ? stored : DEFAULT_LOCALE;
  const locale = resolveLocale(chosenTag);
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadMessages(locale);
  await i18n.changeLanguage(locale);
  applyToDocument(chosenTag);
}
