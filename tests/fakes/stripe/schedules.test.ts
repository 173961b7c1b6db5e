// The loopback Stripe's subscription schedules: made from a subscription, a price switched at renewal,
// released after the last phase or through the API, refused phase updates, and ending with the subscription.
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
