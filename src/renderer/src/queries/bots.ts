// The account's own bots: the list (newest change first, more pages on request) and each bot's page. A save
// puts the server's answer in the cache at once; the list is asked again after any change.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BotView } from '@shared/api/bots';
import { botsService } from '../api/bots';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';
import { nextPage } from './paged-lists';

export const BOTS_PAGE_SIZE = 12;

export const botKeys = {
  all: (userId: string | undefined) => [...accountKey(userId), 'bots'] as const,
  list: (userId: string | undefined) => [...botKeys.all(userId), 'list'] as const,
  info: (userId: string | undefined, id: string) => [...botKeys.all(userId), 'info', id] as const,
};

export function useBotPages() {
  const userId = useUserStore((state) => state.user?.id);
  return useInfiniteQuery({
    queryKey: botKeys.list(userId),
    queryFn: ({ pageParam }) => botsService.list(pageParam, BOTS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(userId),
  });
}

export function useBot(id: string | undefined) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: botKeys.info(userId, id ?? ''),
    queryFn: () => botsService.info(id!),
    enabled: Boolean(userId && id),
  });
}

/** A bot was saved: its page shows the server's answer, and the list is asked again. */
export function botSaved(bot: BotView): void {
  const userId = currentUserId();
  queryClient.setQueryData(botKeys.info(userId, bot.id), bot);
  void queryClient.invalidateQueries({ queryKey: botKeys.list(userId) });
}

/** A bot was deleted: its page is forgotten and the list is asked again. */
export function botDeleted(id: string): void {
  const userId = currentUserId();
  queryClient.removeQueries({ queryKey: botKeys.info(userId, id) });
  void queryClient.invalidateQueries({ queryKey: botKeys.list(userId) });
}
