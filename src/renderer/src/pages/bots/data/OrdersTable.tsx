// A bot's orders, ten a page from the server: what each was for (the question or the source, or that it was
// removed since), what it charged and what it held while running, and when.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, Tag } from 'antd';
import type { BotOrder } from '@shared/api/bot-orders';
import { SOURCE_KINDS } from '@shared/api/bot-sources';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { BOT_ORDERS_PAGE_SIZE, useBotOrders } from '../../../queries/bot-data';

type SourceKind = (typeof SOURCE_KINDS)[number];
const STATUS_COLORS = { pending: 'gold', charged: 'default', refunded: 'green' } as const;

export function OrdersTable(props: { botId: string }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const [page, setPage] = useState(1);
  const query = useBotOrders(props.botId, page);
  const data = query.data;
  /** An answer's model as the expense log names it; a reading's kind of source; nothing for a search. */
  const labelOf = (order: BotOrder) =>
    order.kind === 'answer'
      ? order.label
      : order.kind === 'source' && SOURCE_KINDS.includes(order.label as SourceKind)
        ? t(`bots.knowledge.kind.${order.label as SourceKind}`)
        : '';
  return (
    <div className="bot-orders" data-testid="bot-orders">
      <h3>{t('botData.orders.title')}</h3>
      <p className="bot-data-hint">{t('botData.orders.lead')}</p>
      {query.isError && !data ? (
        <ErrorPanel
          testId="bot-orders-error"
          message={t('botData.failed')}
          action={
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      ) : (
        <Table<BotOrder>
          className="bot-orders-table"
          rowKey="id"
          size="small"
          loading={query.isFetching && (!data || query.isPlaceholderData)}
          dataSource={data?.list ?? []}
          locale={{ emptyText: t('botData.orders.empty') }}
          pagination={{
            current: page,
            pageSize: BOT_ORDERS_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          columns={[
            {
              key: 'what',
              title: t('botData.orders.what'),
              render: (_, order) => (
                <div className="bot-order-what">
                  <span>
                    <Tag>{t(`botData.orders.kinds.${order.kind}`)}</Tag>
                    {order.title ? (
                      <bdi dir="auto">{order.title}</bdi>
                    ) : (
                      order.kind !== 'search' && (
                        <span className="bot-data-hint">{t('botData.orders.removed')}</span>
                      )
                    )}
                  </span>
                  <span className="bot-data-hint">
                    {labelOf(order) && (
                      <>
                        <bdi dir="auto">{labelOf(order)}</bdi> ·{' '}
                      </>
                    )}
                    <span dir="ltr">{order.sn}</span> ·{' '}
                    {fmt.dateTime(order.createdAt)}
                  </span>
                </div>
              ),
            },
            {
              key: 'status',
              title: t('botData.orders.status'),
              render: (_, order) => (
                <Tag color={STATUS_COLORS[order.status]} data-status={order.status}>
                  {t(`botData.orders.statuses.${order.status}`)}
                </Tag>
              ),
            },
            {
              key: 'amount',
              title: t('botData.orders.amount'),
              align: 'end',
              render: (_, order) =>
                order.status === 'pending' ? (
                  <span className="bot-data-hint">
                    {t('botData.orders.held', { amount: fmt.amount(order.held) })}
                  </span>
                ) : (
                  fmt.amount(order.charged)
                ),
            },
          ]}
        />
      )}
    </div>
  );
}
