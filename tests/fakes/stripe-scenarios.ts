// The half of the loopback Stripe (tests/fakes/stripe.ts) that no API call triggers: what Stripe does on its
// own when a customer pays on the hosted checkout page, when a billing period ends, when a renewal payment
// fails or is later recovered. Each scenario driver changes the fake's state as Stripe would and returns the
// events Stripe would send for it, in the order Stripe typically sends them; the test signs them with
// `fake.sign` and posts them to the server's webhook. Also the object builders the endpoints share.
// Time is the fake's clock (unix seconds) and one billing month is 30 days, not a calendar month.
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

const list = <T>(data: T[], url: string) => ({
  object: 'list',
  data,
  has_more: false,
  total_count: data.length,
  url,
});

export function newPrice(
  state: FakeStripeState,
  id: string,
  price: FakePrice,
  productName = id,
): Stripe.Price {
  const recurring = { interval: 'month', interval_count: 1, usage_type: 'licensed' };
  const object = {
    id,
    object: 'price',
    ...inert('custom_unit_amount lookup_key tiers_mode transform_quantity'),
    active: true,
    billing_scheme: 'per_unit',
    created: state.clock.now,
    currency: price.currency ?? 'usd',
    livemode: false,
    metadata: {},
    nickname: productName,
    product: `prod_${id.replace(/^price_/, '')}`,
    recurring: price.recurring ? { ...recurring, meter: null, trial_period_days: null } : null,
    tax_behavior: 'unspecified',
    type: price.recurring ? 'recurring' : 'one_time',
    unit_amount: price.unit_amount,
    unit_amount_decimal: String(price.unit_amount),
  } as unknown as Stripe.Price;
  state.prices.set(id, object);
  return object;
}

export function newCustomer(
  state: FakeStripeState,
  fields: { email: string | null; name: string | null; metadata: Record<string, string> },
): Stripe.Customer {
  const customer = {
    id: newId('cus'),
    object: 'customer',
    ...inert('address currency default_source description phone shipping'),
    ...fields,
    balance: 0,
    created: state.clock.now,
    delinquent: false,
    invoice_settings: inert('custom_fields default_payment_method footer rendering_options'),
    livemode: false,
    preferred_locales: [],
    tax_exempt: 'none',
  } as unknown as Stripe.Customer;
  state.customers.set(customer.id, customer);
  return customer;
}

/** The legacy `plan` Stripe still mirrors on every subscription item. */
const planOf = (price: Stripe.Price) =>
  ({
    id: price.id,
    object: 'plan',
    ...inert('meter tiers_mode transform_usage trial_period_days'),
    active: true,
    amount: price.unit_amount,
    amount_decimal: String(price.unit_amount),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: 'month',
    interval_count: 1,
    livemode: false,
    metadata: {},
    nickname: price.nickname,
    product: price.product,
    usage_type: 'licensed',
  }) as unknown as Stripe.Plan;

export function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Fake Stripe: ${subscription.id} has no items`);
  return item;
}

/** Changes the subscription's price, as a schedule phase or a `phases[0]` update does. */
export function setPrice(subscription: Stripe.Subscription, price: Stripe.Price) {
  const item = firstItem(subscription);
  item.price = price;
  item.plan = planOf(price);
}

function newSubscription(
  state: FakeStripeState,
  customer: string,
  line: { price: Stripe.Price; quantity: number },
  metadata: Record<string, string>,
): Stripe.Subscription {
  const now = state.clock.now;
  const id = newId('sub');
  const item = {
    id: newId('si'),
    object: 'subscription_item',
    ...inert('billing_thresholds current_trial'),
    created: now,
    // API 2025-03-31 and later: the billing period lives on the item, not on the subscription.
    current_period_start: now,
    current_period_end: now + MONTH,
    discounts: [],
    metadata: {},
    plan: planOf(line.price),
    price: line.price,
    quantity: line.quantity,
    subscription: id,
    tax_rates: [],
  };
  const subscription = {
    id,
    object: 'subscription',
    ...inert(`application application_fee_percent billing_cycle_anchor_config billing_thresholds
      cancel_at canceled_at customer_account days_until_due default_source description ended_at
      latest_invoice managed_payments next_pending_invoice_item_invoice on_behalf_of pause_collection
      pending_invoice_item_interval pending_setup_intent pending_update schedule test_clock
      transfer_data trial_end trial_start`),
    ...inert('billing_schedules discounts', []),
    automatic_tax: { ...inert('disabled_reason liability'), enabled: false },
    billing_cycle_anchor: now,
    billing_mode: {
      type: 'flexible',
      flexible: { proration_discounts: 'included' },
      updated_at: now,
    },
    cancel_at_period_end: false,
    cancellation_details: inert('comment feedback feedback_option reason'),
    collection_method: 'charge_automatically',
    created: now,
    currency: line.price.currency,
    customer,
    default_payment_method: newId('pm'),
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: list([item], `/v1/subscription_items?subscription=${id}`),
    livemode: false,
    metadata,
    payment_settings: inert(
      'payment_method_options payment_method_types save_default_payment_method',
    ),
    start_date: now,
    status: 'active',
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
  } as unknown as Stripe.Subscription;
  state.subscriptions.set(id, subscription);
  return subscription;
}

/**
 * The invoice for the subscription's current item period. Like Stripe, the invoice's own
 * `period_start`/`period_end` look back (the period just ended; both "now" for the first invoice)
 * while the line's `period` is the period being paid for.
 */
function newInvoice(
  state: FakeStripeState,
  subscription: Stripe.Subscription,
  billingReason: 'subscription_create' | 'subscription_cycle',
  lookBack: { start: number; end: number },
  paid: boolean,
): Stripe.Invoice {
  const now = state.clock.now;
  const id = newId('in');
  const item = firstItem(subscription);
  const quantity = item.quantity ?? 1;
  const amount = (item.price.unit_amount ?? 0) * quantity;
  const customer = state.customers.get(String(subscription.customer));
  const line = {
    id: newId('il'),
    object: 'line_item',
    ...inert('discount_amounts discounts pretax_credit_amounts taxes', []),
    amount,
    currency: subscription.currency,
    description: `${quantity} × ${item.price.nickname ?? item.price.id}`,
    discountable: true,
    invoice: id,
    livemode: false,
    metadata: { ...subscription.metadata },
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    // API 2025-03-31 and later: the price is at pricing.price_details.price (no line.price).
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product },
      unit_amount_decimal: String(item.price.unit_amount),
    },
    quantity,
    subscription: subscription.id,
    subtotal: amount,
  };
  const invoice = {
    id,
    object: 'invoice',
    ...inert(`account_tax_ids application automatically_finalizes_at custom_fields customer_account
      customer_address customer_phone customer_shipping default_payment_method default_source
      description due_date footer from_invoice last_finalization_error latest_revision on_behalf_of
      receipt_number rendering shipping_cost shipping_details statement_descriptor test_clock`),
    ...inert('amount_overpaid amount_shipping ending_balance starting_balance', 0),
    ...inert('post_payment_credit_notes_amount pre_payment_credit_notes_amount', 0),
    ...inert('default_tax_rates discounts total_discount_amounts total_taxes', []),
    total_pretax_credit_amounts: [],
    account_country: 'US',
    account_name: 'Fake Stripe',
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    attempt_count: 1,
    attempted: true,
    auto_advance: true,
    automatic_tax: { ...inert('disabled_reason liability provider status'), enabled: false },
    billing_reason: billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: subscription.currency,
    customer: subscription.customer,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_tax_exempt: 'none',
    effective_at: now,
    hosted_invoice_url: `${state.url}/invoice/${id}`,
    invoice_pdf: `${state.url}/invoice/${id}/pdf`,
    issuer: { type: 'self' },
    lines: list([line], `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: now + 3 * 24 * 60 * 60,
    number: `FAKE-${String(state.invoices.size + 1).padStart(4, '0')}`,
    // API 2025-03-31 and later: the subscription is at parent.subscription_details (no invoice.subscription).
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        metadata: { ...subscription.metadata },
        subscription: subscription.id,
      },
    },
    payment_settings: inert('default_mandate payment_method_options payment_method_types'),
    period_end: lookBack.end,
    period_start: lookBack.start,
    status: 'open',
    status_transitions: {
      ...inert('marked_uncollectible_at paid_at voided_at'),
      finalized_at: now,
    },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    total: amount,
    total_excluding_tax: amount,
    webhooks_delivered_at: now,
  } as unknown as Stripe.Invoice;
  if (paid) payInvoice(state, invoice);
  state.invoices.set(id, invoice);
  subscription.latest_invoice = id;
  return invoice;
}

function payInvoice(state: FakeStripeState, invoice: Stripe.Invoice) {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.auto_advance = false;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = state.clock.now;
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

/** Stripe's `previous_attributes` on `*.updated` events: old values of the top-level fields that changed. */
function changed(before: object, after: object) {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(now)
      .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
      .map((key) => [key, old[key]]),
  );
}

export function scenarioDrivers(state: FakeStripeState) {
  const event = (type: string, object: object, previous?: object): Stripe.Event =>
    ({
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: state.clock.now,
      type,
      // A snapshot: later changes to the fake's objects must not show in events already returned.
      data: { object: structuredClone(object), ...(previous && { previous_attributes: previous }) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    }) as unknown as Stripe.Event;

  const find = <T>(map: Map<string, T>, id: string, what: string): T => {
    const found = map.get(id);
    if (!found) throw new Error(`Fake Stripe: no ${what} ${id}`);
    return found;
  };
  const openSession = (id: string) => {
    const session = find(state.checkoutSessions, id, 'checkout session');
    if (session.status !== 'open')
      throw new Error(`Fake Stripe: ${id} is ${session.status}, not open`);
    return session;
  };
  const liveSubscription = (id: string) => {
    const subscription = find(state.subscriptions, id, 'subscription');
    if (subscription.status === 'canceled') throw new Error(`Fake Stripe: ${id} is canceled`);
    return subscription;
  };

  /**
   * A schedule moves with its subscription's periods: entering a phase applies the phase's price; past the
   * end of the last phase the schedule ends as `end_behavior` says (release, or cancel the subscription).
   * So a typical "switch at period end" schedule (phase 0 = this period, phase 1 = one period of the new
   * price) switches the price at the first renewal and releases at the second, as Stripe does.
   */
  function followSchedule(subscription: Stripe.Subscription, at: number): Stripe.Event[] {
    const schedule = state.schedules.get(String(subscription.schedule));
    if (schedule?.status !== 'active') return [];
    const before = structuredClone(schedule);
    const phase = schedule.phases.find((p) => p.start_date <= at && at < p.end_date);
    if (phase) {
      if (phase.start_date === schedule.current_phase?.start_date) return [];
      schedule.current_phase = { start_date: phase.start_date, end_date: phase.end_date };
      const price = state.prices.get(String(phase.items[0]?.price));
      if (price) setPrice(subscription, price);
      return [event('subscription_schedule.updated', schedule, changed(before, schedule))];
    }
    if (schedule.end_behavior === 'cancel') {
      schedule.status = 'completed';
      schedule.completed_at = at;
      schedule.current_phase = null;
      cancelSubscription(state, subscription);
      return [event('subscription_schedule.completed', schedule, changed(before, schedule))];
    }
    releaseSchedule(state, schedule);
    return [event('subscription_schedule.released', schedule, changed(before, schedule))];
  }

  /**
   * The current period ends (the clock moves there if behind): the schedule moves on, and the subscription
   * either starts its next period or, set to cancel at period end, ends with customer.subscription.deleted.
   */
  function endPeriod(subscription: Stripe.Subscription) {
    const item = firstItem(subscription);
    const lookBack = { start: item.current_period_start, end: item.current_period_end };
    state.clock.now = Math.max(state.clock.now, lookBack.end);
    const events = followSchedule(subscription, lookBack.end);
    if (subscription.cancel_at_period_end && subscription.status !== 'canceled') {
      cancelSubscription(state, subscription);
    }
    if (subscription.status === 'canceled') {
      return {
        events: [...events, event('customer.subscription.deleted', subscription)],
        lookBack,
      };
    }
    item.current_period_start = lookBack.end;
    item.current_period_end = lookBack.end + MONTH;
    return { events, lookBack, renewed: true };
  }

  return {
    /** The customer pays on the hosted page; `async` (payment mode): a payment method that settles later. */
    completeCheckout(sessionId: string, options: { async?: boolean } = {}): Stripe.Event[] {
      const session = openSession(sessionId);
      const extras = find(state.sessionExtras, sessionId, 'checkout session');
      const known = state.customers.get(String(session.customer));
      session.status = 'complete';
      session.customer_details = {
        address: null,
        business_name: null,
        email: known?.email ?? session.customer_email ?? 'customer@example.com',
        individual_name: null,
        name: known?.name ?? null,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      };
      if (session.mode === 'payment') {
        session.payment_intent = newId('pi');
        session.payment_status = options.async ? 'unpaid' : 'paid';
        return [event('checkout.session.completed', session)];
      }
      if (options.async)
        throw new Error('Fake Stripe: async payment is modelled for payment mode only');
      // Subscription mode always ends with a customer; Stripe creates one when the session had none.
      const customer =
        known ??
        newCustomer(state, { email: session.customer_details.email, name: null, metadata: {} });
      const line = extras.items.find((i) => i.price.recurring) ?? extras.items[0];
      if (!line) throw new Error(`Fake Stripe: ${sessionId} has no line items`);
      const subscription = newSubscription(state, customer.id, line, extras.subscriptionMetadata);
      const now = state.clock.now;
      const invoice = newInvoice(
        state,
        subscription,
        'subscription_create',
        { start: now, end: now },
        true,
      );
      Object.assign(session, {
        customer: customer.id,
        subscription: subscription.id,
        invoice: invoice.id,
        payment_status: 'paid',
      });
      return [
        event('customer.subscription.created', subscription),
        event('invoice.paid', invoice),
        event('invoice.payment_succeeded', invoice),
        event('checkout.session.completed', session),
      ];
    },

    /** The delayed payment of an `async` payment-mode checkout settles. */
    succeedAsyncPayment(sessionId: string): Stripe.Event[] {
      const session = find(state.checkoutSessions, sessionId, 'checkout session');
      if (session.status !== 'complete' || session.payment_status !== 'unpaid') {
        throw new Error(`Fake Stripe: ${sessionId} has no payment pending`);
      }
      session.payment_status = 'paid';
      return [event('checkout.session.async_payment_succeeded', session)];
    },

    /** The delayed payment of an `async` payment-mode checkout fails (the session stays unpaid). */
    failAsyncPayment(sessionId: string): Stripe.Event[] {
      const session = find(state.checkoutSessions, sessionId, 'checkout session');
      if (session.status !== 'complete' || session.payment_status !== 'unpaid') {
        throw new Error(`Fake Stripe: ${sessionId} has no payment pending`);
      }
      return [event('checkout.session.async_payment_failed', session)];
    },

    /** The session times out unpaid (POST /v1/checkout/sessions/:id/expire does the same, without events). */
    expireCheckout(sessionId: string): Stripe.Event[] {
      const session = openSession(sessionId);
      session.status = 'expired';
      return [event('checkout.session.expired', session)];
    },

    /** The period ends and the renewal is paid (or the subscription ends, if set to cancel at period end). */
    renew(subscriptionId: string): Stripe.Event[] {
      const subscription = liveSubscription(subscriptionId);
      const before = structuredClone(subscription);
      const { events, lookBack, renewed } = endPeriod(subscription);
      if (!renewed) return events;
      const invoice = newInvoice(state, subscription, 'subscription_cycle', lookBack, true);
      subscription.status = 'active';
      return [
        ...events,
        event('customer.subscription.updated', subscription, changed(before, subscription)),
        event('invoice.paid', invoice),
        event('invoice.payment_succeeded', invoice),
      ];
    },

    /** The period ends and the renewal payment is declined: an open invoice, the subscription past_due. */
    failRenewal(subscriptionId: string): Stripe.Event[] {
      const subscription = liveSubscription(subscriptionId);
      const before = structuredClone(subscription);
      const { events, lookBack, renewed } = endPeriod(subscription);
      if (!renewed) return events;
      const invoice = newInvoice(state, subscription, 'subscription_cycle', lookBack, false);
      subscription.status = 'past_due';
      return [
        ...events,
        event('invoice.payment_failed', invoice),
        event('customer.subscription.updated', subscription, changed(before, subscription)),
      ];
    },

    /** A retry of the failed renewal succeeds: the open invoice is paid, the subscription active again. */
    recoverPayment(subscriptionId: string): Stripe.Event[] {
      const subscription = liveSubscription(subscriptionId);
      const invoice = find(state.invoices, String(subscription.latest_invoice), 'invoice');
      if (invoice.status !== 'open') throw new Error(`Fake Stripe: ${invoice.id} is not open`);
      const before = structuredClone(subscription);
      invoice.attempt_count += 1;
      payInvoice(state, invoice);
      subscription.status = 'active';
      return [
        event('invoice.paid', invoice),
        event('invoice.payment_succeeded', invoice),
        event('customer.subscription.updated', subscription, changed(before, subscription)),
      ];
    },

    /** What Stripe sends after DELETE /v1/subscriptions/:id (the API call itself returns no events). */
    subscriptionDeletedEvent(subscriptionId: string): Stripe.Event[] {
      const subscription = find(state.subscriptions, subscriptionId, 'subscription');
      if (subscription.status !== 'canceled')
        throw new Error(`Fake Stripe: ${subscriptionId} is not canceled`);
      return [event('customer.subscription.deleted', subscription)];
    },
  };
}

export type ScenarioDrivers = ReturnType<typeof scenarioDrivers>;
