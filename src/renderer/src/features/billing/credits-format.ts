// How amounts of credits, money and dates are written, in the current language: one way everywhere (the
// header's balance, the billing pages, the tools' prices).
import { useTranslation } from 'react-i18next';
import { CENTICREDITS, formatCredits, formatMoney } from '@shared/billing/credits';

export function useCreditsFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return {
    /** "1,234.5 credits" for hundredths. */
    credits: (hundredths: number) =>
      t('billing.credits', {
        count: hundredths / CENTICREDITS,
        amount: formatCredits(hundredths, locale),
      }),
    /** "1,234.5" for hundredths. */
    amount: (hundredths: number) => formatCredits(hundredths, locale),
    money: (cents: number, currency: string) => formatMoney(cents, currency.toUpperCase(), locale),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    date: (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' }),
    dateTime: (iso: string) =>
      new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

export type CreditsFormat = ReturnType<typeof useCreditsFormat>;
