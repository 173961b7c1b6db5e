// The queries of billing: Stripe customers and our copy of their subscriptions, orders, the Stripe events
// already handled, and the accounts and ledger entries an admin looks at. A user's order is looked up with its
// owner: someone else's serial number is simply not found.
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database, Queries } from '../../db/client';
import {
  billingCustomers,
  creditEntries,
  creditLots,
  orders,
  stripeEvents,
  subscriptions,
  users,
  type UserRow,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function userById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function userByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The addresses of these users (the admins named in a ledger). */
export async function emailsOf(db: Database, ids: string[]) {
  return ids.length
    ? db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))
    : [];
}

/** The user's latest ledger entries (at most 500), newest first, each with its lot's bucket. */
export function latestEntriesOf(db: Database, userId: string) {
  return db
    .select({
      id: creditEntries.id,
      type: creditEntries.type,
      bucket: creditLots.bucket,
      amount: creditEntries.amount,
      reason: creditEntries.reason,
      actorId: creditEntries.actorId,
      createdAt: creditEntries.createdAt,
    })
    .from(creditEntries)
    .innerJoin(creditLots, eq(creditLots.id, creditEntries.lotId))
    .where(eq(creditEntries.userId, userId))
    .orderBy(desc(creditEntries.id))
    .limit(500);
}

/** Whether the user has a subscription lot that expires at `expiresFrom` or later. */
export async function hasSubscriptionLotFrom(
  db: Database,
  userId: string,
  expiresFrom: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLots.id })
    .from(creditLots)
    .where(
      and(
        eq(creditLots.userId, userId),
        eq(creditLots.bucket, 'subscription'),
        gte(creditLots.expiresAt, expiresFrom),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The id of the Stripe customer made for this user, if any. */
export async function stripeCustomerOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.stripeCustomerId;
}

/** Keeps the first customer stored for a user. */
export async function insertCustomer(
  db: Database,
  userId: string,
  stripeCustomerId: string,
): Promise<void> {
  await db.insert(billingCustomers).values({ userId, stripeCustomerId }).onConflictDoNothing();
}

/** The user a Stripe customer was made for. */
export async function userOfStripeCustomer(
  db: Database,
  stripeCustomerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId));
  return row?.userId;
}

export async function upsertSubscription(
  db: Database,
  id: string,
  state: Omit<typeof subscriptions.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ id, ...state })
    .onConflictDoUpdate({ target: subscriptions.id, set: state });
}

export function subscriptionsOf(db: Database, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

export async function insertOrder(db: Database, values: typeof orders.$inferInsert): Promise<void> {
  await db.insert(orders).values(values);
}

/** A page of the user's orders, newest first, with how many they have. */
export async function ordersPage(db: Database, userId: string, page: number, pageSize: number) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function orderBySn(
  db: Database,
  userId: string,
  sn: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.sn, sn), eq(orders.userId, userId)));
  return row;
}

/** Moves the Checkout session's order on if it is still pending; undefined when it is not. */
export async function markPendingOrder(
  db: Queries,
  checkoutSessionId: string,
  change: Pick<OrderRow, 'status' | 'paidAt'>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set(change)
    .where(and(eq(orders.checkoutSessionId, checkoutSessionId), eq(orders.status, 'pending')))
    .returning();
  return row;
}

export async function orderOfSession(
  db: Queries,
  checkoutSessionId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, checkoutSessionId));
  return row;
}

export async function eventHandled(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return Boolean(row);
}

export async function recordEvent(
  db: Database,
  values: typeof stripeEvents.$inferInsert,
): Promise<void> {
  await db.insert(stripeEvents).values(values).onConflictDoNothing();
}
