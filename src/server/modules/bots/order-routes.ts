// A bot's orders: its charges on the ledger (answers and source readings), listed per bot and found by id
// or serial. Only the owner's own holds are read, so another user's ids answer 404.
import type { FastifyInstance } from 'fastify';
import { BOT_ORDER_SN, botOrderApi, type BotOrder } from '@shared/api/bot-orders';
import { AppError } from '../../http/app-error';
import { userRoute } from '../../http/route';
import { botOrderById, botOrderBySerial, botOrders, type BotOrderRow } from './order-repo';
import { requireOwnBot } from './service';

const iso = (at: Date | string) => new Date(at).toISOString();

const STATUS: Record<BotOrderRow['status'], BotOrder['status']> = {
  held: 'pending',
  settled: 'charged',
  released: 'refunded',
  expired: 'refunded',
};

export function botOrderOf(row: BotOrderRow): BotOrder {
  const createdAt = iso(row.created_at);
  const answer = row.service === 'bot';
  const kind = answer ? 'answer' : row.event === 'question' ? 'search' : 'source';
  return {
    sn: `BOT-${createdAt.slice(0, 10).replaceAll('-', '')}-${row.id.slice(0, 8).toUpperCase()}`,
    id: row.id,
    botId: row.subject.slice('bot:'.length),
    kind,
    title: row.title ?? '',
    label: kind === 'source' ? (row.source_kind ?? row.event) : row.event,
    status: STATUS[row.status],
    held: Number(row.amount),
    charged: Number(row.charged),
    createdAt,
    closedAt: row.closed_at ? iso(row.closed_at) : null,
  };
}

const found = (row: BotOrderRow | undefined) => {
  if (!row) throw new AppError('NOT_FOUND');
  return botOrderOf(row);
};

export function botOrderRoutes(app: FastifyInstance): void {
  const { deps } = app;
  userRoute(app, botOrderApi.list, async ({ auth, query }) => {
    const bot = await requireOwnBot(deps, auth.userId, query.botId);
    const { rows, total } = await botOrders(deps.db, auth.userId, bot.id, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { list: rows.map(botOrderOf), total, page: query.page, pageSize: query.pageSize };
  });
  userRoute(app, botOrderApi.order, async ({ auth, query }) =>
    found(await botOrderById(deps.db, auth.userId, query.id)),
  );
  userRoute(app, botOrderApi.ordersn, async ({ auth, query }) => {
    const serial = BOT_ORDER_SN.exec(query.sn);
    if (!serial) throw new AppError('NOT_FOUND');
    return found(
      await botOrderBySerial(deps.db, auth.userId, { day: serial[1]!, idPrefix: serial[2]! }),
    );
  });
}
