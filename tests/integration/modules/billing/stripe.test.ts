// Every plan and payment rule (docs/product-rules.md) through Stripe's real objects and events, each
// delivered once, twice and shuffled: the final state must be the same every way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { CreditsSummary } from '@shared/api/billing';
import {
  checkout,
  createBillingWorld,
  deliver,
  newCustomer,
  syncClocks,
  type BillingWorld,
  type Delivery,
} from '../../support/stripe';

const SIGNUP = 1500;
const BASIC = 100_000;
const STANDARD = 220_000;
const MODES: Delivery[] = ['once', 'twice', 'shuffled'];

let world: BillingWorld;
beforeAll(async () => {
  world = await createBillingWorld();
});
afterAll(() => world.close());

type Customer = Awaited<ReturnType<typeof newCustomer>>;

async function credits(customer: Customer): Promise<CreditsSummary> {
  const answer = await customer.call('GET', '/api/user/credits');
  return answer.body.data as CreditsSummary;
}

/** What must match across delivery modes: amounts per bucket and the plan, not ids or times. */
const shape = (summary: CreditsSummary) => ({
  total: summary.total,
  buckets: summary.buckets.map((bucket) => [bucket.bucket, bucket.amount]),
  plan: summary.plan && {
    id: summary.plan.id,
    status: summary.plan.status,
    nextPlan: summary.plan.nextPlan,
  },
  subscribed: summary.subscribed,
});

async function subscribe(customer: Customer, mode: Delivery, plan = 'basic') {
  const { sessionId, sn } = await checkout(world, customer, { kind: 'subscription', plan });
  await deliver(world, world.stripe.completeCheckout(sessionId), mode);
  const subscriptionId = world.stripe.checkoutSessions.get(sessionId)?.subscription as string;
  return { subscriptionId, sn };
}

async function spend(customer: Customer, amount: number) {
  const { users } = await import('../../../../src/server/db/schema');
  const { eq } = await import('drizzle-orm');
  const [user] = await world.t.app.deps.db
    .select()
    .from(users)
    .where(eq(users.email, customer.email));
  const ledger = world.t.app.deps.credits.ledger;
  const hold = await ledger.hold({
    userId: user!.id,
    amount,
    service: 'chat',
    event: 'gpt-4o',
    ttlMs: 60_000,
  });
  await ledger.settle(hold, amount);
}

async function acrossModes(run: (mode: Delivery) => Promise<CreditsSummary>) {
  const results = [];
  for (const mode of MODES) {
    world.stripe.clock.now = Math.floor(Date.now() / 1000);
    syncClocks(world);
    results.push(shape(await run(mode)));
  }
  expect(results[1]).toEqual(results[0]);
  expect(results[2]).toEqual(results[0]);
  return results[0]!;
}

describe('subscriptions and purchases through Stripe', () => {
  it('subscribing makes the account subscribed with the plan credits at once', async () => {
    const final = await acrossModes(async (mode) => {
      const customer = await newCustomer(world, `sub-${mode}`);
      const { sn } = await subscribe(customer, mode);
      const order = await customer.call('GET', `/api/ordersn?sn=${sn}`);
      expect(order.body.data).toMatchObject({
        status: 'paid',
        kind: 'subscription',
        plan: 'basic',
      });
      return credits(customer);
    });
    expect(final).toEqual({
      total: BASIC + SIGNUP,
      buckets: [
        ['subscription', BASIC],
        ['forever', SIGNUP],
      ],
      plan: { id: 'basic', status: 'active', nextPlan: null },
      subscribed: true,
    });
  });

  it('a renewal resets the subscription balance to the allowance', async () => {
    const final = await acrossModes(async (mode) => {
      const customer = await newCustomer(world, `renew-${mode}`);
      const { subscriptionId } = await subscribe(customer, mode);
      await spend(customer, 30_000);
      const events = world.stripe.renew(subscriptionId);
      syncClocks(world);
      await deliver(world, events, mode);
      return credits(customer);
    });
    expect(final.buckets).toEqual([
      ['subscription', BASIC],
      ['forever', SIGNUP],
    ]);
  });

  it('a plan change waits for the end of the cycle, then renews as the new plan', async () => {
    const final = await acrossModes(async (mode) => {
      const customer = await newCustomer(world, `change-${mode}`);
      const { subscriptionId } = await subscribe(customer, mode);
      const changed = await customer.call('POST', '/api/billing/change-plan', { plan: 'standard' });
      expect(changed.body.data.plan).toMatchObject({ id: 'basic', nextPlan: 'standard' });
      expect(changed.body.data.buckets[0]).toEqual(
        expect.objectContaining({ bucket: 'subscription', amount: BASIC }),
      );
      const events = world.stripe.renew(subscriptionId);
      syncClocks(world);
      await deliver(world, events, mode);
      return credits(customer);
    });
    expect(final).toMatchObject({
      buckets: [
        ['subscription', STANDARD],
        ['forever', SIGNUP],
      ],
      plan: { id: 'standard', status: 'active', nextPlan: null },
    });
  });

  it('cancelling ends renewals at once with no refund; service lasts to the end of the paid period', async () => {
    const final = await acrossModes(async (mode) => {
      const customer = await newCustomer(world, `cancel-${mode}`);
      const { subscriptionId } = await subscribe(customer, mode);
      const canceled = await customer.call('POST', '/api/billing/cancel');
      expect(canceled.body.data).toMatchObject({
        subscribed: true,
        plan: { status: 'canceled' },
        total: BASIC + SIGNUP,
      });
      await deliver(world, world.stripe.subscriptionDeletedEvent(subscriptionId), mode);
      const cancel = world.stripe.requests.find(
        (request) => request.method === 'DELETE' && request.path.endsWith(subscriptionId),
      );
      expect(cancel?.body).toMatchObject({ prorate: 'false', invoice_now: 'false' });
      // After the paid period: no plan models, no subscription credits, and nothing renewed.
      world.t.clock.advance(31 * 86_400_000);
      return credits(customer);
    });
    expect(final).toEqual({
      total: SIGNUP,
      buckets: [['forever', SIGNUP]],
      plan: { id: 'basic', status: 'canceled', nextPlan: null },
      subscribed: false,
    });
  });

  it('a failed renewal clears the subscription balance and a later payment restores it', async () => {
    const failed: Array<ReturnType<typeof shape>> = [];
    const final = await acrossModes(async (mode) => {
      const customer = await newCustomer(world, `fail-${mode}`);
      const { subscriptionId } = await subscribe(customer, mode);
      const failEvents = world.stripe.failRenewal(subscriptionId);
      syncClocks(world);
      await deliver(world, failEvents, mode);
      failed.push(shape(await credits(customer)));
      await deliver(world, world.stripe.recoverPayment(subscriptionId), mode);
      return credits(customer);
    });
    for (const state of failed)
      expect(state).toMatchObject({
        total: SIGNUP,
        plan: { status: 'past_due' },
        subscribed: false,
      });
    expect(final).toMatchObject({
      buckets: [
        ['subscription', BASIC],
        ['forever', SIGNUP],
      ],
      plan: { id: 'basic', status: 'active' },
      subscribed: true,
    });
  });

  it('recovery events arriving before the failure events still end restored', async () => {
    const customer = await newCustomer(world, 'late-failure');
    const { subscriptionId } = await subscribe(customer, 'once');
    const failEvents = world.stripe.failRenewal(subscriptionId);
    syncClocks(world);
    const recoverEvents = world.stripe.recoverPayment(subscriptionId);
    await deliver(world, [...recoverEvents, ...failEvents], 'once');
    expect(shape(await credits(customer))).toMatchObject({
      buckets: [
        ['subscription', BASIC],
        ['forever', SIGNUP],
      ],
      plan: { status: 'active' },
    });
  });

  it('buying credits adds a lot valid six months; recharging adds credits that never expire', async () => {
    const final = await acrossModes(async (mode) => {
      const customer = await newCustomer(world, `buy-${mode}`);
      const topup = await checkout(world, customer, { kind: 'topup', pack: 'm' });
      await deliver(world, world.stripe.completeCheckout(topup.sessionId), mode);
      const recharge = await checkout(world, customer, { kind: 'recharge', amount: 1000 });
      const pending = world.stripe.completeCheckout(recharge.sessionId, { async: true });
      await deliver(world, pending, mode);
      expect((await customer.call('GET', `/api/ordersn?sn=${recharge.sn}`)).body.data.status).toBe(
        'pending',
      );
      await deliver(world, world.stripe.succeedAsyncPayment(recharge.sessionId), mode);
      const summary = await credits(customer);
      const lot = summary.buckets.find((bucket) => bucket.bucket === 'topup');
      const sixMonths = new Date(world.t.clock.now);
      sixMonths.setMonth(sixMonths.getMonth() + 6);
      expect(Math.abs(new Date(lot!.expiresAt!).getTime() - sixMonths.getTime())).toBeLessThan(
        2000,
      );
      return summary;
    });
    expect(final.buckets).toEqual([
      ['topup', 120_000],
      ['forever', SIGNUP + 90_000],
    ]);
  });

  it('refuses a webhook with a bad signature and repeats of one event change nothing', async () => {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: JSON.stringify({ id: 'evt_x', type: 'invoice.paid' } as Partial<Stripe.Event>),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'WEBHOOK_SIGNATURE' });
  });
});

describe('invitation plan', () => {
  it('rewards the inviter once, at the invitee’s first successful payment', async () => {
    const inviter = await newCustomer(world, 'inviter');
    const invitation = (await inviter.call('GET', '/api/invite')).body.data as { code: string };
    expect(invitation.code).toMatch(/^[a-f0-9]{10}$/);
    const invitee = await newCustomer(world, 'invitee', invitation.code);
    let page = (await inviter.call('GET', '/api/invite')).body.data;
    expect(page).toMatchObject({ reward: 1000, earned: 0, invitees: [{ rewardedAt: null }] });
    const { subscriptionId } = await subscribe(invitee, 'twice');
    const events = world.stripe.renew(subscriptionId);
    syncClocks(world);
    await deliver(world, events, 'once');
    page = (await inviter.call('GET', '/api/invite')).body.data;
    expect(page.earned).toBe(1000);
    expect(page.invitees[0].rewardedAt).not.toBeNull();
    expect((await credits(inviter)).total).toBe(SIGNUP + 1000);
    // One's own code ties nothing.
    const self = await newCustomer(world, 'self', 'zzzzzzzzzz');
    expect((await self.call('GET', '/api/invite')).body.data.invitees).toEqual([]);
  });
});

describe('without payments configured', () => {
  it('says so on every buy button call, and the price list says payments are off', async () => {
    const { createTestApp, signIn, api, bearer } = await import('../../support/test-app');
    const t = await createTestApp();
    try {
      const tokens = await signIn(t, 'no-stripe@example.com');
      const answer = await api(t.app, {
        method: 'POST',
        url: '/api/billing/checkout',
        headers: bearer(tokens.token),
        payload: { kind: 'subscription', plan: 'pro' },
      });
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        success: false,
        msg: 'Payments are not configured on this server.',
      });
      const price = await api(t.app, { method: 'GET', url: '/api/price' });
      expect(price.body.data).toMatchObject({ paymentsEnabled: false });
    } finally {
      await t.close();
    }
  });
});
