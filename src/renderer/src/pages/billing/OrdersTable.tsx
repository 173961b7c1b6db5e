// The user's orders, ten a page from the server.
import { useTranslation } from 'react-i18next';
import { Card, Table, Tag } from 'antd';
import type { Order } from '@shared/api/billing';
import { useCreditsFormat } from '../../features/billing/credits-format';
import { LoadError } from '../../features/billing/LoadError';
import { useBillingPages } from '../../features/billing/use-billing-pages';

const STATUS_COLORS = {
  pending: 'gold',
  paid: 'green',
  expired: 'default',
  failed: 'red',
} as const;

export function OrdersTable() {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const list = useBillingPages('orders');

  const kind = (order: Order) =>
    order.plan
      ? `${t(`billing.orderKinds.${order.kind}`)} · ${t(`billing.plans.${order.plan}`)}`
      : t(`billing.orderKinds.${order.kind}`);
  return (
    <Card title={t('billing.account.orders')} className="billing-card billing-orders">
      {list.failed ? (
        <LoadError onRetry={list.retry} testId="orders-error" />
      ) : (
        <Table<Order>
          rowKey="sn"
          size="middle"
          data-testid="orders-table"
          loading={list.loading}
          dataSource={list.rows}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('billing.account.noOrders') }}
          pagination={list.pagination}
          columns={[
            {
              key: 'sn',
              title: t('billing.account.columns.sn'),
              dataIndex: 'sn',
              render: (sn: string) => <code className="order-sn">{sn}</code>,
            },
            { key: 'kind', title: t('billing.account.columns.kind'), render: (_, o) => kind(o) },
            {
              key: 'credits',
              title: t('billing.account.columns.credits'),
              align: 'end',
              render: (_, order) => fmt.amount(order.credits),
            },
            {
              key: 'amount',
              title: t('billing.account.columns.amount'),
              align: 'end',
              render: (_, order) => fmt.money(order.amount, order.currency),
            },
            {
              key: 'status',
              title: t('billing.account.columns.status'),
              render: (_, order) => (
                <Tag color={STATUS_COLORS[order.status]}>
                  {t(`billing.orderStatus.${order.status}`)}
                </Tag>
              ),
            },
            {
              key: 'created',
              title: t('billing.account.columns.created'),
              render: (_, order) => fmt.dateTime(order.createdAt),
            },
            {
              key: 'paid',
              title: t('billing.account.columns.paid'),
              render: (_, order) => (order.paidAt ? fmt.dateTime(order.paidAt) : '—'),
            },
          ]}
        />
      )}
    </Card>
  );
}
