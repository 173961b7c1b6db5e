// A bot's conversations, the owner's test chats or its visitors', latest first, a page at a time; asked again
// after each answer and after a deletion.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BotChatWho } from '@shared/api/bot-chat';
import { botChatService } from '../api/bot-chat';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { currentUserId } from './account';
import { botActivityChanged } from './bot-data';
import { botKeys } from './bots';
import { nextPage } from './paged-lists';

export const BOT_CHATS_PAGE_SIZE = 20;

export const botChatKeys = {
  /** Both lists of a bot: what a change to its conversations makes stale. */
  all: (userId: string | undefined, botId: string) =>
    [...botKeys.all(userId), 'chats', botId] as const,
  list: (userId: string | undefined, botId: string, who: BotChatWho) =>
    [...botChatKeys.all(userId, botId), who] as const,
};

export function useBotConversations(botId: string, who: BotChatWho) {
  const userId = useUserStore((state) => state.user?.id);
  return useInfiniteQuery({
    queryKey: botChatKeys.list(userId, botId, who),
    queryFn: ({ pageParam }) => botChatService.list(botId, who, pageParam, BOT_CHATS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(userId),
  });
}

/** Also the bot's data and orders: a new answer or a removed conversation changes them. */
export async function botConversationsChanged(botId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: botChatKeys.all(currentUserId(), botId) }),
    botActivityChanged(botId),
  ]);
}
