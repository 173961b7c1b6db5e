// Orders: one per checkout, with a serial number the UI shows and polls after returning from Stripe.
import { randomInt } from 'node:crypto';
import type { Order } from '@shared/api/billing';
import type { Queries } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { markPendingOrder, orderBySn, orderOfSession, ordersPage, type OrderRow } from './repo';

/** e.g. 20261123094512-483920: sortable by time, unguessable enough to be shown, unique by index. */
export function newOrderSn(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}-${randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

export const toOrder = (row: OrderRow): Order => ({
  sn: row.sn,
  kind: row.kind,
  status: row.status,
  plan: row.plan,
  credits: row.credits,
  amount: row.amount,
  currency: row.currency,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

export async function listOrders(deps: Deps, userId: string, page: number, pageSize: number) {
  const { rows, total } = await ordersPage(deps.db, userId, page, pageSize);
  return { list: rows.map(toOrder), total, page, pageSize };
}

/** One of the user's orders by its serial number; someone else's is NOT_FOUND. */
export async function findOrder(deps: Deps, userId: string, sn: string): Promise<Order> {
  const row = await orderBySn(deps.db, userId, sn);
  if (!row) throw new AppError('NOT_FOUND');
  return toOrder(row);
}

/**
 * Moves a pending order on; paid is final (a late "expired" for a paid session changes nothing). `on` runs it
 * in the caller's transaction (with the credits the payment bought).
 */
export async function markOrder(
  deps: Deps,
  sessionId: string,
  status: 'paid' | 'expired' | 'failed',
  on: Queries = deps.db,
): Promise<OrderRow | undefined> {
  const row = await markPendingOrder(on, sessionId, {
    status,
    paidAt: status === 'paid' ? deps.now() : null,
  });
  return row ?? orderOfSession(on, sessionId);
}
