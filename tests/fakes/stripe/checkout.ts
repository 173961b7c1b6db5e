// The loopback Stripe's customer, checkout session and billing portal endpoints.
import type Stripe from 'stripe';
import { newCustomer, newPrice } from './objects';
import { inert, newId, type FakeStripeState } from './state';
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

export function checkoutEndpoints(state: FakeStripeState) {
  const createCustomer = (p: Params) =>
    newCustomer(state, {
      email: str(p.email),
      name: str(p.name),
      metadata: mergeMetadata({}, p.metadata),
    });

  function lineItem(line: Params, param: string) {
    const quantity = int(line.quantity);
    if (quantity === null) throw missing(`${param}[quantity]`);
    const priceId = str(line.price);
    if (priceId) {
      const price = state.prices.get(priceId);
      if (!price) throw noSuch('price', priceId, `${param}[price]`);
      return { price, quantity };
    }
    if (!line.price_data) throw missing(`${param}[price]`);
    // An inline price (`price_data`) becomes a price object of its own, as at Stripe.
    const data = obj(line.price_data);
    const currency = str(data.currency);
    const unitAmount = int(data.unit_amount);
    const name = str(obj(data.product_data).name) ?? str(data.product);
    if (!currency) throw missing(`${param}[price_data][currency]`);
    if (unitAmount === null) throw missing(`${param}[price_data][unit_amount]`);
    if (!name) throw missing(`${param}[price_data][product_data][name]`);
    const price = { unit_amount: unitAmount, currency, recurring: 'recurring' in data };
    return { price: newPrice(state, newId('price'), price, name), quantity };
  }

  function createCheckoutSession(p: Params) {
    const mode = str(p.mode);
    if (!mode) throw missing('mode');
    if (mode !== 'payment' && mode !== 'subscription') {
      throw invalid(`The fake models mode payment and subscription, not ${mode}.`, 'mode');
    }
    const customer = str(p.customer);
    if (customer && !state.customers.has(customer)) throw noSuch('customer', customer, 'customer');
    const items = arr(p.line_items).map((line, i) => lineItem(obj(line), `line_items[${i}]`));
    if (!items[0]) throw missing('line_items');
    const recurring = items.some((item) => item.price.recurring);
    if (mode === 'subscription' && !recurring) {
      throw invalid(
        'You must provide at least one recurring price in `subscription` mode when using prices.',
        'line_items',
      );
    }
    if (mode === 'payment' && recurring) {
      throw invalid(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        'line_items',
      );
    }
    const id = newId('cs_test');
    const now = state.clock.now;
    const amount = items.reduce((sum, i) => sum + (i.price.unit_amount ?? 0) * i.quantity, 0);
    const session = {
      id,
      object: 'checkout.session',
      ...inert(`adaptive_pricing after_expiration allow_promotion_codes billing_address_collection
        client_secret collected_information consent consent_collection currency_conversion
        customer_account customer_details integration_identifier invoice invoice_creation
        managed_payments origin_context payment_intent payment_link payment_method_collection
        payment_method_configuration_details permissions recovered_from saved_payment_method_options
        setup_intent shipping_address_collection shipping_cost submit_type subscription wallet_options`),
      ...inert('custom_fields discounts shipping_options', []),
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { ...inert('liability provider status'), enabled: false },
      cancel_url: str(p.cancel_url),
      client_reference_id: str(p.client_reference_id),
      created: now,
      currency: items[0].price.currency,
      custom_text: inert('after_submit shipping_address submit terms_of_service_acceptance'),
      customer,
      customer_creation: customer ? null : mode === 'subscription' ? 'always' : 'if_required',
      customer_email: str(p.customer_email),
      expires_at: now + 24 * 60 * 60,
      livemode: false,
      locale: str(p.locale),
      metadata: mergeMetadata({}, p.metadata),
      mode,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: str(p.success_url),
      total_details: inert('amount_discount amount_shipping amount_tax', 0),
      ui_mode: 'hosted',
      url: `${state.url}/checkout/${id}`,
    } as unknown as Stripe.Checkout.Session;
    state.checkoutSessions.set(id, session);
    const subscriptionMetadata = mergeMetadata({}, obj(p.subscription_data).metadata);
    state.sessionExtras.set(id, { items, subscriptionMetadata });
    return session;
  }

  function createPortalSession(p: Params) {
    const customer = str(p.customer);
    if (!customer) throw missing('customer');
    if (!state.customers.has(customer)) throw noSuch('customer', customer, 'customer');
    const id = newId('bps');
    return {
      id,
      object: 'billing_portal.session',
      configuration: str(p.configuration) ?? 'bpc_fake_default',
      created: state.clock.now,
      customer,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: str(p.return_url),
      url: `${state.url}/portal/${id}`,
    } as Stripe.BillingPortal.Session;
  }

  function expireSession(_: Params, id: string) {
    const session = find(state.checkoutSessions, id, 'checkout.session');
    if (session.status !== 'open') {
      throw invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
    }
    session.status = 'expired';
    return session;
  }

  return { createCustomer, createCheckoutSession, createPortalSession, expireSession };
}
