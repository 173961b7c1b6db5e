// What the loopback Stripe's tests share: a fresh fake for every test with three prices, its clock at START,
// and the real `stripe` client pointed at it (`fake` and `stripe` are set by useFakeStripe's beforeEach);
// events as the server's webhook gets them; a subscription made through checkout.
import Stripe from 'stripe';
import { afterEach, beforeEach } from 'vitest';
import { startFakeStripe, type FakeStripe } from '.';

export const DAY = 24 * 60 * 60;
export const START = 1_800_000_000;

export let fake: FakeStripe;
export let stripe: Stripe;

/** Starts a fake and a client before each test of the calling file, and closes the fake after it. */
export function useFakeStripe(): void {
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
}

/** The events as the server's webhook gets them: signed by the fake, verified and parsed by the client. */
export const delivered = (events: Stripe.Event[]) =>
  events.map((event) => {
    const { payload, header } = fake.sign(event);
    return stripe.webhooks.constructEvent(payload, header, fake.webhookSecret);
  });
export const types = (events: Stripe.Event[]) => events.map((event) => event.type);
export const objectOf = <T>(events: Stripe.Event[], type: string) =>
  events.find((event) => event.type === type)?.data.object as T;

export async function subscribe(price = 'price_basic') {
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
