// Billing (/user/billing): the plan and what can be done with it, the balance by bucket, the orders, and the
// return from Checkout (?order=SN), which waits for the payment to be confirmed.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Skeleton } from 'antd';
import { billingService } from '../../api/billing';
import { AntdScope } from '../../components/antd/AntdScope';
import { useCreditsStore } from '../../stores/credits';
import { useUserStore } from '../../stores/user';
import { BalanceCard } from './BalanceCard';
import { LoadError } from '../../features/billing/LoadError';
import { OrderReturn } from './OrderReturn';
import { OrdersTable } from './OrdersTable';
import { PlanSection } from './PlanSection';
import '../../features/billing/billing.css';

export default function BillingPage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const summary = useCreditsStore((state) => state.summary);
  const status = useCreditsStore((state) => state.status);
  const refresh = useCreditsStore((state) => state.refresh);
  const [paymentsEnabled, setPaymentsEnabled] = useState(true);
  const [ordersVersion, setOrdersVersion] = useState(0);
  const signedIn = Boolean(user);

  useEffect(() => {
    // The balance is shown fresh on arrival, whatever the header last loaded.
    if (signedIn) void refresh();
  }, [signedIn, refresh]);
  useEffect(() => {
    let active = true;
    billingService.price().then(
      (info) => active && setPaymentsEnabled(info.paymentsEnabled),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  const onPaid = useCallback(() => {
    void refresh();
    setOrdersVersion((version) => version + 1);
  }, [refresh]);

  if (!user)
    return (
      <Navigate
        to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  const sn = params.get('order');
  return (
    <AntdScope>
      <div className="billing-page">
        <h1>{t('billing.account.title')}</h1>
        {sn && (
          <OrderReturn
            key={sn}
            sn={sn}
            onPaid={onPaid}
            onClose={() =>
              setParams(
                (current) => {
                  current.delete('order');
                  return current;
                },
                { replace: true },
              )
            }
          />
        )}
        {summary ? (
          <div className="billing-grid">
            <PlanSection summary={summary} paymentsEnabled={paymentsEnabled} />
            <BalanceCard summary={summary} />
          </div>
        ) : status === 'error' ? (
          <LoadError onRetry={() => void refresh()} testId="billing-error" />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
        <OrdersTable version={ordersVersion} />
      </div>
    </AntdScope>
  );
}
