// The languages Atrium speaks, and which of them read right to left.

export const SUPPORTED_LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
/** Key under which the renderer keeps the chosen locale. */
export const LOCALE_STORAGE_KEY = 'locale';

const RTL_PREFIXES = ['he', 'ar', 'fa', 'ku'];

/** Right-to-left for locales starting with he, ar, fa or ku. */
export function isRtlLocale(locale: string): boolean {
  const lower = locale.toLowerCase();
  return RTL_PREFIXES.some(
    (prefix) =>
      lower === prefix || lower.startsWith(`${prefix}-`) || lower.startsWith(`${prefix}_`),
  );
}

/** Maps any tag (`zh`, `zh-Hans-CN`, `en-GB`, `fr`) to a locale we have, for messages. */
export function resolveLocale(tag: string | undefined | null): Locale {
  if (!tag) return DEFAULT_LOCALE;
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return DEFAULT_LOCALE;
}

/** Picks the first supported language of an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase();
    if (tag?.startsWith('zh')) return 'zh-CN';
    if (tag?.startsWith('en')) return 'en-US';
  }
  return undefined;
}
