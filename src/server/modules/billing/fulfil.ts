// What each Stripe event does. Every handler is safe to run twice and in any order: credits are granted under
// the key of the invoice or Checkout session they pay for, and state is re-read from Stripe where order matters.
import type Stripe from 'stripe';
import type { Deps } from '../../deps';
import { rewardInviter } from '../invite';
import { markOrder } from './orders';
import { orderReason, planReason, renewalFailedReason } from './grant-reasons';
import { idOf, planOfPrice, requirePayments, requireStripe } from '../../providers/payments/stripe';
import { eventHandled, hasSubscriptionLotFrom, recordEvent } from './repo';
import { syncSubscription, userOfCustomer } from './subscriptions';

function invoiceSubscription(invoice: Stripe.Invoice): string | undefined {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

const isSubscriptionInvoice = (invoice: Stripe.Invoice) =>
  invoice.billing_reason === 'subscription_create' ||
  invoice.billing_reason === 'subscription_cycle';

/** A paid plan invoice: the subscription balance resets to the plan's allowance for the invoice's period. */
export async function invoicePaid(deps: Deps, invoice: Stripe.Invoice): Promise<void> {
  const subscriptionId = invoiceSubscription(invoice);
  if (!subscriptionId || !isSubscriptionInvoice(invoice)) return;
  const { config } = requirePayments(deps.payments);
  const userId = await userOfCustomer(deps, idOf(invoice.customer));
  const line = invoice.lines.data[0];
  const plan = deps.credits.prices.plans.find(
    (entry) => entry.id === planOfPrice(config, idOf(line?.pricing?.price_details?.price)),
  );
  if (!userId || !plan || !line) throw new Error(`invoice ${invoice.id} has no known user or plan`);
  const periodEnd = new Date(line.period.end * 1000);
  // A late copy of an older invoice must not replace the balance of a newer period.
  const newer = await hasSubscriptionLotFrom(deps.db, userId, new Date(periodEnd.getTime() + 1000));
  if (!newer) {
    await deps.credits.ledger.grant({
      userId,
      key: `stripe:invoice:${invoice.id}`,
      bucket: 'subscription',
      amount: plan.credits,
      expiresAt: periodEnd,
      source: 'subscription',
      reason: planReason(plan.id),
      replacesBucket: true,
    });
  }
  await syncSubscription(deps, subscriptionId);
  await rewardInviter(deps, userId);
}

/** A failed renewal clears the subscription balance, unless the invoice has been paid since. */
export async function invoicePaymentFailed(deps: Deps, invoice: Stripe.Invoice): Promise<void> {
  const subscriptionId = invoiceSubscription(invoice);
  if (!subscriptionId || invoice.billing_reason !== 'subscription_cycle' || !invoice.id) return;
  const { stripe } = await requireStripe(deps.payments);
  const current = await stripe.invoices.retrieve(invoice.id);
  const userId = await userOfCustomer(deps, idOf(invoice.customer));
  if (current.status !== 'paid' && userId) {
    await deps.credits.ledger.clear(userId, 'subscription', renewalFailedReason(invoice.id));
  }
  await syncSubscription(deps, subscriptionId);
}

/**
 * A paid checkout. The page back from Checkout polls the order and reloads the balance once it reads paid, so
 * a paid order already has its credits: a plan's first allowance is granted from its paid invoice before the
 * order is marked (the invoice's own event may come later), and bought credits are written in the same
 * transaction as the order's "paid".
 */
export async function checkoutPaid(deps: Deps, session: Stripe.Checkout.Session): Promise<void> {
  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) {
      const { stripe } = await requireStripe(deps.payments);
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['latest_invoice'],
      });
      const invoice = subscription.latest_invoice;
      if (invoice && typeof invoice !== 'string' && invoice.status === 'paid')
        await invoicePaid(deps, invoice);
      else await syncSubscription(deps, subscriptionId);
    }
    await markOrder(deps, session.id, 'paid');
    return;
  }
  if (session.payment_status !== 'paid') return; // an async method: wait for async_payment_succeeded
  const order = await deps.db.transaction(async (tx) => {
    const row = await markOrder(deps, session.id, 'paid', tx);
    if (!row || row.status !== 'paid') return undefined;
    const expiresAt = new Date(row.paidAt ?? deps.now());
    expiresAt.setMonth(expiresAt.getMonth() + deps.credits.prices.topupValidMonths);
    await deps.credits.ledger.grant(
      {
        userId: row.userId,
        key: `stripe:session:${session.id}`,
        bucket: row.kind === 'topup' ? 'topup' : 'forever',
        amount: row.credits,
        expiresAt: row.kind === 'topup' ? expiresAt : null,
        source: row.kind,
        reason: orderReason(row.sn),
      },
      tx,
    );
    return row;
  });
  if (order) await rewardInviter(deps, order.userId);
}

export async function handleEvent(deps: Deps, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutPaid(deps, event.data.object);
    case 'checkout.session.async_payment_failed':
      await markOrder(deps, event.data.object.id, 'failed');
      return;
    case 'checkout.session.expired':
      await markOrder(deps, event.data.object.id, 'expired');
      return;
    case 'invoice.paid':
      return invoicePaid(deps, event.data.object);
    case 'invoice.payment_failed':
      return invoicePaymentFailed(deps, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncSubscription(deps, event.data.object.id);
    default:
      return;
  }
}

/** Handles an event once: Stripe may deliver it again, and its id says whether it was handled. */
export async function handleEventOnce(deps: Deps, event: Stripe.Event): Promise<void> {
  if (await eventHandled(deps.db, event.id)) return;
  await handleEvent(deps, event);
  await recordEvent(deps.db, { id: event.id, type: event.type, processedAt: deps.now() });
}
