// Orders: one per checkout, with a serial number the UI shows and polls after returning from Stripe.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Order } from '@shared/api/billing';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

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
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { list: rows.map(toOrder), total: totals[0]?.total ?? 0, page, pageSize };
}

export async function orderBySn(deps: Deps, userId: string, sn: string): Promise<Order> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.sn, sn), eq(orders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return toOrder(row);
}

/** Moves a pending order on; paid is final (a late "expired" for a paid session changes nothing). */
export async function markOrder(
  deps: Deps,
  sessionId: string,
  status: 'paid' | 'expired' | 'failed',
): Promise<OrderRow | undefined> {
  const [row] = await deps.db
    .update(orders)
    .set({ status, paidAt: status === 'paid' ? deps.now() : null })
    .where(and(eq(orders.checkoutSessionId, sessionId), eq(orders.status, 'pending')))
    .returning();
  if (row) return row;
  const [existing] = await deps.db
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, sessionId));
  return existing;
}
