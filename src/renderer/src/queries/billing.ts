// Prices, quotes, orders, the expense log and invitations. Prices are the same for everyone; the rest is the
// account's own (a quote too: it depends on the account's plan).
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { PriceQuery } from '@shared/billing/prices';
import { billingService } from '../api/billing';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';

export const billingKeys = {
  price: ['price'] as const,
  quote: (userId: string | undefined, query: PriceQuery | undefined) =>
    [...accountKey(userId), 'quote', query ?? null] as const,
  orders: (userId: string | undefined) => [...accountKey(userId), 'orders'] as const,
  expenses: (userId: string | undefined) => [...accountKey(userId), 'expenses'] as const,
  invitation: (userId: string | undefined) => [...accountKey(userId), 'invitation'] as const,
};

/** Plans, packs, the recharge rate, the free models and whether payments are configured. */
export function usePriceInfo() {
  return useQuery({ queryKey: billingKeys.price, queryFn: () => billingService.price() });
}

/** What one request would cost this user (hundredths); undefined while asked and after a failure. */
export function useQuote(query: PriceQuery | undefined) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: billingKeys.quote(userId, query),
    queryFn: () => billingService.quote(query as PriceQuery),
    enabled: query !== undefined,
    select: (quote) => quote.credits,
  });
}

export function useInvitation() {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: billingKeys.invitation(userId),
    queryFn: () => billingService.invitation(),
    enabled: Boolean(userId),
  });
}

export interface BillingPages {
  orders: Awaited<ReturnType<typeof billingService.orders>>;
  expenses: Awaited<ReturnType<typeof billingService.expenses>>;
}

/** One page of the orders or the expense log; the page shown stays while the next one comes. */
export function useBillingPage<L extends keyof BillingPages>(
  list: L,
  page: number,
): UseQueryResult<BillingPages[L]> {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery<BillingPages[L]>({
    queryKey: [...billingKeys[list](userId), page],
    queryFn: () => billingService[list](page) as Promise<BillingPages[L]>,
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}

/** A payment was confirmed: its order is worth asking for again. */
export function refreshOrders(): void {
  void queryClient.invalidateQueries({ queryKey: billingKeys.orders(currentUserId()) });
}
