// The credits, plans, orders and invitations families. Amounts of credits are
// integers in hundredths; money is in cents of `currency`.
import * as z from 'zod/mini';
import { defineRoute, pageData, pageQuery } from './http';
import { BUCKETS } from '../billing/credits';
import { expense } from './expense-log';
import { MJ_ACTIONS, PLAN_IDS, TOOL_PRICE_KEYS, priceTableSchema } from '../billing/prices';

export {
  EXPENSE_KINDS,
  EXPIRY_CAUSES,
  expense,
  type Expense,
  type ExpenseKind,
} from './expense-log';

const hundredths = z.int();
const time = z.string();

export const creditsSummary = z.object({
  /** Spendable now (held credits are not). */
  total: hundredths,
  /** Reserved for work in progress. */
  held: hundredths,
  buckets: z.array(
    z.object({
      bucket: z.enum(BUCKETS),
      amount: hundredths,
      /** When these credits end; null for credits that never expire. */
      expiresAt: z.nullable(time),
    }),
  ),
  plan: z.nullable(
    z.object({
      id: z.enum(PLAN_IDS),
      status: z.enum(['active', 'past_due', 'canceled']),
      /** The paid period ends (and, unless canceled, renews) at this time. */
      periodEnd: time,
      /** The plan taking over at `periodEnd` after a change. */
      nextPlan: z.nullable(z.enum(PLAN_IDS)),
    }),
  ),
  /** The account may use every model (an active or paid-through plan). */
  subscribed: z.boolean(),
});
export type CreditsSummary = z.infer<typeof creditsSummary>;

export const priceQuery = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chat'),
    model: z.string().check(z.maxLength(100)),
    inputTokens: z.int().check(z.gte(0), z.lte(10_000_000)),
    outputTokens: z.int().check(z.gte(0), z.lte(1_000_000)),
  }),
  z.object({
    kind: z.literal('image'),
    model: z.string().check(z.maxLength(100)),
    size: z.string().check(z.maxLength(20)),
    quality: z.string().check(z.maxLength(20)),
    count: z.int().check(z.gte(1), z.lte(10)),
  }),
  z.object({ kind: z.literal('midjourney'), action: z.enum(MJ_ACTIONS) }),
  z.object({
    kind: z.literal('upscale'),
    width: z.int().check(z.gte(1), z.lte(20_000)),
    height: z.int().check(z.gte(1), z.lte(20_000)),
    scale: z.number().check(z.gte(1), z.lte(10)),
  }),
  z.object({
    kind: z.literal('tool'),
    tool: z.enum(TOOL_PRICE_KEYS),
    count: z.int().check(z.gte(1), z.lte(10)),
  }),
  z.object({
    kind: z.literal('embeddings'),
    model: z.string().check(z.maxLength(100)),
    tokens: z.int().check(z.gte(0), z.lte(10_000_000)),
  }),
]);

export const quote = z.object({
  credits: hundredths,
  /** A free account may not use this model; upgrading unlocks it. */
  locked: z.boolean(),
  /** The user's spendable credits cover it. */
  affordable: z.boolean(),
});

export const planInfo = z.object({
  id: z.enum(PLAN_IDS),
  monthlyPrice: z.int(),
  credits: hundredths,
  estimate: z.object({ chatWords: z.int(), images: z.int(), upscales: z.int() }),
});

export const priceInfo = z.object({
  currency: z.string(),
  plans: z.array(planInfo),
  topupPacks: priceTableSchema.shape.topupPacks,
  recharge: priceTableSchema.shape.recharge,
  topupValidMonths: z.int(),
  signupCredits: hundredths,
  freeModels: z.array(z.string()),
  table: priceTableSchema,
  /** Payments are configured on this server (Stripe keys and plan prices). */
  paymentsEnabled: z.boolean(),
});
export type PriceInfo = z.infer<typeof priceInfo>;

export const ORDER_KINDS = ['subscription', 'topup', 'recharge'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'failed'] as const;
export const order = z.object({
  sn: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  plan: z.nullable(z.enum(PLAN_IDS)),
  credits: hundredths,
  amount: z.int(),
  currency: z.string(),
  createdAt: time,
  paidAt: z.nullable(time),
});
export type Order = z.infer<typeof order>;

export const checkoutBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subscription'), plan: z.enum(PLAN_IDS) }),
  z.object({ kind: z.literal('topup'), pack: z.string().check(z.maxLength(40)) }),
  z.object({
    kind: z.literal('recharge'),
    /** Cents to pay. */
    amount: z.int().check(z.gte(1), z.lte(10_000_000)),
  }),
]);

export const invitation = z.object({
  code: z.string(),
  reward: hundredths,
  invitees: z.array(
    z.object({
      name: z.string(),
      joinedAt: time,
      /** Set once their first payment earned the reward. */
      rewardedAt: z.nullable(time),
    }),
  ),
  earned: hundredths,
});
export type Invitation = z.infer<typeof invitation>;

const redirect = z.object({ url: z.string() });

const ordersRoute = defineRoute({
  method: 'GET',
  path: '/api/order',
  query: pageQuery,
  data: pageData(order),
  auth: true,
});

const orderBySnRoute = defineRoute({
  method: 'GET',
  path: '/api/ordersn',
  query: z.object({ sn: z.string().check(z.minLength(1), z.maxLength(40)) }),
  data: order,
  auth: true,
});

export const billingApi = {
  credits: defineRoute({
    method: 'GET',
    path: '/api/user/credits',
    data: creditsSummary,
    auth: true,
  }),
  /** The expense log: every movement of the account's credits, newest first, with the balance after each. */
  expenses: defineRoute({
    method: 'GET',
    path: '/api/used/list',
    query: pageQuery,
    data: pageData(expense),
    auth: true,
  }),
  price: defineRoute({ method: 'GET', path: '/api/price', data: priceInfo, auth: false }),
  quote: defineRoute({
    method: 'POST',
    path: '/api/price/quote',
    body: priceQuery,
    data: quote,
    auth: true,
  }),
  orders: ordersRoute,
  orderBySn: orderBySnRoute,
  /** The Tokens family's names for the same orders. */
  tokenOrders: { ...ordersRoute, path: '/api/token/order' },
  tokenOrderBySn: { ...orderBySnRoute, path: '/api/token/ordersn' },
  checkout: defineRoute({
    method: 'POST',
    path: '/api/billing/checkout',
    body: checkoutBody,
    data: z.object({ url: z.string(), sn: z.string() }),
    auth: true,
  }),
  changePlan: defineRoute({
    method: 'POST',
    path: '/api/billing/change-plan',
    body: z.object({ plan: z.enum(PLAN_IDS) }),
    data: creditsSummary,
    auth: true,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/billing/cancel',
    data: creditsSummary,
    auth: true,
  }),
  portal: defineRoute({ method: 'POST', path: '/api/billing/portal', data: redirect, auth: true }),
  invitation: defineRoute({
    method: 'GET',
    path: '/api/invite',
    data: invitation,
    auth: true,
  }),
} as const;

export const ledgerEntry = z.object({
  id: z.string(),
  type: z.string(),
  bucket: z.enum(BUCKETS),
  amount: z.int(),
  reason: z.nullable(z.string()),
  actor: z.nullable(z.string()),
  createdAt: time,
});

const adminAdjust = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(254)),
  /** Hundredths, positive. */
  amount: z.int().check(z.gte(1), z.lte(100_000_000)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export const adminBillingApi = {
  grant: defineRoute({
    method: 'POST',
    path: '/api/admin/credits/grant',
    body: adminAdjust,
    data: creditsSummary,
    auth: 'admin',
  }),
  deduct: defineRoute({
    method: 'POST',
    path: '/api/admin/credits/deduct',
    body: adminAdjust,
    data: creditsSummary,
    auth: 'admin',
  }),
  ledger: defineRoute({
    method: 'GET',
    path: '/api/admin/credits/ledger',
    query: z.object({ email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)) }),
    data: z.object({
      balance: hundredths,
      /** The balance by bucket with expiries, what is held, and the plan. */
      summary: creditsSummary,
      entries: z.array(ledgerEntry),
    }),
    auth: 'admin',
  }),
} as const;
