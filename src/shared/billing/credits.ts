// Credit amounts are integers in hundredths of a credit everywhere (database, wire, arithmetic); only the UI
// turns them into a number with at most two decimals. No float ever holds a balance.

/** Hundredths in one credit. */
export const CENTICREDITS = 100;

/** Whole credits (as written in config) to hundredths. */
export function toHundredths(credits: number): number {
  return Math.round(credits * CENTICREDITS);
}

/** "1,234.5" style text for hundredths, at most two decimals, in the given locale. */
export function formatCredits(hundredths: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
    hundredths / CENTICREDITS,
  );
}

/** Money in the smallest currency unit (cents) as text, e.g. "$9.99". */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** The buckets a user's credits sit in, in the order they are spent. */
export const BUCKETS = ['subscription', 'topup', 'forever'] as const;
export type Bucket = (typeof BUCKETS)[number];
