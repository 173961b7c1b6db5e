// Pay as you go: an amount within the server's range buys amount × creditsPerCent hundredths, forever.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from 'antd';
import { NumberInput } from '../../components/antd/NumberInput';
import type { PriceInfo } from '@shared/api/billing';
import { useCreditsFormat } from '../../features/billing/credits-format';
import type { useCheckout } from './use-checkout';

function currencySymbol(currency: string, locale: string): string {
  try {
    return (
      new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? ''
    );
  } catch {
    return currency.toUpperCase();
  }
}

export function RechargeCard(props: { info: PriceInfo; checkout: ReturnType<typeof useCheckout> }) {
  const { info, checkout } = props;
  const { t, i18n } = useTranslation();
  const fmt = useCreditsFormat();
  const id = useId();
  const { minPrice, maxPrice, creditsPerCent } = info.recharge;
  /** Cents, or null while the field is empty. */
  const [cents, setCents] = useState<number | null>(minPrice);
  const valid = cents !== null && cents >= minPrice && cents <= maxPrice;
  const min = fmt.money(minPrice, info.currency);
  const max = fmt.money(maxPrice, info.currency);
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('billing.price.recharge.title')}</h2>
      <p className="lead">{t('billing.price.recharge.lead', { min, max })}</p>
      <Card className="recharge-card">
        <form
          className="recharge-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) void checkout.buy('recharge', { kind: 'recharge', amount: cents });
          }}
        >
          <label htmlFor={`${id}-amount`}>{t('billing.price.recharge.amount')}</label>
          <NumberInput
            id={`${id}-amount`}
            value={cents === null ? null : cents / 100}
            onChange={(value) => setCents(value === null ? null : Math.round(Number(value) * 100))}
            min={minPrice / 100}
            max={maxPrice / 100}
            step={1}
            precision={2}
            prefix={currencySymbol(info.currency, i18n.language)}
            size="large"
            status={valid ? undefined : 'error'}
            aria-describedby={`${id}-result`}
            data-testid="recharge-amount"
          />
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            disabled={!info.paymentsEnabled || !valid}
            loading={checkout.busy === 'recharge'}
            data-testid="recharge-buy"
          >
            {t('billing.price.recharge.button')}
          </Button>
          <p id={`${id}-result`} className={valid ? 'recharge-result' : 'recharge-result invalid'}>
            {valid
              ? t('billing.price.recharge.youGet', { credits: fmt.credits(cents * creditsPerCent) })
              : t('billing.price.recharge.range', { min, max })}
          </p>
        </form>
      </Card>
    </section>
  );
}
