// What a user starts from the pricing and billing pages: Checkout for a plan or credits, the customer portal,
// a plan change at the end of the period, and cancelling (at once, no refund, service to the period's end).
import type * as z from 'zod/mini';
import type { checkoutBody } from '@shared/api/billing';
import { rechargeCredits, type PlanId } from '@shared/billing/prices';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { newOrderSn } from './orders';
import { callStripe, requireStripe } from '../../providers/payments/stripe';
import { insertCustomer, insertOrder, stripeCustomerOf, userById } from './repo';
import { liveSubscription, syncSubscription } from './subscriptions';

async function customerOf(deps: Deps, userId: string): Promise<string> {
  const known = await stripeCustomerOf(deps.db, userId);
  if (known) return known;
  const { stripe } = await requireStripe(deps.payments);
  const user = await userById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  // The idempotency key makes two racing first checkouts share one customer.
  const customer = await callStripe(() =>
    stripe.customers.create(
      { email: user.email, name: user.name, metadata: { userId } },
      { idempotencyKey: `customer:${userId}` },
    ),
  );
  await insertCustomer(deps.db, userId, customer.id);
  return customer.id;
}

export async function startCheckout(
  deps: Deps,
  userId: string,
  body: z.infer<typeof checkoutBody>,
): Promise<{ url: string; sn: string }> {
  const { stripe, config } = await requireStripe(deps.payments);
  const table = deps.credits.prices;
  const sn = newOrderSn(deps.now());
  const base = deps.config.publicUrl;
  let order: { credits: number; amount: number; plan: PlanId | null };
  let line;
  if (body.kind === 'subscription') {
    if (await liveSubscription(deps, userId)) throw new AppError('ALREADY_SUBSCRIBED');
    const plan = table.plans.find((entry) => entry.id === body.plan);
    if (!plan) throw new AppError('NOT_FOUND');
    order = { credits: plan.credits, amount: plan.monthlyPrice, plan: plan.id };
    line = { price: config.planPrices[plan.id], quantity: 1 };
  } else {
    const pack =
      body.kind === 'topup' ? table.topupPacks.find((entry) => entry.id === body.pack) : undefined;
    if (body.kind === 'topup' && !pack) throw new AppError('NOT_FOUND');
    if (
      body.kind === 'recharge' &&
      (body.amount < table.recharge.minPrice || body.amount > table.recharge.maxPrice)
    )
      throw new AppError('VALIDATION');
    const amount = pack ? pack.price : body.kind === 'recharge' ? body.amount : 0;
    const credits = pack ? pack.credits : rechargeCredits(table, amount);
    order = { credits, amount, plan: null };
    line = {
      quantity: 1,
      price_data: {
        currency: table.currency,
        unit_amount: amount,
        product_data: {
          name: `Atrium ${body.kind === 'topup' ? 'credits' : 'account recharge'}: ${credits / 100}`,
        },
      },
    };
  }
  const customer = await customerOf(deps, userId);
  const metadata = { userId, orderSn: sn, kind: body.kind };
  const session = await callStripe(() =>
    stripe.checkout.sessions.create({
      mode: body.kind === 'subscription' ? 'subscription' : 'payment',
      customer,
      client_reference_id: userId,
      line_items: [line],
      metadata,
      ...(body.kind === 'subscription' ? { subscription_data: { metadata: { userId } } } : {}),
      success_url: `${base}/user/billing?order=${sn}`,
      cancel_url: `${base}/price?order=${sn}`,
    }),
  );
  if (!session.url) throw new AppError('PAYMENT_PROVIDER');
  await insertOrder(deps.db, {
    sn,
    userId,
    kind: body.kind,
    ...order,
    currency: table.currency,
    checkoutSessionId: session.id,
    createdAt: deps.now(),
  });
  return { url: session.url, sn };
}

export async function openPortal(deps: Deps, userId: string): Promise<{ url: string }> {
  const { stripe } = await requireStripe(deps.payments);
  const customer = await customerOf(deps, userId);
  const session = await callStripe(() =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.config.publicUrl}/user/billing`,
    }),
  );
  return { url: session.url };
}

/** The new plan starts when the paid period ends (a schedule's second phase), without proration. */
export async function changePlan(deps: Deps, userId: string, plan: PlanId): Promise<void> {
  const { stripe, config } = await requireStripe(deps.payments);
  const live = await liveSubscription(deps, userId);
  if (!live || live.status !== 'active') throw new AppError('NOT_SUBSCRIBED');
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(live.id));
  const item = subscription.items.data[0];
  if (!item) throw new AppError('NOT_SUBSCRIBED');
  let scheduleId =
    typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule?.id;
  if (plan === live.plan) {
    // Back to the current plan: drop the pending change.
    if (scheduleId)
      await callStripe(() => stripe.subscriptionSchedules.release(scheduleId as string));
  } else {
    if (!scheduleId) {
      const created = await callStripe(() =>
        stripe.subscriptionSchedules.create({ from_subscription: subscription.id }),
      );
      scheduleId = created.id;
    }
    const id = scheduleId;
    await callStripe(() =>
      stripe.subscriptionSchedules.update(id, {
        end_behavior: 'release',
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: item.current_period_start,
            end_date: item.current_period_end,
          },
          {
            items: [{ price: config.planPrices[plan], quantity: 1 }],
            proration_behavior: 'none',
            duration: { interval: 'month', interval_count: 1 },
          },
        ],
      }),
    );
  }
  await syncSubscription(deps, subscription.id);
}

/** Ends the subscription now: no refund, nothing renews; the paid period's credits and models stay. */
export async function cancelPlan(deps: Deps, userId: string): Promise<void> {
  const { stripe } = await requireStripe(deps.payments);
  const live = await liveSubscription(deps, userId);
  if (!live) throw new AppError('NOT_SUBSCRIBED');
  if (live.scheduleId) {
    const scheduleId = live.scheduleId;
    await callStripe(() => stripe.subscriptionSchedules.release(scheduleId)).catch(() => undefined);
  }
  await callStripe(() =>
    stripe.subscriptions.cancel(live.id, { prorate: false, invoice_now: false }),
  );
  await syncSubscription(deps, live.id);
}
