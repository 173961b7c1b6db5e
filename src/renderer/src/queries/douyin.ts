// Douyin auto-reply, kept per signed-in account: the connected accounts, each account's rules and videos,
// the received comments and messages (a page at a time, by their filters) and today's replies. A change puts
// the server's answer in the cache at once and asks again for what it may have moved.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DouyinAccount, DouyinRule } from '@shared/api/douyin';
import { douyinService, type DouyinDataQuery } from '../api/douyin';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';

export const DOUYIN_PAGE_SIZE = 10;

export const douyinKeys = {
  all: (userId: string | undefined) => [...accountKey(userId), 'douyin'] as const,
  accounts: (userId: string | undefined) => [...douyinKeys.all(userId), 'accounts'] as const,
  rules: (userId: string | undefined, accountId: string) =>
    [...douyinKeys.all(userId), 'rules', accountId] as const,
  videos: (userId: string | undefined, accountId: string) =>
    [...douyinKeys.all(userId), 'videos', accountId] as const,
  data: (userId: string | undefined, query?: DouyinDataQuery) =>
    [...douyinKeys.all(userId), 'data', ...(query ? [query] : [])] as const,
  today: (userId: string | undefined, accountId?: string) =>
    [...douyinKeys.all(userId), 'today', accountId ?? null] as const,
};

const useUserId = () => useUserStore((state) => state.user?.id);

export function useDouyinAccounts() {
  const userId = useUserId();
  return useQuery({
    queryKey: douyinKeys.accounts(userId),
    queryFn: douyinService.accounts,
    enabled: Boolean(userId),
  });
}

export function useDouyinRules(accountId: string | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: douyinKeys.rules(userId, accountId ?? ''),
    queryFn: () => douyinService.rules(accountId!),
    enabled: Boolean(userId && accountId),
  });
}

/** The account's videos, newest first, more on request (the platform pages by a cursor). */
export function useDouyinVideos(accountId: string) {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: douyinKeys.videos(userId, accountId),
    queryFn: ({ pageParam }) => douyinService.videos(accountId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.cursor : undefined),
    enabled: Boolean(userId),
  });
}

/** One page of received comments and messages; the page shown stays while the next one comes. */
export function useDouyinData(query: DouyinDataQuery) {
  const userId = useUserId();
  return useQuery({
    queryKey: douyinKeys.data(userId, query),
    queryFn: () => douyinService.data(query),
    placeholderData: keepPreviousData,
    enabled: Boolean(userId),
  });
}

export function useDouyinToday(accountId: string | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: douyinKeys.today(userId, accountId),
    queryFn: () => douyinService.repliesToday(accountId),
    enabled: Boolean(userId),
  });
}

/** An account changed (paused, resumed, its settings saved): the list shows the server's answer. */
export function douyinAccountSaved(account: DouyinAccount): void {
  queryClient.setQueryData<{ configured: boolean; accounts: DouyinAccount[] }>(
    douyinKeys.accounts(currentUserId()),
    (old) =>
      old && {
        ...old,
        accounts: old.accounts.map((item) => (item.id === account.id ? account : item)),
      },
  );
}

/** An account was disconnected: everything kept about it goes. */
export function douyinAccountRemoved(): void {
  void queryClient.invalidateQueries({ queryKey: douyinKeys.all(currentUserId()) });
}

/**
 * A rule was saved or switched: its account's list shows it, and the list is asked again (its order), as are
 * the accounts (a stopped rule turned on again no longer counts as stopped).
 */
export function douyinRuleSaved(rule: DouyinRule): void {
  const key = douyinKeys.rules(currentUserId(), rule.accountId);
  queryClient.setQueryData<{ list: DouyinRule[] }>(
    key,
    (old) =>
      old && {
        list: old.list.some((item) => item.id === rule.id)
          ? old.list.map((item) => (item.id === rule.id ? rule : item))
          : [...old.list, rule],
      },
  );
  void queryClient.invalidateQueries({ queryKey: key });
  void queryClient.invalidateQueries({ queryKey: douyinKeys.accounts(currentUserId()) });
}

export function douyinRuleRemoved(accountId: string): void {
  void queryClient.invalidateQueries({ queryKey: douyinKeys.rules(currentUserId(), accountId) });
  void queryClient.invalidateQueries({ queryKey: douyinKeys.accounts(currentUserId()) });
}

/** A pending reply was approved or rejected: the data and today's replies are asked again. */
export function douyinEventDecided(): void {
  const userId = currentUserId();
  void queryClient.invalidateQueries({ queryKey: douyinKeys.data(userId) });
  void queryClient.invalidateQueries({ queryKey: [...douyinKeys.all(userId), 'today'] });
  void queryClient.invalidateQueries({ queryKey: douyinKeys.accounts(userId) });
}
