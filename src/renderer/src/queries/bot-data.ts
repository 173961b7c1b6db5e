// A bot's data for the period shown and its orders a page at a time. Both are asked again when the tab is
// shown again (a test chat in between adds to them), keeping what is on screen until the new answer.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { botDataService } from '../api/bot-data';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { currentUserId } from './account';
import { botKeys } from './bots';

export const BOT_ORDERS_PAGE_SIZE = 10;

const keys = {
  data: (userId: string | undefined, botId: string, days: number) =>
    [...botKeys.all(userId), 'data', botId, days] as const,
  orders: (userId: string | undefined, botId: string, page: number) =>
    [...botKeys.all(userId), 'orders', botId, page] as const,
};

export function useBotData(botId: string, days: number) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: keys.data(userId, botId, days),
    queryFn: () => botDataService.data(botId, days),
    placeholderData: keepPreviousData,
    enabled: Boolean(userId),
    refetchOnMount: 'always',
  });
}

export function useBotOrders(botId: string, page: number) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: keys.orders(userId, botId, page),
    queryFn: () => botDataService.orders(botId, page, BOT_ORDERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: Boolean(userId),
    refetchOnMount: 'always',
  });
}

/** An answer or a removal changed what the bot's data and orders say: both are asked again. */
export async function botActivityChanged(botId: string): Promise<void> {
  const all = botKeys.all(currentUserId());
  await Promise.all(
    (['data', 'orders'] as const).map((part) =>
      queryClient.invalidateQueries({ queryKey: [...all, part, botId] }),
    ),
  );
}
