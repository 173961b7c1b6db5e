// i18next for the renderer. The first page loads only the messages it shows (./first: the shell, the home
// page's sections, the errors); every other page loads its language's whole set together with its own code
// (`withAllMessages`). English is bundled, Chinese loads when chosen. The chosen locale is kept under
// `locale`, sent with every request, and sets <html lang> and <html dir> (right-to-left for he/ar/fa/ku).
import i18next, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  isRtlLocale,
  resolveLocale,
  type Locale,
} from '@shared/i18n/locales';
import { platform } from '../platform';
import { enUSFirst } from './first/en-US';

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

type Messages = Record<string, ResourceKey>;

const FIRST: Record<Locale, () => Promise<Messages>> = {
  'en-US': async () => enUSFirst,
  'zh-CN': async () => (await import('./first/zh-CN')).zhCNFirst,
};
const ALL: Record<Locale, () => Promise<Messages>> = {
  'en-US': async () => (await import('@shared/i18n/messages/en-US')).enUS,
  'zh-CN': async () => (await import('@shared/i18n/messages/zh-CN')).zhCN,
};

const loaded = new Map<string, Promise<void>>();
/** Set once a page has wanted every message: a new language then loads all of its own at once. */
let allWanted = false;

/** Adds a set of messages once; the whole set deepens the first page's, whose keys it shares. */
function load(locale: Locale, part: 'first' | 'all'): Promise<void> {
  const key = `${locale}:${part}`;
  let done = loaded.get(key);
  if (!done) {
    const source = part === 'first' ? FIRST[locale] : ALL[locale];
    done = source().then(
      (messages) => void i18n.addResourceBundle(locale, 'translation', messages, true, true),
    );
    // A failed chunk is asked again by the next page that needs it.
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

function loadAll(locale: Locale): Promise<void> {
  return Promise.all([load(DEFAULT_LOCALE, 'all'), load(locale, 'all')]).then(() => undefined);
}

/** Every message of the current language (and English, the fallback). */
export function loadAllMessages(): Promise<void> {
  allWanted = true;
  return loadAll(currentLocale());
}

/** A page's loader that also loads every message, so the page never shows a message's key. */
export function withAllMessages<T>(loadPage: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([loadPage(), loadAllMessages()]))[0];
}

async function loadMessages(locale: Locale): Promise<void> {
  await load(locale, 'first');
  if (allWanted) await loadAll(locale);
}

function applyToDocument(tag: string): void {
  document.documentElement.lang = tag;
  document.documentElement.dir = isRtlLocale(tag) ? 'rtl' : 'ltr';
}

/**
 * Switches language (loading its messages first) and remembers the choice, unless `remember` is false (a
 * bot's widget speaks the embedding page's language without changing the visitor's own choice).
 */
export async function changeLanguage(tag: string, remember = true): Promise<void> {
  const locale = resolveLocale(tag);
  chosenTag = SUPPORTED_LOCALES.includes(tag as Locale) || isRtlLocale(tag) ? tag : locale;
  await loadMessages(locale);
  if (remember) platform.storage.set(LOCALE_STORAGE_KEY, chosenTag);
  applyToDocument(chosenTag);
  await i18n.changeLanguage(locale);
}

export async function initI18n(): Promise<void> {
  const stored = platform.storage.get<string>(LOCALE_STORAGE_KEY);
  chosenTag = typeof stored === 'string' && stored ? stored : DEFAULT_LOCALE;
  const locale = resolveLocale(chosenTag);
  const resources: Resource = { [DEFAULT_LOCALE]: { translation: enUSFirst } };
  loaded.set(`${DEFAULT_LOCALE}:first`, Promise.resolve());
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadMessages(locale);
  await i18n.changeLanguage(locale);
  applyToDocument(chosenTag);
}
