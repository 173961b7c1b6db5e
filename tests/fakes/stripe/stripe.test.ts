// The loopback Stripe checked with the real `stripe` client: every endpoint and scenario driver, the wire
// format (form bracket notation, error bodies, API keys, idempotency keys) and the webhook signatures, which
// `stripe.webhooks.constructEvent` must accept as the server will.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseStripeForm, startFakeStripe, type FakeStripe } from '.';

const DAY = 24 * 60 * 60;
const START = 1_800_000_000;

let fake: FakeStripe;
let stripe: Stripe;

beforeEach(async () => {
  fake = await startFakeStripe({
    prices: {
      price_basic: { unit_amount: 999, currency: 'usd', recurring: true },
      price_pro: { unit_amount: 2999, recurring: true },
      price_pack: { unit_amount: 500 },
    },
  });
  fake.clock.now = START;
  stripe = new Stripe(fake.secretKey, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterEach(() => fake.close());

/** The events as the server's webhook gets them: signed by the fake, verified and parsed by the client. */
const delivered = (events: Stripe.Event[]) =>
  events.map((event) => {
    const { payload, header } = fake.sign(event);
    return stripe.webhooks.constructEvent(payload, header, fake.webhookSecret);
  });
const types = (events: Stripe.Event[]) => events.map((event) => event.type);
const objectOf = <T>(events: Stripe.Event[], type: string) =>
  events.find((event) => event.type === type)?.data.object as T;

async function subscribe(price = 'price_basic') {
  const customer = await stripe.customers.create({
    email: 'ada@example.com',
    metadata: { userId: 'u1' },
  });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price, quantity: 1 }],
    client_reference_id: 'u1',
    metadata: { userId: 'u1', kind: 'plan' },
    subscription_data: { metadata: { userId: 'u1', plan: 'basic' } },
    success_url: 'https://atrium.test/billing?ok=1',
    cancel_url: 'https://atrium.test/billing',
  });
  const events = fake.completeCheckout(session.id);
  const subscriptionId = String(fake.checkoutSessions.get(session.id)?.subscription);
  return { customer, session, events, subscriptionId };
}

describe('wire format', () => {
  it('parses bracket notation into nested objects and arrays', () => {
    const form = [
      'line_items[0][price]=price_x',
      'line_items[0][quantity]=1',
      'line_items[1][price_data][product_data][name]=Credits%20pack',
      'metadata[userId]=u1',
      'subscription_data[metadata][k]=v',
      'expand[0]=latest_invoice',
      'expand[1]=subscription.latest_invoice',
      'tags[]=a',
      'tags[]=b',
      '__proto__[polluted]=yes',
    ].join('&');
    expect(parseStripeForm(form)).toEqual({
      line_items: [
        { price: 'price_x', quantity: '1' },
        { price_data: { product_data: { name: 'Credits pack' } } },
      ],
      metadata: { userId: 'u1' },
      subscription_data: { metadata: { k: 'v' } },
      expand: ['latest_invoice', 'subscription.latest_invoice'],
      tags: ['a', 'b'],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('records every request with its parameters', async () => {
    await stripe.customers.create({ email: 'ada@example.com', metadata: { userId: 'u1' } });
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/customers',
      body: { email: 'ada@example.com', metadata: { userId: 'u1' } },
    });
  });

  it('refuses a wrong or missing secret key with 401', async () => {
    const stranger = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
    });
    await expect(stranger.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const response = await fetch(`${fake.url}/v1/customers`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('replays the first answer to an idempotency key and refuses it with other parameters', async () => {
    const first = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'k1' },
    );
    const again = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'k1' },
    );
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.customers.size).toBe(1);
    await expect(
      stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'k1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('answers unknown paths and ids like Stripe', async () => {
    await expect(stripe.rawRequest('GET', '/v1/nothing_here')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
    });
    for (const request of [
      () => stripe.customers.retrieve('cus_missing'),
      () => stripe.subscriptions.retrieve('sub_missing'),
      () => stripe.invoices.retrieve('in_missing'),
      () => stripe.subscriptionSchedules.retrieve('sub_sched_missing'),
      () => stripe.checkout.sessions.retrieve('cs_test_missing'),
      () => stripe.prices.retrieve('price_missing'),
    ]) {
      await expect(request()).rejects.toMatchObject({
        statusCode: 404,
        code: 'resource_missing',
        param: 'id',
      });
    }
  });

  it('gives the environment the server needs to reach it', () => {
    expect(fake.env).toEqual({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
    });
  });
});

describe('customers and prices', () => {
  it('creates and retrieves a customer', async () => {
    const created = await stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { userId: 'u1' },
    });
    expect(created).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { userId: 'u1' },
    });
    expect(created.id).toMatch(/^cus_/);
    expect(await stripe.customers.retrieve(created.id)).toMatchObject({
      id: created.id,
      email: 'ada@example.com',
    });
  });

  it('answers the prices it was started with', async () => {
    expect(await stripe.prices.retrieve('price_basic')).toMatchObject({
      object: 'price',
      unit_amount: 999,
      currency: 'usd',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
    });
    expect(await stripe.prices.retrieve('price_pack')).toMatchObject({
      type: 'one_time',
      recurring: null,
    });
  });
});

describe('checkout', () => {
  it('creates a subscription-mode session', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_basic', quantity: 1 }],
      client_reference_id: 'u1',
      metadata: { userId: 'u1' },
      subscription_data: { metadata: { userId: 'u1' } },
      success_url: 'https://atrium.test/ok',
      cancel_url: 'https://atrium.test/cancel',
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      url: `${fake.url}/checkout/${session.id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 999,
      currency: 'usd',
      metadata: { userId: 'u1' },
      client_reference_id: 'u1',
      customer: customer.id,
      mode: 'subscription',
      subscription: null,
      payment_intent: null,
      success_url: 'https://atrium.test/ok',
      cancel_url: 'https://atrium.test/cancel',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      id: session.id,
      status: 'open',
    });
    expect(fake.requests.at(-2)?.body).toMatchObject({
      line_items: [{ price: 'price_basic', quantity: '1' }],
      subscription_data: { metadata: { userId: 'u1' } },
    });
    const page = await fetch(session.url ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(session.id);
  });

  it('refuses bad line items and unknown customers with the offending param', async () => {
    const create = (params: Stripe.Checkout.SessionCreateParams) =>
      stripe.checkout.sessions.create(params);
    await expect(
      create({ mode: 'subscription', line_items: [{ price: 'price_nope', quantity: 1 }] }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    await expect(
      create({ mode: 'subscription', line_items: [{ price: 'price_basic' }] }),
    ).rejects.toMatchObject({
      param: 'line_items[0][quantity]',
    });
    await expect(
      create({ mode: 'subscription', line_items: [{ price: 'price_pack', quantity: 1 }] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items' });
    await expect(
      create({ mode: 'payment', line_items: [{ price: 'price_basic', quantity: 1 }] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items' });
    await expect(
      create({
        mode: 'payment',
        customer: 'cus_nope',
        line_items: [{ price: 'price_pack', quantity: 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'customer' });
    expect(fake.checkoutSessions.size).toBe(0);
  });

  it('completes a subscription checkout: subscription, first invoice, completed session', async () => {
    const { customer, session, events, subscriptionId } = await subscribe();
    expect(types(events)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.completed',
    ]);
    const received = delivered(events);
    expect(received).toEqual(JSON.parse(JSON.stringify(events)));
    for (const event of received) {
      expect(event).toMatchObject({
        object: 'event',
        api_version: '2026-10-28.endive',
        created: START,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      expect(event.id).toMatch(/^evt_/);
    }

    const subscription = objectOf<Stripe.Subscription>(received, 'customer.subscription.created');
    expect(subscription).toMatchObject({
      id: subscriptionId,
      object: 'subscription',
      customer: customer.id,
      status: 'active',
      metadata: { userId: 'u1', plan: 'basic' },
      schedule: null,
      cancel_at_period_end: false,
    });
    const item = subscription.items.data[0];
    expect(item?.price).toMatchObject({ id: 'price_basic', recurring: { interval: 'month' } });
    expect(item).toMatchObject({
      current_period_start: START,
      current_period_end: START + 30 * DAY,
    });
    expect(subscription).not.toHaveProperty('current_period_end');

    const invoice = objectOf<Stripe.Invoice>(received, 'invoice.paid');
    expect(subscription.latest_invoice).toBe(invoice.id);
    expect(invoice).toMatchObject({
      object: 'invoice',
      billing_reason: 'subscription_create',
      status: 'paid',
      amount_due: 999,
      amount_paid: 999,
      customer: customer.id,
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: subscriptionId,
          metadata: { userId: 'u1', plan: 'basic' },
        },
      },
    });
    expect(invoice.lines.data[0]).toMatchObject({
      pricing: { type: 'price_details', price_details: { price: 'price_basic' } },
      period: { start: START, end: START + 30 * DAY },
      amount: 999,
    });

    expect(objectOf<Stripe.Checkout.Session>(received, 'checkout.session.completed')).toMatchObject(
      {
        id: session.id,
        status: 'complete',
        payment_status: 'paid',
        subscription: subscriptionId,
        customer: customer.id,
        client_reference_id: 'u1',
        metadata: { userId: 'u1', kind: 'plan' },
      },
    );
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      subscription: subscriptionId,
    });
    expect(await stripe.invoices.retrieve(invoice.id)).toMatchObject({
      id: invoice.id,
      status: 'paid',
    });
  });

  it('expands ids it holds', async () => {
    const { session, subscriptionId } = await subscribe();
    const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice'],
    });
    expect(subscription.latest_invoice).toMatchObject({
      object: 'invoice',
      billing_reason: 'subscription_create',
    });
    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription.latest_invoice', 'customer'],
    });
    expect(expanded.subscription).toMatchObject({
      id: subscriptionId,
      latest_invoice: { object: 'invoice' },
    });
    expect(expanded.customer).toMatchObject({ object: 'customer' });
    expect(fake.subscriptions.get(subscriptionId)?.latest_invoice).toEqual(expect.any(String));
  });

  it('completes a payment-mode checkout with price_data, at once or asynchronously', async () => {
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 500,
            product_data: { name: '1,000 credits' },
          },
          quantity: 2,
        },
      ],
      metadata: { userId: 'u1', pack: 'p1' },
      client_reference_id: 'u1',
      success_url: 'https://atrium.test/ok',
    };
    const paid = await stripe.checkout.sessions.create(params);
    expect(paid).toMatchObject({
      mode: 'payment',
      amount_total: 1000,
      currency: 'usd',
      customer: null,
    });
    const [completed, ...rest] = delivered(fake.completeCheckout(paid.id));
    expect(rest).toEqual([]);
    expect(completed?.type).toBe('checkout.session.completed');
    expect(completed?.data.object).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      metadata: params.metadata,
    });
    expect((completed?.data.object as Stripe.Checkout.Session).payment_intent).toMatch(/^pi_/);

    const later = await stripe.checkout.sessions.create(params);
    const [pending] = delivered(fake.completeCheckout(later.id, { async: true }));
    expect(pending?.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const [settled] = delivered(fake.succeedAsyncPayment(later.id));
    expect(settled?.type).toBe('checkout.session.async_payment_succeeded');
    expect(settled?.data.object).toMatchObject({ payment_status: 'paid' });
    expect(() => fake.succeedAsyncPayment(later.id)).toThrow();

    const failing = await stripe.checkout.sessions.create(params);
    fake.completeCheckout(failing.id, { async: true });
    expect(types(fake.failAsyncPayment(failing.id))).toEqual([
      'checkout.session.async_payment_failed',
    ]);
  });

  it('expires sessions, by the driver or the API', async () => {
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      line_items: [{ price: 'price_pack', quantity: 1 }],
    };
    const first = await stripe.checkout.sessions.create(params);
    const [expired] = delivered(fake.expireCheckout(first.id));
    expect(expired?.type).toBe('checkout.session.expired');
    expect(expired?.data.object).toMatchObject({ id: first.id, status: 'expired' });
    expect(() => fake.completeCheckout(first.id)).toThrow(/not open/);

    const second = await stripe.checkout.sessions.create(params);
    expect(await stripe.checkout.sessions.expire(second.id)).toMatchObject({ status: 'expired' });
    await expect(stripe.checkout.sessions.expire(second.id)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('webhook signatures', () => {
  it('are accepted with the webhook secret only', async () => {
    const { events } = await subscribe();
    const { payload, header } = fake.sign(events[0] as Stripe.Event);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(stripe.webhooks.constructEvent(payload, header, fake.webhookSecret).id).toBe(
      events[0]?.id,
    );
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() =>
      stripe.webhooks.constructEvent(`${payload} `, header, fake.webhookSecret),
    ).toThrow();
  });

  it('carry snapshots that later changes do not touch', async () => {
    const { events, subscriptionId } = await subscribe();
    await stripe.subscriptions.update(subscriptionId, { metadata: { plan: 'pro' } });
    expect(
      objectOf<Stripe.Subscription>(events, 'customer.subscription.created').metadata.plan,
    ).toBe('basic');
  });
});

describe('billing portal', () => {
  it('creates a portal session for a known customer', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'https://atrium.test/user/billing',
    });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: 'https://atrium.test/user/billing',
      url: `${fake.url}/portal/${portal.id}`,
    });
    expect(portal.id).toMatch(/^bps_/);
    await expect(
      stripe.billingPortal.sessions.create({ customer: 'cus_nope' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'customer',
    });
  });
});

describe('subscriptions', () => {
  it('renews: the next period, a paid subscription_cycle invoice', async () => {
    const { subscriptionId } = await subscribe();
    const events = delivered(fake.renew(subscriptionId));
    expect(types(events)).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    expect(fake.clock.now).toBe(START + 30 * DAY);

    const updated = events[0] as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(updated.data.object.items.data[0]).toMatchObject({
      current_period_start: START + 30 * DAY,
      current_period_end: START + 60 * DAY,
    });
    expect(updated.data.previous_attributes).toHaveProperty('items');
    expect(updated.data.previous_attributes).toHaveProperty('latest_invoice');

    const invoice = objectOf<Stripe.Invoice>(events, 'invoice.paid');
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 999,
      period_start: START,
      period_end: START + 30 * DAY,
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    expect(invoice.lines.data[0]?.period).toEqual({
      start: START + 30 * DAY,
      end: START + 60 * DAY,
    });
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription.latest_invoice).toBe(invoice.id);
    expect(subscription.items.data[0]?.current_period_end).toBe(START + 60 * DAY);
  });

  it('fails a renewal and recovers it', async () => {
    const { subscriptionId } = await subscribe();
    const failed = delivered(fake.failRenewal(subscriptionId));
    expect(types(failed)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const invoice = objectOf<Stripe.Invoice>(failed, 'invoice.payment_failed');
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'open',
      amount_paid: 0,
      amount_due: 999,
    });
    expect(objectOf<Stripe.Subscription>(failed, 'customer.subscription.updated').status).toBe(
      'past_due',
    );
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('past_due');

    const recovered = delivered(fake.recoverPayment(subscriptionId));
    expect(types(recovered)).toEqual([
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    expect(objectOf<Stripe.Invoice>(recovered, 'invoice.paid')).toMatchObject({
      id: invoice.id,
      status: 'paid',
      amount_paid: 999,
    });
    expect(
      (recovered[2] as Stripe.CustomerSubscriptionUpdatedEvent).data.previous_attributes,
    ).toEqual({
      status: 'past_due',
    });
    expect((await stripe.invoices.retrieve(invoice.id)).status).toBe('paid');
    expect(() => fake.recoverPayment(subscriptionId)).toThrow(/not open/);
  });

  it('cancels now through DELETE, parameters in the query string', async () => {
    const { subscriptionId } = await subscribe();
    fake.clock.now = START + 5 * DAY;
    const canceled = await stripe.subscriptions.cancel(subscriptionId, {
      prorate: false,
      invoice_now: false,
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      canceled_at: START + 5 * DAY,
      ended_at: START + 5 * DAY,
    });
    expect(fake.requests.at(-1)).toEqual({
      method: 'DELETE',
      path: `/v1/subscriptions/${subscriptionId}`,
      body: { prorate: 'false', invoice_now: 'false' },
    });
    const [deleted] = delivered(fake.subscriptionDeletedEvent(subscriptionId));
    expect(deleted?.type).toBe('customer.subscription.deleted');
    expect(deleted?.data.object).toMatchObject({ id: subscriptionId, status: 'canceled' });
    await expect(stripe.subscriptions.cancel(subscriptionId)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(() => fake.renew(subscriptionId)).toThrow(/canceled/);
  });

  it('updates metadata and cancels at the period end', async () => {
    const { subscriptionId } = await subscribe();
    const updated = await stripe.subscriptions.update(subscriptionId, {
      metadata: { plan: '', extra: 'x' },
      cancel_at_period_end: true,
    });
    expect(updated).toMatchObject({
      metadata: { userId: 'u1', extra: 'x' },
      cancel_at_period_end: true,
      cancel_at: START + 30 * DAY,
      status: 'active',
    });
    expect(updated.metadata).not.toHaveProperty('plan');
    const events = delivered(fake.renew(subscriptionId));
    expect(types(events)).toEqual(['customer.subscription.deleted']);
    expect(events[0]?.data.object).toMatchObject({
      status: 'canceled',
      ended_at: START + 30 * DAY,
    });
    expect(fake.invoices.size).toBe(1);
  });
});

describe('subscription schedules', () => {
  /** What Atrium's plan change sends: this period as it is, then one month of the new price. */
  async function scheduleChange(subscriptionId: string, price: string) {
    const created = await stripe.subscriptionSchedules.create({
      from_subscription: subscriptionId,
    });
    const item = fake.subscriptions.get(subscriptionId)?.items.data[0];
    return stripe.subscriptionSchedules.update(created.id, {
      end_behavior: 'release',
      phases: [
        {
          items: [{ price: 'price_basic', quantity: 1 }],
          start_date: item?.current_period_start,
          end_date: item?.current_period_end,
        },
        {
          items: [{ price, quantity: 1 }],
          proration_behavior: 'none',
          duration: { interval: 'month', interval_count: 1 },
        },
      ],
    });
  }

  it('creates a schedule from a subscription, with its current period as the one phase', async () => {
    const { subscriptionId } = await subscribe();
    const schedule = await stripe.subscriptionSchedules.create({
      from_subscription: subscriptionId,
    });
    expect(schedule.id).toMatch(/^sub_sched_/);
    expect(schedule).toMatchObject({
      object: 'subscription_schedule',
      subscription: subscriptionId,
      status: 'active',
      end_behavior: 'release',
      current_phase: { start_date: START, end_date: START + 30 * DAY },
      phases: [
        {
          start_date: START,
          end_date: START + 30 * DAY,
          items: [{ price: 'price_basic', quantity: 1 }],
        },
      ],
    });
    expect((await stripe.subscriptions.retrieve(subscriptionId)).schedule).toBe(schedule.id);
    expect(await stripe.subscriptionSchedules.retrieve(schedule.id)).toMatchObject({
      id: schedule.id,
    });
    await expect(
      stripe.subscriptionSchedules.create({ from_subscription: subscriptionId }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'from_subscription' });
  });

  it('switches the price at renewal and releases after the last phase', async () => {
    const { subscriptionId } = await subscribe();
    const schedule = await scheduleChange(subscriptionId, 'price_pro');
    expect(schedule.phases).toHaveLength(2);
    expect(schedule.phases[1]).toMatchObject({
      items: [{ price: 'price_pro', quantity: 1 }],
      proration_behavior: 'none',
      start_date: START + 30 * DAY,
      end_date: START + 60 * DAY,
    });
    expect(fake.requests.at(-1)?.body).toMatchObject({
      phases: [
        { items: [{ price: 'price_basic' }] },
        { items: [{ price: 'price_pro' }], proration_behavior: 'none' },
      ],
    });

    const switched = delivered(fake.renew(subscriptionId));
    expect(types(switched)).toEqual([
      'subscription_schedule.updated',
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    expect(
      objectOf<Stripe.Subscription>(switched, 'customer.subscription.updated').items.data[0]?.price
        .id,
    ).toBe('price_pro');
    expect(objectOf<Stripe.Invoice>(switched, 'invoice.paid')).toMatchObject({ amount_paid: 2999 });
    expect(
      objectOf<Stripe.Invoice>(switched, 'invoice.paid').lines.data[0]?.pricing?.price_details
        ?.price,
    ).toBe('price_pro');
    // Stripe keeps the schedule through its last phase: still active, now in phase 1.
    expect(await stripe.subscriptionSchedules.retrieve(schedule.id)).toMatchObject({
      status: 'active',
      current_phase: { start_date: START + 30 * DAY, end_date: START + 60 * DAY },
    });

    const released = delivered(fake.renew(subscriptionId));
    expect(types(released)).toEqual([
      'subscription_schedule.released',
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    expect(released[0]?.data.object).toMatchObject({
      status: 'released',
      released_subscription: subscriptionId,
      subscription: null,
    });
    expect(objectOf<Stripe.Subscription>(released, 'customer.subscription.updated')).toMatchObject({
      schedule: null,
      items: { data: [{ price: { id: 'price_pro' } }] },
    });
    expect(objectOf<Stripe.Invoice>(released, 'invoice.paid').amount_paid).toBe(2999);
  });

  it('releases through the API', async () => {
    const { subscriptionId } = await subscribe();
    const schedule = await scheduleChange(subscriptionId, 'price_pro');
    const released = await stripe.subscriptionSchedules.release(schedule.id);
    expect(released).toMatchObject({
      status: 'released',
      released_subscription: subscriptionId,
      subscription: null,
    });
    expect((await stripe.subscriptions.retrieve(subscriptionId)).schedule).toBeNull();
    await expect(stripe.subscriptionSchedules.release(schedule.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      stripe.subscriptionSchedules.update(schedule.id, { end_behavior: 'release' }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    // Released, the subscription renews on its own price.
    const events = fake.renew(subscriptionId);
    expect(objectOf<Stripe.Invoice>(events, 'invoice.paid').amount_paid).toBe(999);
  });

  it('refuses phase updates Stripe refuses', async () => {
    const { subscriptionId } = await subscribe();
    const { id } = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
    await expect(
      stripe.subscriptionSchedules.update(id, {
        phases: [{ items: [{ price: 'price_basic' }], start_date: START + 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'phases[0][start_date]' });
    await expect(
      stripe.subscriptionSchedules.update(id, {
        phases: [{ items: [{ price: 'price_basic' }] }, { items: [{ price: 'price_nope' }] }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'phases[1][items][0][price]',
    });
  });

  it('ends with the subscription when end_behavior is cancel', async () => {
    const { subscriptionId } = await subscribe();
    const { id } = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
    await stripe.subscriptionSchedules.update(id, { end_behavior: 'cancel' });
    const events = fake.renew(subscriptionId);
    expect(types(events)).toEqual([
      'subscription_schedule.completed',
      'customer.subscription.deleted',
    ]);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
  });
});
