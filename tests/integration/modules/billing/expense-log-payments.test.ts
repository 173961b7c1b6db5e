// The expense log's rows for what payments add and end, through Stripe's real objects and events: a plan's
// allowance named by its plan, a pack and a recharge by their orders, the allowance reset at renewal and
// ended by a failed renewal, and an inviter's reward. A paid order already has its credits when it reads
// paid: the page back from Checkout reloads the balance at that moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditsSummary, Expense } from '../../../../src/shared/api/billing';
import {
  checkout,
  createBillingWorld,
  deliver,
  newCustomer,
  type BillingWorld,
} from '../../support/stripe';

const SIGNUP = 1500;
const BASIC = 100_000;
const PACK_M = 120_000;
const RECHARGE_10 = 90_000;
const REWARD = 1000;

let world: BillingWorld;
beforeAll(async () => {
  world = await createBillingWorld();
});
afterAll(() => world.close());

type Customer = Awaited<ReturnType<typeof newCustomer>>;

async function log(customer: Customer): Promise<Expense[]> {
  const answer = await customer.call('GET', '/api/used/list');
  expect(answer.status).toBe(200);
  return (answer.body.data as { list: Expense[] }).list;
}
const total = async (customer: Customer) =>
  ((await customer.call('GET', '/api/user/credits')).body.data as CreditsSummary).total;
/** A moment apart, so each movement has its own time. */
const later = () => world.t.clock.advance(1000);

/** Each row's balance is the one below it plus its own amount; the newest is the header's balance. */
async function expectBalancesFollow(customer: Customer, rows: Expense[]) {
  for (let index = 0; index + 1 < rows.length; index += 1)
    expect(rows[index]!.balance).toBe(rows[index + 1]!.balance + rows[index]!.amount);
  expect(rows.at(-1)!.balance).toBe(rows.at(-1)!.amount);
  expect(rows[0]!.balance).toBe(await total(customer));
}

describe('expense log of payments', () => {
  it('names the plan, the orders, a renewal, a failed renewal and an invitation reward', async () => {
    const inviter = await newCustomer(world, 'inviter');
    const code = ((await inviter.call('GET', '/api/invite')).body.data as { code: string }).code;
    const payer = await newCustomer(world, 'payer', code);
    later();

    const plan = await checkout(world, payer, { kind: 'subscription', plan: 'basic' });
    const events = world.stripe.completeCheckout(plan.sessionId);
    // The checkout's own event alone (its invoice's may come later): the order reads paid with its credits.
    await deliver(
      world,
      events.filter((event) => event.type === 'checkout.session.completed'),
      'once',
    );
    const order = await payer.call('GET', `/api/ordersn?sn=${plan.sn}`);
    expect(order.body.data.status).toBe('paid');
    expect(await total(payer)).toBe(SIGNUP + BASIC);
    await deliver(world, events, 'once');
    const subscriptionId = world.stripe.checkoutSessions.get(plan.sessionId)
      ?.subscription as string;
    later();

    const pack = await checkout(world, payer, { kind: 'topup', pack: 'm' });
    await deliver(world, world.stripe.completeCheckout(pack.sessionId), 'once');
    const packOrder = await payer.call('GET', `/api/ordersn?sn=${pack.sn}`);
    expect(packOrder.body.data.status).toBe('paid');
    later();
    const recharge = await checkout(world, payer, { kind: 'recharge', amount: 1000 });
    await deliver(world, world.stripe.completeCheckout(recharge.sessionId), 'once');
    later();
    // Stripe's events of the next periods arrive while this server's clock is still in the current one:
    // the renewal replaces what is left of the allowance, the failed one ends it.
    await deliver(world, world.stripe.renew(subscriptionId), 'once');
    later();
    await deliver(world, world.stripe.failRenewal(subscriptionId), 'once');

    const rows = await log(payer);
    expect(rows).toMatchObject([
      {
        kind: 'expire',
        service: 'expiry',
        cause: 'paymentFailed',
        bucket: 'subscription',
        amount: -BASIC,
      },
      { kind: 'grant', service: 'subscription', plan: 'basic', amount: BASIC },
      { kind: 'expire', cause: 'renewed', bucket: 'subscription', amount: -BASIC },
      {
        kind: 'grant',
        service: 'recharge',
        order: recharge.sn,
        bucket: 'forever',
        amount: RECHARGE_10,
        expiresAt: null,
      },
      { kind: 'grant', service: 'topup', order: pack.sn, bucket: 'topup', amount: PACK_M },
      {
        kind: 'grant',
        service: 'subscription',
        plan: 'basic',
        bucket: 'subscription',
        amount: BASIC,
        subscriptionAmount: BASIC,
        topupAmount: 0,
      },
      { kind: 'grant', service: 'signup', amount: SIGNUP, note: null },
    ]);
    // A pack is valid six months from its payment; the plan's credits until the period's end.
    const packEnds = new Date(packOrder.body.data.paidAt as string);
    packEnds.setMonth(packEnds.getMonth() + 6);
    expect(rows[4]!.expiresAt).toBe(packEnds.toISOString());
    expect(new Date(rows[5]!.expiresAt!).getTime()).toBeGreaterThan(world.t.clock.now.getTime());
    // Our own words stay ours: the renderer words system grants, so no note leaks them.
    for (const row of rows) expect(row.note).toBeNull();
    await expectBalancesFollow(payer, rows);
    expect(rows[0]!.balance).toBe(SIGNUP + PACK_M + RECHARGE_10);

    const rewarded = await log(inviter);
    expect(rewarded).toMatchObject([
      { kind: 'grant', service: 'invite', amount: REWARD, bucket: 'forever' },
      { kind: 'grant', service: 'signup', amount: SIGNUP },
    ]);
    await expectBalancesFollow(inviter, rewarded);
  });
});
