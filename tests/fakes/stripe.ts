// A loopback Stripe: the v1 endpoints Atrium's billing calls, in Stripe's wire format, so the real `stripe`
// client talks to it unchanged with `new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`.
// Requests are form-encoded with bracket notation (`line_items[0][price]=…`, GET and DELETE in the query
// string); answers are JSON objects with `id` and `object`, shaped as API version 2026-10-28.endive (billing
// periods on subscription items, an invoice's subscription under `parent.subscription_details`); errors are
// Stripe's error bodies; the secret key and Idempotency-Key headers are honoured; `expand[]` expands ids of
// objects the fake holds. Parameters the fake does not model are accepted and ignored, but every request is
// kept in `requests`. What Stripe does on its own (a paid checkout, a renewal, a declined payment) the test
// drives with the scenario drivers of stripe-scenarios.ts, which return the webhook events Stripe would send;
// `sign` gives them their Stripe-Signature header.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  API_VERSION,
  MONTH,
  cancelSubscription,
  firstItem,
  inert,
  newCustomer,
  newId,
  newPrice,
  releaseSchedule,
  scenarioDrivers,
  setPrice,
  type FakePrice,
  type FakeStripeState,
} from './stripe-scenarios';

export type { FakePrice } from './stripe-scenarios';

export interface FakeStripe {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  /**
   * Environment for the Atrium server: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_HOST=127.0.0.1,
   * STRIPE_API_PORT, STRIPE_API_PROTOCOL=http
   */
  env: Record<string, string>;
  /** Stripe's "now" in unix seconds; set it to move time (one billing month is 30 days). */
  clock: { now: number };
  requests: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  prices: Map<string, Stripe.Price>;
  customers: Map<string, Stripe.Customer>;
  checkoutSessions: Map<string, Stripe.Checkout.Session>;
  subscriptions: Map<string, Stripe.Subscription>;
  invoices: Map<string, Stripe.Invoice>;
  schedules: Map<string, Stripe.SubscriptionSchedule>;
  /** The customer pays; `async`: a payment-mode payment that settles later (see succeedAsyncPayment). */
  completeCheckout(sessionId: string, options?: { async?: boolean }): Stripe.Event[];
  succeedAsyncPayment(sessionId: string): Stripe.Event[];
  failAsyncPayment(sessionId: string): Stripe.Event[];
  expireCheckout(sessionId: string): Stripe.Event[];
  /** The period ends and is paid; schedule phases apply; a cancel_at_period_end subscription ends instead. */
  renew(subscriptionId: string): Stripe.Event[];
  /** The period ends and the payment is declined: open invoice, subscription past_due. */
  failRenewal(subscriptionId: string): Stripe.Event[];
  /** The open renewal invoice is paid after all: subscription active. */
  recoverPayment(subscriptionId: string): Stripe.Event[];
  /** customer.subscription.deleted for a subscription canceled through the API. */
  subscriptionDeletedEvent(subscriptionId: string): Stripe.Event[];
  /** The webhook request body and Stripe-Signature header Stripe would send for the event. */
  sign(event: Stripe.Event): { payload: string; header: string };
  close(): Promise<void>;
}

type Params = Record<string, unknown>;

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Stripe's form encoding (`a[b][0][c]=v`, `expand[0]=x`) as nested objects and arrays of strings. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('['); // 'a[b][0]' → ['a', 'b', '0']; 'a[]' → ['a', '']
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    let node = root;
    for (const [i, segment] of path.entries()) {
      // An empty segment appends, as `a[]=x` does in qs (which Stripe's server understands).
      const slot = segment === '' && Array.isArray(node) ? String(node.length) : segment;
      const next = path[i + 1];
      if (next === undefined) {
        node[slot] = value;
      } else {
        node[slot] ??= next === '' || /^\d+$/.test(next) ? [] : {};
        node = node[slot] as Params; // arrays too: `array['0'] = x` sets index 0
      }
    }
  }
  return root;
}

// Form values are strings; these read them as the types Stripe documents.
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const int = (value: unknown) =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : null;
const obj = (value: unknown): Params =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** Stripe's metadata update: keys merge, an empty value removes its key, an empty `metadata` clears all. */
const mergeMetadata = (current: Record<string, string> | null, update: unknown) =>
  update === ''
    ? {}
    : Object.fromEntries(
        Object.entries({ ...current, ...obj(update) })
          .filter(([, value]) => value !== '')
          .map(([key, value]) => [key, String(value)]),
      );

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; param?: string; code?: string },
  ) {
    super(error.message);
  }
}
const invalid = (message: string, param?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(param && { param }) });
const missing = (param: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
    param,
  });
/** An unknown id: 404 when it is the object asked for, 400 when a parameter names it. */
const noSuch = (what: string, id: string, param = 'id') =>
  new StripeApiError(param === 'id' ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  });

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

export async function startFakeStripe(
  options: { prices?: Record<string, FakePrice>; secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_atrium_fake_stripe';
  const webhookSecret = options.webhookSecret ?? 'whsec_atrium_fake_stripe';
  const state: FakeStripeState = {
    url: '',
    clock: { now: Math.floor(Date.now() / 1000) },
    prices: new Map(),
    customers: new Map(),
    checkoutSessions: new Map(),
    sessionExtras: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    schedules: new Map(),
  };
  for (const [id, price] of Object.entries(options.prices ?? {})) newPrice(state, id, price);
  const requests: FakeStripe['requests'] = [];
  /** Idempotency-Key → the request it came with and the first answer, replayed verbatim. */
  const replies = new Map<string, { request: string; body: string }>();

  const find = <T>(map: Map<string, T>, id: string, what: string): T => {
    const found = map.get(id);
    if (!found) throw noSuch(what, id);
    return found;
  };
  const stores: Array<Map<string, unknown>> = [
    state.customers,
    state.checkoutSessions,
    state.subscriptions,
    state.invoices,
    state.schedules,
    state.prices,
  ];

  /** `expand[]=latest_invoice`, `expand[]=subscription.latest_invoice`: ids become copies of the objects. */
  function expand(answer: object, paths: unknown): object {
    if (!Array.isArray(paths)) return answer;
    const copy = structuredClone(answer) as Params;
    for (const path of paths) {
      let node = copy;
      for (const key of String(path).split('.')) {
        const value = node[key];
        const found = typeof value === 'string' && stores.find((store) => store.has(value));
        if (found) node[key] = structuredClone(found.get(value as string));
        if (!node[key] || typeof node[key] !== 'object') break;
        node = node[key] as Params;
      }
    }
    return copy;
  }

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

  function expireSession(_: Params, id: string) {
    const session = find(state.checkoutSessions, id, 'checkout.session');
    if (session.status !== 'open') {
      throw invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
    }
    session.status = 'expired';
    return session;
  }

  const ID = '([A-Za-z0-9_]+)';
  const routes: Array<[string, RegExp, (p: Params, id: string) => object]> = [
    ['POST', /^\/v1\/customers$/, createCustomer],
    ['GET', RegExp(`^/v1/customers/${ID}$`), (_, id) => find(state.customers, id, 'customer')],
    ['GET', RegExp(`^/v1/prices/${ID}$`), (_, id) => find(state.prices, id, 'price')],
    ['POST', /^\/v1\/checkout\/sessions$/, createCheckoutSession],
    [
      'GET',
      RegExp(`^/v1/checkout/sessions/${ID}$`),
      (_, id) => find(state.checkoutSessions, id, 'checkout.session'),
    ],
    ['POST', RegExp(`^/v1/checkout/sessions/${ID}/expire$`), expireSession],
    ['POST', /^\/v1\/billing_portal\/sessions$/, createPortalSession],
    [
      'GET',
      RegExp(`^/v1/subscriptions/${ID}$`),
      (_, id) => find(state.subscriptions, id, 'subscription'),
    ],
    ['POST', RegExp(`^/v1/subscriptions/${ID}$`), updateSubscription],
    ['DELETE', RegExp(`^/v1/subscriptions/${ID}$`), deleteSubscription],
    ['POST', /^\/v1\/subscription_schedules$/, createSchedule],
    [
      'GET',
      RegExp(`^/v1/subscription_schedules/${ID}$`),
      (_, id) => find(state.schedules, id, 'subscription schedule'),
    ],
    ['POST', RegExp(`^/v1/subscription_schedules/${ID}$`), updateSchedule],
    ['POST', RegExp(`^/v1/subscription_schedules/${ID}/release$`), release],
    ['GET', RegExp(`^/v1/invoices/${ID}$`), (_, id) => find(state.invoices, id, 'invoice')],
  ];

  function answer(method: string, path: string, params: Params): object {
    for (const [routeMethod, pattern, handler] of routes) {
      const match = routeMethod === method ? pattern.exec(path) : null;
      if (match) return expand(handler(params, match[1] ?? ''), params.expand);
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    // The client sends GET and DELETE parameters in the query string, POST parameters in the body.
    const params = parseStripeForm(method === 'POST' ? raw : url.search.slice(1));
    requests.push({ method, path: url.pathname, body: params });
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        'stripe-version': API_VERSION,
        ...headers,
      });
      response.end(body);
    };

    // The hosted pages the session urls point at; a browser test can land there (paying is a driver call).
    const page = /^\/(checkout|portal)\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (method === 'GET' && page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><title>Fake Stripe</title><h1>Fake Stripe ${page[1]}</h1>
<p id="session">${page[2]}</p>`);
    }

    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${secretKey}`) {
      const message = authorization
        ? `Invalid API Key provided: ${authorization.replace(/^Bearer /, '').slice(0, 8)}****`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message } }));
    }

    // Stripe replays the first answer to a key, and refuses the key with other parameters.
    const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const replay = typeof key === 'string' ? replies.get(key) : undefined;
    if (typeof key === 'string' && replay) {
      if (replay.request === fingerprint) {
        return send(200, replay.body, { 'idempotency-key': key, 'idempotent-replayed': 'true' });
      }
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
    }

    try {
      const body = JSON.stringify(answer(method, url.pathname, params));
      // Like Stripe, only requests that ran are remembered: a key that met a validation error can be retried.
      if (typeof key === 'string') replies.set(key, { request: fingerprint, body });
      send(200, body, typeof key === 'string' ? { 'idempotency-key': key } : {});
    } catch (error) {
      if (error instanceof StripeApiError)
        return send(error.status, JSON.stringify({ error: error.error }));
      send(500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${port}`;

  return {
    url: state.url,
    port,
    secretKey,
    webhookSecret,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    clock: state.clock,
    requests,
    prices: state.prices,
    customers: state.customers,
    checkoutSessions: state.checkoutSessions,
    subscriptions: state.subscriptions,
    invoices: state.invoices,
    schedules: state.schedules,
    ...scenarioDrivers(state),
    sign(event) {
      const payload = JSON.stringify(event);
      // Signed at wall-clock time, not the fake clock: constructEvent compares the signature's timestamp
      // with Date.now() and refuses anything more than five minutes off.
      const timestamp = Math.floor(Date.now() / 1000);
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
        timestamp,
      });
      return { payload, header };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The client keeps connections alive; close would otherwise wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
