// Our copy of each subscription, always re-read from Stripe: events arrive out of order and repeat, so an
// event only says "look again", never "this is the state".
import type Stripe from 'stripe';
import type { PlanId } from '@shared/billing/prices';
import type { Deps } from '../../deps';
import { idOf, planOfPrice, requireStripe } from '../../providers/payments/stripe';
import {
  subscriptionsOf,
  upsertSubscription,
  userOfStripeCustomer,
  type SubscriptionRow,
} from './repo';

type Status = SubscriptionRow['status'];

function statusOf(subscription: Stripe.Subscription): Status {
  if (subscription.status === 'active' || subscription.status === 'trialing') return 'active';
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
    return 'canceled';
  return 'past_due';
}

/** The user of a Stripe customer (made by us at their first checkout). */
export async function userOfCustomer(
  deps: Deps,
  customer: string | undefined,
): Promise<string | undefined> {
  if (!customer) return undefined;
  return userOfStripeCustomer(deps.db, customer);
}

/** The plan a pending schedule switches to at the end of the period, if any. */
async function scheduledPlan(deps: Deps, subscription: Stripe.Subscription, current: PlanId) {
  const { stripe, config } = await requireStripe(deps.payments);
  const scheduleId = idOf(subscription.schedule);
  if (!scheduleId) return { scheduleId: null, nextPlan: null };
  const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId);
  if (schedule.status !== 'active' && schedule.status !== 'not_started')
    return { scheduleId: null, nextPlan: null };
  const last = schedule.phases.at(-1);
  const next = planOfPrice(config, idOf(last?.items[0]?.price));
  return { scheduleId, nextPlan: next && next !== current ? next : null };
}

export async function syncSubscription(deps: Deps, subscriptionId: string): Promise<void> {
  const { stripe, config } = await requireStripe(deps.payments);
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const item = subscription.items.data[0];
  const plan = planOfPrice(config, idOf(item?.price));
  const userId =
    (await userOfCustomer(deps, idOf(subscription.customer))) ?? subscription.metadata.userId;
  if (!item || !plan || !userId) {
    throw new Error(`subscription ${subscriptionId} has no known plan or user`);
  }
  const { scheduleId, nextPlan } = await scheduledPlan(deps, subscription, plan);
  const state = {
    userId,
    plan,
    status: statusOf(subscription),
    periodEnd: new Date(item.current_period_end * 1000),
    nextPlan: statusOf(subscription) === 'canceled' ? null : nextPlan,
    scheduleId,
    updatedAt: deps.now(),
  };
  await upsertSubscription(deps.db, subscription.id, state);
}

/** The user's subscription that can still change (not canceled), as we last read it. */
export async function liveSubscription(deps: Deps, userId: string) {
  const rows = await subscriptionsOf(deps.db, userId);
  return rows.find((row) => row.status !== 'canceled');
}
