// The loopback Stripe's wire format checked with the real `stripe` client: form bracket notation, recorded
// requests, API keys, idempotency keys, Stripe's error bodies, and webhook signatures that
// `stripe.webhooks.constructEvent` accepts as the server will.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { parseStripeForm } from '.';
import { fake, objectOf, stripe, subscribe, useFakeStripe } from './test-helpers';

useFakeStripe();

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
