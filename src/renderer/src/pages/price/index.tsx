// Pricing (/price): the plans, credit packs, pay-as-you-go recharge, the free tier and how credits work.
// Open to visitors; buying asks them to sign in first.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Alert, Skeleton } from 'antd';
import { AntdScope } from '../../components/antd/AntdScope';
import { LoadError } from '../../features/billing/LoadError';
import { usePriceInfo } from '../../queries/billing';
import { viewStatus } from '../../queries/view-status';
import { BuyCredits } from './BuyCredits';
import { FreeTier, HowCreditsWork } from './CreditsInfo';
import { ModelPrices } from './ModelPrices';
import { PlanCards } from './PlanCards';
import { useCheckout } from './use-checkout';
import '../../features/billing/billing.css';

export default function PricePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const price = usePriceInfo();
  const status = viewStatus(price);
  const info = price.data;
  const checkout = useCheckout();

  useEffect(() => {
    // /price#buy (from billing): the section exists only once the prices are in.
    if (info && hash === '#buy') document.getElementById('buy')?.focus();
  }, [info, hash]);

  // Stripe sends a cancelled Checkout back here with its order number.
  const canceledOrder = params.get('order');
  return (
    <AntdScope>
      <div className="billing-page price-page">
        <h1>{t('billing.price.title')}</h1>
        <p className="lead">{t('billing.price.lead')}</p>
        {canceledOrder && (
          <Alert
            className="billing-alert"
            type="info"
            showIcon
            title={t('billing.price.checkoutCanceled')}
            closable={{
              onClose: () =>
                setParams(
                  (current) => {
                    current.delete('order');
                    return current;
                  },
                  { replace: true },
                ),
            }}
          />
        )}
        {status === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
        {status === 'error' && (
          <LoadError onRetry={() => void price.refetch()} testId="price-error" />
        )}
        {info && (
          <>
            {!info.paymentsEnabled && (
              <Alert
                className="billing-alert"
                type="warning"
                showIcon
                title={t('billing.paymentsDisabled')}
                data-testid="payments-disabled"
              />
            )}
            <h2 className="sr-only">{t('billing.price.plans')}</h2>
            <PlanCards info={info} checkout={checkout} />
            <FreeTier info={info} />
            <ModelPrices info={info} />
            <BuyCredits info={info} checkout={checkout} />
            <HowCreditsWork info={info} />
          </>
        )}
      </div>
    </AntdScope>
  );
}
