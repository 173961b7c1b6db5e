// The chat's lists: the account's conversations (by title), messages found by a search or starred, what a
// long message would cost, and a conversation someone shared (the same for everyone). The conversation on
// screen is not here: its answers arrive as a stream and live in the chat store.
import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import type { ConversationInfo } from '@shared/api/chat';
import { chatService } from '../api/chat';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';
import { nextPage, type Page } from './paged-lists';

export const CONVERSATIONS_PAGE_SIZE = 30;

export const chatKeys = {
  all: (userId: string | undefined) => [...accountKey(userId), 'chat'] as const,
  conversations: (userId: string | undefined, q?: string) =>
    [...chatKeys.all(userId), 'conversations', ...(q === undefined ? [] : [q])] as const,
  hits: (userId: string | undefined, q: string | undefined) =>
    [...chatKeys.all(userId), q === undefined ? 'starred' : 'search', q ?? ''] as const,
  /** `scope`: the model, conversation and images the text is priced with. */
  count: (userId: string | undefined, scope: string, text: string) =>
    [...chatKeys.all(userId), 'count', scope, text] as const,
  shared: (id: string) => ['shared-conversation', id] as const,
};

/** The account's conversations, latest first, narrowed to titles matching `q`. */
export function useConversations(q: string) {
  const userId = useUserStore((state) => state.user?.id);
  return useInfiniteQuery({
    queryKey: chatKeys.conversations(userId, q),
    queryFn: ({ pageParam }) =>
      chatService.list({ page: pageParam, pageSize: CONVERSATIONS_PAGE_SIZE, q: q || undefined }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });
}

/** An answer reorders the conversations (and may have made one): every list is asked again. */
export function refreshConversations(): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(currentUserId()) });
}

/** A conversation was deleted: it leaves every list at once. */
export function forgetConversation(id: string): void {
  queryClient.setQueriesData<InfiniteData<Page<ConversationInfo>>>(
    { queryKey: chatKeys.conversations(currentUserId()) },
    (data) => {
      if (!data?.pages.some((page) => page.list.some((item) => item.id === id))) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          list: page.list.filter((item) => item.id !== id),
          total: page.total - 1,
        })),
      };
    },
  );
}

/**
 * A conversation changed (renamed, new settings): every list shows it at once, in its place; lists filtered
 * by title are asked again, since the new title may no longer match (or now match).
 */
export function putConversation(info: ConversationInfo): void {
  const key = chatKeys.conversations(currentUserId());
  queryClient.setQueriesData<InfiniteData<Page<ConversationInfo>>>({ queryKey: key }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            list: page.list.map((item) => (item.id === info.id ? info : item)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({
    queryKey: key,
    // The unfiltered list is keyed by '' (useConversations): only searches are asked again.
    predicate: (query) => Boolean(query.queryKey[key.length]),
  });
}

/** Messages whose text matches `q`, or the starred ones when `q` is undefined. */
export function useMessageHits(q: string | undefined) {
  const userId = useUserStore((state) => state.user?.id);
  return useInfiniteQuery({
    queryKey: chatKeys.hits(userId, q),
    queryFn: ({ pageParam }) =>
      q === undefined ? chatService.starred(pageParam) : chatService.search(q, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useSharedConversation(id: string) {
  return useQuery({
    queryKey: chatKeys.shared(id),
    queryFn: () => chatService.shared(id),
    enabled: Boolean(id),
  });
}
