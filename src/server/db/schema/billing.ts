// Plans, purchases and invitations: what Stripe told us, kept so that pages answer without calling Stripe.
import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { at, owner } from './columns';

export const planId = pgEnum('plan_id', ['basic', 'standard', 'pro']);
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'past_due', 'canceled']);
export const orderKind = pgEnum('order_kind', ['subscription', 'topup', 'recharge']);
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'expired', 'failed']);

/** A user's Stripe customer, made on their first checkout. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billing_customers_stripe_unique').on(table.stripeCustomerId)],
);

/** The state of a Stripe subscription as last read from Stripe (never from an event's possibly stale copy). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    plan: planId('plan').notNull(),
    status: subscriptionStatus('status').notNull(),
    periodEnd: at('period_end').notNull(),
    nextPlan: planId('next_plan'),
    scheduleId: text('schedule_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_idx').on(table.userId, table.periodEnd)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The serial number users see and the order page polls by. */
    sn: text('sn').notNull(),
    userId: owner(),
    kind: orderKind('kind').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    plan: planId('plan'),
    credits: bigint('credits', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (table) => [
    uniqueIndex('orders_sn_unique').on(table.sn),
    uniqueIndex('orders_session_unique').on(table.checkoutSessionId),
    index('orders_user_idx').on(table.userId, table.createdAt),
    // The admin console's revenue and new subscriptions per day.
    index('orders_paid_idx')
      .on(table.paidAt)
      .where(sql`${table.status} = 'paid'`),
  ],
);

/** Webhook events already handled: Stripe repeats events, and a repeat must change nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: at('processed_at').notNull().defaultNow(),
});

/** Who invited whom; `rewardedAt` is set once the invitee's first payment earned the inviter's reward. */
export const invitations = pgTable(
  'invitations',
  {
    inviteeId: uuid('invitee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: owner('inviter_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    rewardedAt: at('rewarded_at'),
  },
  (table) => [index('invitations_inviter_idx').on(table.inviterId)],
);
