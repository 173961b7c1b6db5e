// Stripe scenario helpers: the loopback Stripe, an app configured against it with both clocks together,
// and event delivery to the real webhook endpoint once, twice or shuffled.
import type Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../../fakes/stripe';
import { createTestApp, api, bearer, signIn, type TestApp } from './test-app';

export type Delivery = 'once' | 'twice' | 'shuffled';

export interface BillingWorld {
  t: TestApp;
  stripe: FakeStripe;
  close(): Promise<void>;
}

export async function createBillingWorld(): Promise<BillingWorld> {
  const stripe = await startFakeStripe({
    prices: {
      price_basic: { unit_amount: 999, recurring: true },
      price_standard: { unit_amount: 1999, recurring: true },
      price_pro: { unit_amount: 3999, recurring: true },
    },
  });
  const t = await createTestApp({
    ...stripe.env,
    STRIPE_PRICE_BASIC: 'price_basic',
    STRIPE_PRICE_STANDARD: 'price_standard',
    STRIPE_PRICE_PRO: 'price_pro',
  });
  stripe.clock.now = Math.floor(t.clock.now.getTime() / 1000);
  return {
    t,
    stripe,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

/** Moves both clocks to Stripe's (scenario drivers move Stripe's to period ends). */
export function syncClocks(world: BillingWorld): void {
  world.t.clock.now = new Date(world.stripe.clock.now * 1000);
}

/** A small deterministic shuffle, so a failing order can be replayed. */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let index = out.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}

export async function deliver(
  world: BillingWorld,
  events: Stripe.Event[],
  mode: Delivery,
  seed = 7,
): Promise<void> {
  const ordered =
    mode === 'once'
      ? events
      : mode === 'twice'
        ? events.flatMap((event) => [event, event])
        : shuffle([...events, ...events.slice(0, 1)], seed);
  for (const event of ordered) {
    const { payload, header } = world.stripe.sign(event);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`webhook ${event.type}: ${response.statusCode} ${response.body}`);
  }
}

let ipCounter = 0;

export async function newCustomer(world: BillingWorld, label: string, invite?: string) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  // Each customer signs in from its own address, as real customers do (sign-in is rate limited per IP).
  ipCounter += 1;
  const ip = `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
  const tokens = await signIn(world.t, email, ip, invite);
  let session = tokens;
  // Months pass in these scenarios: the client renews its session as the real one does.
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    let answer = await api(world.t.app, {
      method,
      url,
      headers: bearer(session.token),
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
    if (answer.status === 401) {
      const renewed = await api(world.t.app, {
        method: 'GET',
        url: '/api/refresh/token',
        headers: { 'x-atrium-refresh-token': session.refreshToken },
      });
      // A month can pass in one step, longer than a refresh token lives: then the customer signs in again.
      session =
        renewed.status === 200
          ? (renewed.body.data as typeof session)
          : await signIn(world.t, email, ip);
      answer = await api(world.t.app, {
        method,
        url,
        headers: bearer(session.token),
        remoteAddress: ip,
        ...(payload ? { payload } : {}),
      });
    }
    return answer;
  };
  return { email, call };
}

/** Starts a Checkout through the API and answers the session id the fake made. */
export async function checkout(
  world: BillingWorld,
  customer: Awaited<ReturnType<typeof newCustomer>>,
  body: unknown,
): Promise<{ sessionId: string; sn: string }> {
  const answer = await customer.call('POST', '/api/billing/checkout', body);
  if (answer.status !== 200)
    throw new Error(`checkout: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { url, sn } = answer.body.data as { url: string; sn: string };
  const sessionId = url.split('/').at(-1) ?? '';
  return { sessionId, sn };
}
