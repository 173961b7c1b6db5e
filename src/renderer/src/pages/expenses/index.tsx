// Expense log (/user/expenses): every charge to the user's credits, ten a page from the server.
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Table } from 'antd';
import type { Expense } from '@shared/api/billing';
import { AntdScope } from '../../components/antd/AntdScope';
import { useUserStore } from '../../stores/user';
import { useCreditsFormat } from '../../features/billing/credits-format';
import { LoadError } from '../../features/billing/LoadError';
import { useBillingPages } from '../../features/billing/use-billing-pages';
import '../../features/billing/billing.css';

export default function ExpensesPage() {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const user = useUserStore((state) => state.user);
  const location = useLocation();
  const list = useBillingPages('expenses');

  if (!user)
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  /** Known service names are translated; anything newer shows as the server wrote it. */
  const service = (name: string) => t(`billing.services.${name}`, { defaultValue: name });
  return (
    <AntdScope>
      <div className="billing-page">
        <h1>{t('billing.expenses.title')}</h1>
        <p className="lead">{t('billing.expenses.lead')}</p>
        {list.failed ? (
          <LoadError onRetry={list.retry} testId="expenses-error" />
        ) : (
          <Table<Expense>
            className="billing-table"
            rowKey="id"
            size="middle"
            data-testid="expenses-table"
            loading={list.loading}
            dataSource={list.rows}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('billing.expenses.empty') }}
            pagination={list.pagination}
            columns={[
              {
                key: 'service',
                title: t('billing.expenses.columns.service'),
                render: (_, row) => service(row.service),
              },
              { key: 'event', title: t('billing.expenses.columns.event'), dataIndex: 'event' },
              {
                key: 'credits',
                title: t('billing.expenses.columns.credits'),
                align: 'end',
                render: (_, row) => <strong>{fmt.amount(row.credits)}</strong>,
              },
              {
                key: 'subscription',
                title: t('billing.expenses.columns.subscription'),
                align: 'end',
                render: (_, row) => fmt.amount(row.subscriptionAmount),
              },
              {
                key: 'topup',
                title: t('billing.expenses.columns.topup'),
                align: 'end',
                render: (_, row) => fmt.amount(row.topupAmount),
              },
              {
                key: 'created',
                title: t('billing.expenses.columns.created'),
                render: (_, row) => fmt.dateTime(row.createdAt),
              },
            ]}
          />
        )}
      </div>
    </AntdScope>
  );
}
