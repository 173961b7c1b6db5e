// The signed-in user's credits: balance, buckets and plan. Asked once there is a user, again when the window
// comes back (at most every 5 s) and after anything that changes it; dropped on sign-out with the account.
import { useQuery } from '@tanstack/react-query';
import type { CreditsSummary } from '@shared/api/billing';
import { billingService } from '../api/billing';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';
import { billingKeys } from './billing';

export const creditKeys = {
  summary: (userId: string | undefined) => [...accountKey(userId), 'credits'] as const,
};

/** `fresh`: asked again on arrival whatever was last loaded (the billing page shows the balance as it is). */
export function useCredits(options: { fresh?: boolean } = {}) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: creditKeys.summary(userId),
    queryFn: () => billingService.credits(),
    enabled: Boolean(userId),
    refetchOnMount: options.fresh ? 'always' : true,
  });
}

/**
 * After a spend, a payment or anything else that moves the balance: the balance and the log of its movements
 * (the expense log's newest row is the balance), so neither shows an old number beside the other.
 */
export function refreshCredits(): void {
  const userId = currentUserId();
  void queryClient.invalidateQueries({ queryKey: creditKeys.summary(userId) });
  void queryClient.invalidateQueries({ queryKey: billingKeys.expenses(userId) });
}

/** A call that answers the summary (change plan, cancel) saves a request. */
export function setCredits(summary: CreditsSummary): void {
  queryClient.setQueryData(creditKeys.summary(currentUserId()), summary);
}
