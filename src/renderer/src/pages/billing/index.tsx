// Billing (/user/billing): the plan and what can be done with it, the balance by bucket, the orders, and the
// return from Checkout (?order=SN), which waits for the payment to be confirmed.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Skeleton } from 'antd';
import { AntdScope } from '../../components/antd/AntdScope';
import { refreshOrders, usePriceInfo } from '../../queries/billing';
import { refreshCredits, useCredits } from '../../queries/credits';
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
  // The balance is shown fresh on arrival, whatever the header last loaded.
  const credits = useCredits({ fresh: true });
  const summary = credits.data;
  const paymentsEnabled = usePriceInfo().data?.paymentsEnabled ?? true;

  const onPaid = useCallback(() => {
    refreshCredits();
    refreshOrders();
  }, []);

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
        ) : credits.isError && !credits.isFetching ? (
          <LoadError onRetry={() => void credits.refetch()} testId="billing-error" />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
        <OrdersTable />
      </div>
    </AntdScope>
  );
}
