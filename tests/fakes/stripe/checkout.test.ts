// The loopback Stripe's checkout sessions through the real `stripe` client: subscription and payment mode,
// refused line items, completion by the scenario driver (at once or asynchronously), expansion and expiry.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  DAY,
  START,
  delivered,
  fake,
  objectOf,
  stripe,
  subscribe,
  types,
  useFakeStripe,
} from './test-helpers';

useFakeStripe();

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
