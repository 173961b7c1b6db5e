// Numbers of the knowledge section in the reader's language: file sizes, percents and dates.

/** Bytes as KB or MB (1024-based, as the limits are). */
export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (mb ? 1024 * 1024 : 1024));
}

/** 0–100 as a percent. */
export const formatPercent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);

export const formatTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
