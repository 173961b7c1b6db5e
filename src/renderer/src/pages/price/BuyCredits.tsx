// "Buy credits": packs valid a number of months. "Recharge account": any amount, never expiring.
import { useTranslation } from 'react-i18next';
import { Button, Card } from 'antd';
import type { PriceInfo } from '@shared/api/billing';
import { useCreditsFormat } from '../../features/billing/credits-format';
import { RechargeCard } from './RechargeCard';
import type { useCheckout } from './use-checkout';

export function BuyCredits(props: { info: PriceInfo; checkout: ReturnType<typeof useCheckout> }) {
  const { info, checkout } = props;
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const months = info.topupValidMonths;
  return (
    <>
      <section className="section" id="buy" aria-labelledby="buy-title" tabIndex={-1}>
        <h2 id="buy-title">{t('billing.price.buy.title')}</h2>
        <p className="lead">{t('billing.price.buy.lead', { count: months })}</p>
        <div className="pack-grid">
          {info.topupPacks.map((pack) => (
            <Card key={pack.id} className="pack-card" data-testid={`pack-${pack.id}`}>
              <h3>{fmt.credits(pack.credits)}</h3>
              <p className="pack-price">{fmt.money(pack.price, info.currency)}</p>
              <p className="pack-valid">{t('billing.price.buy.valid', { count: months })}</p>
              <Button
                block
                disabled={!info.paymentsEnabled}
                loading={checkout.busy === `pack-${pack.id}`}
                onClick={() =>
                  void checkout.buy(`pack-${pack.id}`, { kind: 'topup', pack: pack.id })
                }
                data-testid={`pack-${pack.id}-buy`}
              >
                {t('billing.price.buy.button')}
              </Button>
            </Card>
          ))}
        </div>
      </section>
      <RechargeCard info={info} checkout={checkout} />
    </>
  );
}
