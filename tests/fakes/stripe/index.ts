// A loopback Stripe: the v1 endpoints Atrium's billing calls, in Stripe's wire format, so the real `stripe`
// client talks to it unchanged with `new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`.
// Requests are form-encoded with bracket notation (`line_items[0][price]=…`, GET and DELETE in the query
// string); answers are JSON objects with `id` and `object`, shaped as API version 2026-10-28.endive (billing
// periods on subscription items, an invoice's subscription under `parent.subscription_details`); errors are
// Stripe's error bodies; the secret key and Idempotency-Key headers are honoured; `expand[]` expands ids of
// objects the fake holds. Parameters the fake does not model are accepted and ignored, but every request is
// kept in `requests`. What Stripe does on its own (a paid checkout, a renewal, a declined payment) the test
// drives with the scenario drivers of scenarios.ts, which return the webhook events Stripe would send;
// `sign` gives them their Stripe-Signature header. This file is the HTTP side (keys, idempotency, routing,
// `expand[]`); the endpoints are in checkout.ts and subscriptions.ts, the objects in objects.ts, the state in
// state.ts, the form encoding and error bodies in wire.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { checkoutEndpoints } from './checkout';
import { newPrice } from './objects';
import { scenarioDrivers } from './scenarios';
import { API_VERSION, newId, type FakePrice, type FakeStripeState } from './state';
import { subscriptionEndpoints } from './subscriptions';
import { StripeApiError, find, parseStripeForm, readBody, type Params } from './wire';

export type { FakePrice } from './state';
export { parseStripeForm } from './wire';

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

export async function startFakeStripe(
  options: {
    prices?: Record<string, FakePrice>;
    secretKey?: string;
    webhookSecret?: string;
    /** A fixed port (a server in another process is told it before the fake starts); any free one if unset. */
    port?: number;
  } = {},
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

  const { createCustomer, createCheckoutSession, createPortalSession, expireSession } =
    checkoutEndpoints(state);
  const { updateSubscription, deleteSubscription, createSchedule, updateSchedule, release } =
    subscriptionEndpoints(state);

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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
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
