// Credits, prices, plans, orders and invitations. Amounts are hundredths of a credit; money is in cents. The
// billing contract loads with the first billing call: the first page of a visitor does not pay for it.
import type { billingApi } from '@shared/api/billing';
import type { RouteBody } from '@shared/api/http';
import type { PlanId, PriceQuery } from '@shared/billing/prices';
import { call } from './client';

const contract = () => import('@shared/api/billing').then((module) => module.billingApi);

export const billingService = {
  /** Silent: the header refreshes it in the background; pages show their own failure. */
  credits: async () => call((await contract()).credits, { silent: true }),
  expenses: async (page: number) =>
    call((await contract()).expenses, { query: { page }, silent: true }),
  price: async () => call((await contract()).price, { silent: true }),
  /** What one request would cost this user, and whether the balance covers it; the tools say it. */
  quote: async (query: PriceQuery) => call((await contract()).quote, { body: query, silent: true }),
  orders: async (page: number) =>
    call((await contract()).orders, { query: { page }, silent: true }),
  /** Silent: the return from Checkout polls it and says itself what it found. */
  order: async (sn: string) => call((await contract()).orderBySn, { query: { sn }, silent: true }),
  checkout: async (body: RouteBody<typeof billingApi.checkout>) =>
    call((await contract()).checkout, { body }),
  changePlan: async (plan: PlanId) => call((await contract()).changePlan, { body: { plan } }),
  cancel: async () => call((await contract()).cancel),
  portal: async () => call((await contract()).portal),
  invitation: async () => call((await contract()).invitation, { silent: true }),
};
