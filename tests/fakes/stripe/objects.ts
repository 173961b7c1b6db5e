// The loopback Stripe's object builders: prices, customers, subscriptions and invoices shaped as API version
// 2026-10-28.endive, each kept in the fake's state as it is made.
import type Stripe from 'stripe';
import { MONTH, firstItem, inert, newId, type FakePrice, type FakeStripeState } from './state';

const list = <T>(data: T[], url: string) => ({
  object: 'list',
  data,
  has_more: false,
  total_count: data.length,
  url,
});

export function newPrice(
  state: FakeStripeState,
  id: string,
  price: FakePrice,
  productName = id,
): Stripe.Price {
  const recurring = { interval: 'month', interval_count: 1, usage_type: 'licensed' };
  const object = {
    id,
    object: 'price',
    ...inert('custom_unit_amount lookup_key tiers_mode transform_quantity'),
    active: true,
    billing_scheme: 'per_unit',
    created: state.clock.now,
    currency: price.currency ?? 'usd',
    livemode: false,
    metadata: {},
    nickname: productName,
    product: `prod_${id.replace(/^price_/, '')}`,
    recurring: price.recurring ? { ...recurring, meter: null, trial_period_days: null } : null,
    tax_behavior: 'unspecified',
    type: price.recurring ? 'recurring' : 'one_time',
    unit_amount: price.unit_amount,
    unit_amount_decimal: String(price.unit_amount),
  } as unknown as Stripe.Price;
  state.prices.set(id, object);
  return object;
}

export function newCustomer(
  state: FakeStripeState,
  fields: { email: string | null; name: string | null; metadata: Record<string, string> },
): Stripe.Customer {
  const customer = {
    id: newId('cus'),
    object: 'customer',
    ...inert('address currency default_source description phone shipping'),
    ...fields,
    balance: 0,
    created: state.clock.now,
    delinquent: false,
    invoice_settings: inert('custom_fields default_payment_method footer rendering_options'),
    livemode: false,
    preferred_locales: [],
    tax_exempt: 'none',
  } as unknown as Stripe.Customer;
  state.customers.set(customer.id, customer);
  return customer;
}

/** The legacy `plan` Stripe still mirrors on every subscription item. */
const planOf = (price: Stripe.Price) =>
  ({
    id: price.id,
    object: 'plan',
    ...inert('meter tiers_mode transform_usage trial_period_days'),
    active: true,
    amount: price.unit_amount,
    amount_decimal: String(price.unit_amount),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: 'month',
    interval_count: 1,
    livemode: false,
    metadata: {},
    nickname: price.nickname,
    product: price.product,
    usage_type: 'licensed',
  }) as unknown as Stripe.Plan;

/** Changes the subscription's price, as a schedule phase or a `phases[0]` update does. */
export function setPrice(subscription: Stripe.Subscription, price: Stripe.Price) {
  const item = firstItem(subscription);
  item.price = price;
  item.plan = planOf(price);
}

export function newSubscription(
  state: FakeStripeState,
  customer: string,
  line: { price: Stripe.Price; quantity: number },
  metadata: Record<string, string>,
): Stripe.Subscription {
  const now = state.clock.now;
  const id = newId('sub');
  const item = {
    id: newId('si'),
    object: 'subscription_item',
    ...inert('billing_thresholds current_trial'),
    created: now,
    // API 2025-03-31 and later: the billing period lives on the item, not on the subscription.
    current_period_start: now,
    current_period_end: now + MONTH,
    discounts: [],
    metadata: {},
    plan: planOf(line.price),
    price: line.price,
    quantity: line.quantity,
    subscription: id,
    tax_rates: [],
  };
  const subscription = {
    id,
    object: 'subscription',
    ...inert(`application application_fee_percent billing_cycle_anchor_config billing_thresholds
      cancel_at canceled_at customer_account days_until_due default_source description ended_at
      latest_invoice managed_payments next_pending_invoice_item_invoice on_behalf_of pause_collection
      pending_invoice_item_interval pending_setup_intent pending_update schedule test_clock
      transfer_data trial_end trial_start`),
    ...inert('billing_schedules discounts', []),
    automatic_tax: { ...inert('disabled_reason liability'), enabled: false },
    billing_cycle_anchor: now,
    billing_mode: {
      type: 'flexible',
      flexible: { proration_discounts: 'included' },
      updated_at: now,
    },
    cancel_at_period_end: false,
    cancellation_details: inert('comment feedback feedback_option reason'),
    collection_method: 'charge_automatically',
    created: now,
    currency: line.price.currency,
    customer,
    default_payment_method: newId('pm'),
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: list([item], `/v1/subscription_items?subscription=${id}`),
    livemode: false,
    metadata,
    payment_settings: inert(
      'payment_method_options payment_method_types save_default_payment_method',
    ),
    start_date: now,
    status: 'active',
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
  } as unknown as Stripe.Subscription;
  state.subscriptions.set(id, subscription);
  return subscription;
}

/**
 * The invoice for the subscription's current item period. Like Stripe, the invoice's own
 * `period_start`/`period_end` look back (the period just ended; both "now" for the first invoice)
 * while the line's `period` is the period being paid for.
 */
export function newInvoice(
  state: FakeStripeState,
  subscription: Stripe.Subscription,
  billingReason: 'subscription_create' | 'subscription_cycle',
  lookBack: { start: number; end: number },
  paid: boolean,
): Stripe.Invoice {
  const now = state.clock.now;
  const id = newId('in');
  const item = firstItem(subscription);
  const quantity = item.quantity ?? 1;
  const amount = (item.price.unit_amount ?? 0) * quantity;
  const customer = state.customers.get(String(subscription.customer));
  const line = {
    id: newId('il'),
    object: 'line_item',
    ...inert('discount_amounts discounts pretax_credit_amounts taxes', []),
    amount,
    currency: subscription.currency,
    description: `${quantity} × ${item.price.nickname ?? item.price.id}`,
    discountable: true,
    invoice: id,
    livemode: false,
    metadata: { ...subscription.metadata },
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    // API 2025-03-31 and later: the price is at pricing.price_details.price (no line.price).
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product },
      unit_amount_decimal: String(item.price.unit_amount),
    },
    quantity,
    subscription: subscription.id,
    subtotal: amount,
  };
  const invoice = {
    id,
    object: 'invoice',
    ...inert(`account_tax_ids application automatically_finalizes_at custom_fields customer_account
      customer_address customer_phone customer_shipping default_payment_method default_source
      description due_date footer from_invoice last_finalization_error latest_revision on_behalf_of
      receipt_number rendering shipping_cost shipping_details statement_descriptor test_clock`),
    ...inert('amount_overpaid amount_shipping ending_balance starting_balance', 0),
    ...inert('post_payment_credit_notes_amount pre_payment_credit_notes_amount', 0),
    ...inert('default_tax_rates discounts total_discount_amounts total_taxes', []),
    total_pretax_credit_amounts: [],
    account_country: 'US',
    account_name: 'Fake Stripe',
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    attempt_count: 1,
    attempted: true,
    auto_advance: true,
    automatic_tax: { ...inert('disabled_reason liability provider status'), enabled: false },
    billing_reason: billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: subscription.currency,
    customer: subscription.customer,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_tax_exempt: 'none',
    effective_at: now,
    hosted_invoice_url: `${state.url}/invoice/${id}`,
    invoice_pdf: `${state.url}/invoice/${id}/pdf`,
    issuer: { type: 'self' },
    lines: list([line], `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: now + 3 * 24 * 60 * 60,
    number: `FAKE-${String(state.invoices.size + 1).padStart(4, '0')}`,
    // API 2025-03-31 and later: the subscription is at parent.subscription_details (no invoice.subscription).
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        metadata: { ...subscription.metadata },
        subscription: subscription.id,
      },
    },
    payment_settings: inert('default_mandate payment_method_options payment_method_types'),
    period_end: lookBack.end,
    period_start: lookBack.start,
    status: 'open',
    status_transitions: {
      ...inert('marked_uncollectible_at paid_at voided_at'),
      finalized_at: now,
    },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    total: amount,
    total_excluding_tax: amount,
    webhooks_delivered_at: now,
  } as unknown as Stripe.Invoice;
  if (paid) payInvoice(state, invoice);
  state.invoices.set(id, invoice);
  subscription.latest_invoice = id;
  return invoice;
}

export function payInvoice(state: FakeStripeState, invoice: Stripe.Invoice) {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.auto_advance = false;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = state.clock.now;
}
