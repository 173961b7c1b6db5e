// The loopback Stripe's subscription and subscription schedule endpoints: update, cancel (DELETE), and
// schedules made from a subscription, their phases updated or released.
import type Stripe from 'stripe';
import { setPrice } from './objects';
import {
  MONTH,
  cancelSubscription,
  firstItem,
  inert,
  newId,
  releaseSchedule,
  type FakeStripeState,
} from './state';
import {
  arr,
  find,
  int,
  invalid,
  mergeMetadata,
  missing,
  noSuch,
  obj,
  str,
  type Params,
} from './wire';

export function subscriptionEndpoints(state: FakeStripeState) {
  function updateSubscription(p: Params, id: string) {
    const subscription = find(state.subscriptions, id, 'subscription');
    const settable = ['metadata', 'cancellation_details', 'expand'];
    if (subscription.status === 'canceled' && Object.keys(p).some((k) => !settable.includes(k))) {
      throw invalid(
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    if ('metadata' in p) subscription.metadata = mergeMetadata(subscription.metadata, p.metadata);
    if ('cancellation_details' in p) noteCancellation(subscription, p.cancellation_details);
    if ('cancel_at_period_end' in p) {
      const cancel = p.cancel_at_period_end === 'true';
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? firstItem(subscription).current_period_end : null;
      // Stripe records when the cancellation was asked for; the subscription ends at the period end.
      subscription.canceled_at = cancel ? state.clock.now : null;
    }
    return subscription;
  }

  /** `cancellation_details[comment|feedback]`, on update and cancel. */
  function noteCancellation(subscription: Stripe.Subscription, details: unknown) {
    const { comment, feedback } = obj(details);
    subscription.cancellation_details = {
      comment: str(comment) ?? subscription.cancellation_details?.comment ?? null,
      feedback:
        (str(feedback) as Stripe.Subscription.CancellationDetails.Feedback | null) ??
        subscription.cancellation_details?.feedback ??
        null,
      feedback_option: subscription.cancellation_details?.feedback_option ?? null,
      reason: subscription.cancellation_details?.reason ?? null,
    };
  }

  // `subscriptions.cancel(id, { prorate, invoice_now })`: DELETE with the parameters in the query string.
  function deleteSubscription(p: Params, id: string) {
    const subscription = find(state.subscriptions, id, 'subscription');
    if (subscription.status === 'canceled')
      throw invalid(`The subscription ${id} is already canceled.`);
    if ('cancellation_details' in p) noteCancellation(subscription, p.cancellation_details);
    cancelSubscription(state, subscription);
    return subscription;
  }

  const phaseObject = (
    currency: string,
    start: number,
    end: number,
    items: Array<{ price: string; quantity: number }>,
    prorationBehavior: string,
  ) =>
    ({
      ...inert(`application_fee_percent billing_cycle_anchor billing_thresholds collection_method
      default_payment_method description invoice_settings on_behalf_of transfer_data trial_end`),
      ...inert('add_invoice_items default_tax_rates discounts', []),
      currency,
      end_date: end,
      items: items.map((item) => ({
        billing_thresholds: null,
        discounts: [],
        metadata: {},
        plan: item.price,
        price: item.price,
        quantity: item.quantity,
        tax_rates: [],
      })),
      metadata: {},
      proration_behavior: prorationBehavior,
      start_date: start,
    }) as unknown as Stripe.SubscriptionSchedule.Phase;

  function createSchedule(p: Params) {
    const from = str(p.from_subscription);
    if (!from)
      throw invalid('The fake creates schedules `from_subscription` only.', 'from_subscription');
    const subscription = state.subscriptions.get(from);
    if (!subscription) throw noSuch('subscription', from, 'from_subscription');
    if (subscription.status === 'canceled') {
      throw invalid(`The subscription ${from} is canceled.`, 'from_subscription');
    }
    if (subscription.schedule) {
      throw invalid(
        `You cannot migrate a subscription that is already attached to a schedule: \`${String(subscription.schedule)}\`.`,
        'from_subscription',
      );
    }
    const item = firstItem(subscription);
    const [start, end] = [item.current_period_start, item.current_period_end];
    const items = [{ price: item.price.id, quantity: item.quantity ?? 1 }];
    const schedule = {
      id: newId('sub_sched'),
      object: 'subscription_schedule',
      ...inert(`application canceled_at completed_at customer_account released_at
        released_subscription test_clock`),
      billing_mode: { type: 'flexible', flexible: { proration_discounts: 'included' } },
      created: state.clock.now,
      current_phase: { start_date: start, end_date: end },
      customer: subscription.customer,
      default_settings: {
        ...inert(`application_fee_percent billing_thresholds default_payment_method description
          on_behalf_of transfer_data`),
        automatic_tax: { ...inert('disabled_reason liability'), enabled: false },
        billing_cycle_anchor: 'automatic',
        collection_method: 'charge_automatically',
        invoice_settings: { account_tax_ids: null, days_until_due: null, issuer: { type: 'self' } },
      },
      end_behavior: 'release',
      livemode: false,
      metadata: {},
      pause_schedules: [],
      phases: [phaseObject(subscription.currency, start, end, items, 'create_prorations')],
      status: 'active',
      subscription: subscription.id,
    } as unknown as Stripe.SubscriptionSchedule;
    state.schedules.set(schedule.id, schedule);
    subscription.schedule = schedule.id;
    return schedule;
  }

  const DURATIONS: Record<string, number> = {
    day: 86_400,
    week: 604_800,
    month: MONTH,
    year: 31_536_000,
  };
  const time = (value: unknown) => (value === 'now' ? state.clock.now : int(value));

  /** `phases[i][…]` of a schedule update: contiguous phases from the current one's start. */
  function readPhases(schedule: Stripe.SubscriptionSchedule, phases: unknown[]) {
    const currentStart = schedule.current_phase?.start_date ?? state.clock.now;
    const currency = schedule.phases[0]?.currency ?? 'usd';
    let previousEnd = currentStart;
    return phases.map((raw, i) => {
      const phase = obj(raw);
      const param = `phases[${i}]`;
      const start = time(phase.start_date) ?? previousEnd;
      if (i === 0 && start !== currentStart) {
        throw invalid(
          'You can not modify the start date of the current phase.',
          `${param}[start_date]`,
        );
      }
      if (start !== previousEnd) {
        throw invalid(
          'Each phase must start when the previous phase ends.',
          `${param}[start_date]`,
        );
      }
      const items = arr(phase.items).map((rawItem, j) => {
        const item = obj(rawItem);
        const price = str(item.price);
        if (!price) throw missing(`${param}[items][${j}][price]`);
        if (!state.prices.has(price)) throw noSuch('price', price, `${param}[items][${j}][price]`);
        return { price, quantity: int(item.quantity) ?? 1 };
      });
      if (!items[0]) throw missing(`${param}[items]`);
      // Without end_date or duration a phase lasts one billing period, as Stripe's default of one iteration.
      const duration = obj(phase.duration);
      const length =
        (DURATIONS[String(duration.interval)] ?? MONTH) * (int(duration.interval_count) ?? 1);
      const end = time(phase.end_date) ?? start + length;
      if (end <= start)
        throw invalid('The end_date must be after the start_date.', `${param}[end_date]`);
      previousEnd = end;
      const proration = str(phase.proration_behavior) ?? 'create_prorations';
      return phaseObject(currency, start, end, items, proration);
    });
  }

  function updateSchedule(p: Params, id: string) {
    const schedule = find(state.schedules, id, 'subscription schedule');
    if (schedule.status !== 'active') {
      throw invalid(
        `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`,
      );
    }
    const endBehavior = str(p.end_behavior);
    if (endBehavior) schedule.end_behavior = endBehavior as Stripe.SubscriptionSchedule.EndBehavior;
    if ('metadata' in p) schedule.metadata = mergeMetadata(schedule.metadata, p.metadata);
    if ('phases' in p) {
      schedule.phases = readPhases(schedule, arr(p.phases));
      const current = schedule.phases[0];
      if (current) {
        schedule.current_phase = { start_date: current.start_date, end_date: current.end_date };
        // A new price in the current phase applies at once, as at Stripe (the fake makes no prorations).
        const subscription = state.subscriptions.get(String(schedule.subscription));
        const price = state.prices.get(String(current.items[0]?.price));
        if (subscription && price && firstItem(subscription).price.id !== price.id) {
          setPrice(subscription, price);
        }
      }
    }
    return schedule;
  }

  function release(_: Params, id: string) {
    const schedule = find(state.schedules, id, 'subscription schedule');
    if (schedule.status !== 'active') {
      throw invalid(
        `You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`,
      );
    }
    releaseSchedule(state, schedule);
    return schedule;
  }

  return { updateSubscription, deleteSubscription, createSchedule, updateSchedule, release };
}
