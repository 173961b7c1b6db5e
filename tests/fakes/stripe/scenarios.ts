// The half of the loopback Stripe (index.ts) that no API call triggers: what Stripe does on its own when
// a customer pays on the hosted checkout page, when a billing period ends, when a renewal payment fails or is
// later recovered. Each scenario driver changes the fake's state as Stripe would and returns the events
// Stripe would send for it, in the order Stripe typically sends them; the test signs them with `fake.sign`
// and posts them to the server's webhook.
import type Stripe from 'stripe';
import { newCustomer, newInvoice, newSubscription, payInvoice, setPrice } from './objects';
import {
  API_VERSION,
  MONTH,
  cancelSubscription,
  firstItem,
  newId,
  releaseSchedule,
  type FakeStripeState,
} from './state';

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
