// The loopback Stripe's subscriptions: renewal, a failed renewal and its recovery, cancelling now (DELETE)
// and at the period end, each with the events Stripe would send.
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
