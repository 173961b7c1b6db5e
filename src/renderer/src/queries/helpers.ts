// App Tools: the featured templates, the list by category and search, one template, and the account's past
// answers of a template. Templates are the same for everyone (in the request's language).
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { HelperCategory, HelperInfo } from '@shared/api/helper';
import { helperService } from '../api/helper';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';
import { nextPage } from './paged-lists';

export const helperKeys = {
  featured: ['helpers', 'featured'] as const,
  list: (q: string, category: HelperCategory | undefined) =>
    ['helpers', 'list', { q, category }] as const,
  info: (id: string) => ['helpers', 'info', id] as const,
  history: (userId: string | undefined, helperId: string) =>
    [...accountKey(userId), 'helper-history', helperId] as const,
};

export function useFeaturedHelpers() {
  return useQuery({ queryKey: helperKeys.featured, queryFn: () => helperService.home() });
}

/** The list for a search and category; the last list stays on screen while the next one comes. */
export function useHelperList(q: string, category: HelperCategory | undefined) {
  return useQuery({
    queryKey: helperKeys.list(q, category),
    queryFn: ({ signal }) => helperService.list({ q: q || undefined, category }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHelperInfo(id: string) {
  return useQuery({
    queryKey: helperKeys.info(id),
    queryFn: () => helperService.info(id),
    enabled: Boolean(id),
  });
}

/** A template answered under another id (its translation) is known under that id too. */
export function rememberHelper(info: HelperInfo): void {
  queryClient.setQueryData(helperKeys.info(info.id), info);
}

/** The account's answers of a template, newest first, a page at a time. */
export function useHelperHistory(helperId: string) {
  const userId = useUserStore((state) => state.user?.id);
  return useInfiniteQuery({
    queryKey: helperKeys.history(userId, helperId),
    queryFn: ({ pageParam }) => helperService.history(helperId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(userId),
  });
}

/** A new answer was written: the history is asked again from its first page. */
export function refreshHelperHistory(helperId: string): void {
  void queryClient.invalidateQueries({ queryKey: helperKeys.history(currentUserId(), helperId) });
}
