// Expense log (/user/expenses): every change to the user's credits, ten a page from the server, each worded
// with what it was for, signed, and with the balance after it.
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, Tag } from 'antd';
import type { Expense } from '@shared/api/billing';
import { AntdScope } from '../../components/antd/AntdScope';
import { useUserStore } from '../../stores/user';
import { useCredits } from '../../queries/credits';
import { useCreditsFormat } from '../../features/billing/credits-format';
import { LoadError } from '../../features/billing/LoadError';
import { useBillingPages } from '../../features/billing/use-billing-pages';
import { describeExpense, signedAmount } from './describe';
import '../../features/billing/billing.css';
import './expenses.css';
import { SignInRedirect } from '../../components/SignInRedirect';

const TAG_COLORS = { credit: 'green', debit: 'default', held: 'gold', neutral: 'default' } as const;

export default function ExpensesPage() {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const user = useUserStore((state) => state.user);
  const list = useBillingPages('expenses');
  // The header's balance is asked again on arrival, so it agrees with the newest row here.
  useCredits({ fresh: true });

  if (!user) return <SignInRedirect />;
  return (
    <AntdScope>
      <div className="billing-page expenses-page">
        <h1>{t('billing.expenses.title')}</h1>
        <p className="lead">{t('billing.expenses.lead')}</p>
        {list.failed ? (
          <LoadError onRetry={list.retry} testId="expenses-error" />
        ) : (
          <Table<Expense>
            className="billing-table expenses-table"
            rowKey="id"
            size="middle"
            data-testid="expenses-table"
            loading={list.loading}
            dataSource={list.rows}
            locale={{ emptyText: t('billing.expenses.empty') }}
            pagination={list.pagination}
            onRow={(row) => ({ 'data-kind': row.kind }) as HTMLAttributes<HTMLElement>}
            columns={[
              {
                key: 'created',
                title: t('billing.expenses.columns.created'),
                className: 'expense-time',
                render: (_, row) => fmt.dateTime(row.createdAt),
              },
              {
                key: 'description',
                title: t('billing.expenses.columns.description'),
                className: 'expense-description',
                render: (_, row) => {
                  const words = describeExpense(t, fmt, row);
                  return (
                    <div className="expense-what">
                      <span className="expense-title">
                        <Tag color={TAG_COLORS[words.tone]} className="expense-tag">
                          {words.tag}
                        </Tag>
                        <span className="expense-words">{words.title}</span>
                      </span>
                      {words.detail && <span className="expense-detail">{words.detail}</span>}
                      {/* Narrow screens show the time here, under the words, instead of its column. */}
                      <span className="expense-detail expense-time-inline">
                        {fmt.dateTime(row.createdAt)}
                      </span>
                    </div>
                  );
                },
              },
              {
                key: 'amount',
                title: t('billing.expenses.columns.amount'),
                align: 'end',
                className: 'expense-amount',
                render: (_, row) => (
                  <>
                    <strong
                      className={row.amount > 0 ? 'expense-credit' : 'expense-debit'}
                      data-testid="expense-amount"
                    >
                      {signedAmount(fmt, row.amount)}
                    </strong>
                    {/* Narrow screens show the balance here, under the change, instead of its column. */}
                    <span className="expense-detail expense-balance-inline">
                      {t('billing.expenses.balanceAfter', { amount: fmt.amount(row.balance) })}
                    </span>
                  </>
                ),
              },
              {
                key: 'balance',
                title: t('billing.expenses.columns.balance'),
                align: 'end',
                className: 'expense-balance',
                render: (_, row) => (
                  <span data-testid="expense-balance">{fmt.amount(row.balance)}</span>
                ),
              },
            ]}
          />
        )}
      </div>
    </AntdScope>
  );
}
