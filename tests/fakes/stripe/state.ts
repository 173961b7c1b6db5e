// What the loopback Stripe holds (its clock, prices, customers, sessions, subscriptions, invoices and
// schedules), its ids, and the changes both an API call and a scenario make: a subscription's first item,
// cancelling a subscription, releasing a schedule. Time is the fake's clock (unix seconds) and one billing
// month is 30 days, not a calendar month.
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

export const API_VERSION = '2026-10-28.endive';
export const MONTH = 30 * 24 * 60 * 60;

export interface FakePrice {
  unit_amount: number;
  currency?: string;
  recurring?: boolean;
}

/** What a checkout session was created with that Stripe keeps off the session object. */
export interface SessionExtras {
  items: Array<{ price: Stripe.Price; quantity: number }>;
  subscriptionMetadata: Record<string, string>;
}

export interface FakeStripeState {
  url: string;
  clock: { now: number };
  prices: Map<string, Stripe.Price>;
  customers: Map<string, Stripe.Customer>;
  checkoutSessions: Map<string, Stripe.Checkout.Session>;
  sessionExtras: Map<string, SessionExtras>;
  subscriptions: Map<string, Stripe.Subscription>;
  invoices: Map<string, Stripe.Invoice>;
  schedules: Map<string, Stripe.SubscriptionSchedule>;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A Stripe-looking id: `cus_…`, `cs_test_…`, `sub_sched_…`. */
export const newId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(24), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/**
 * Fields Stripe sends that the fake never changes, all with one value (null unless given). Listing them
 * keeps the objects complete for code that reads them, while the builders below show what matters.
 */
export const inert = (names: string, value: unknown = null): Record<string, unknown> =>
  Object.fromEntries(
    names
      .trim()
      .split(/\s+/)
      .map((name) => [name, structuredClone(value)]),
  );

export function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Fake Stripe: ${subscription.id} has no items`);
  return item;
}

/** Ends the subscription now, and an active schedule with it (DELETE, and cancels at the period end). */
export function cancelSubscription(state: FakeStripeState, subscription: Stripe.Subscription) {
  const now = state.clock.now;
  subscription.status = 'canceled';
  subscription.canceled_at ??= now;
  subscription.ended_at = now;
  subscription.cancellation_details = {
    ...(subscription.cancellation_details as Stripe.Subscription.CancellationDetails),
    reason: 'cancellation_requested',
  };
  const schedule = state.schedules.get(String(subscription.schedule));
  if (schedule?.status === 'active') {
    schedule.status = 'canceled';
    schedule.canceled_at = now;
    schedule.current_phase = null;
  }
}

/** `end_behavior: 'release'` after the last phase, or POST /release: the subscription goes on alone. */
export function releaseSchedule(state: FakeStripeState, schedule: Stripe.SubscriptionSchedule) {
  const subscription = state.subscriptions.get(String(schedule.subscription));
  if (subscription) subscription.schedule = null;
  schedule.status = 'released';
  schedule.released_at = state.clock.now;
  schedule.released_subscription = subscription?.id ?? null;
  schedule.subscription = null;
  schedule.current_phase = null;
}
