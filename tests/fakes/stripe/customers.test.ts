// The loopback Stripe's customers, prices and billing portal sessions, through the real `stripe` client.
import { describe, expect, it } from 'vitest';
import { fake, stripe, useFakeStripe } from './test-helpers';

useFakeStripe();

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
