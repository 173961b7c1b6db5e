// How the Stats section writes days, numbers, credits and money in the reader's language.
import { useTranslation } from 'react-i18next';
import { CENTICREDITS } from '@shared/billing/credits';

/** A few colours that stay apart on light and dark backgrounds, for the series of one chart. */
export const SERIES_COLOURS = [
  '#1677ff',
  '#fa8c16',
  '#52c41a',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#faad14',
  '#a0d911',
  '#f5222d',
  '#2f54eb',
];
export const colourAt = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;

export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    /** `2026-11-24` as the reader writes a short date (the day is UTC's). */
    day: (day: string) =>
      new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    number: (value: number) => number.format(value),
    percent: (value: number) => percent.format(value),
    /** Hundredths as credits. */
    credits: (hundredths: number) => number.format(hundredths / CENTICREDITS),
    /** Minor units of a currency (cents) as money. */
    money: (minor: number, currency: string) => {
      const format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency.toUpperCase(),
      });
      const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
      return format.format(minor / 10 ** digits);
    },
  };
}
export type Format = ReturnType<typeof useFormat>;
