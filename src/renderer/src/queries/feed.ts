// The feed as the pages read it: each list (newest, popular) an infinite query by cursor that keeps at most
// FEED_MAX_PAGES pages in the page (scrolling on drops the top pages, scrolling back up asks for them again),
// one item, and the notices with the header's unread count. Kept per account: what the reader likes differs.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FeedItem, FeedPage, FeedSort } from '@shared/api/feed';
import { feedService } from '../api/feed';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';

/** At most this many pages (of 10) are in the page at once: a long scroll never holds thousands of images. */
export const FEED_MAX_PAGES = 5;
/** How often the header asks for the unread count while the app is open. */
const NOTICE_POLL_MS = 60_000;

export const feedKeys = {
  all: (userId: string | undefined) => [...accountKey(userId), 'feed'] as const,
  list: (userId: string | undefined, sort: FeedSort) =>
    [...feedKeys.all(userId), 'list', sort] as const,
  item: (userId: string | undefined, id: string) => [...feedKeys.all(userId), 'item', id] as const,
  notices: (userId: string | undefined) => [...accountKey(userId), 'notices'] as const,
};

type PageParam = { cursor?: string; before?: string };

export function useFeed(sort: FeedSort) {
  const userId = useUserStore((state) => state.user?.id);
  return useInfiniteQuery({
    queryKey: feedKeys.list(userId, sort),
    queryFn: ({ pageParam, signal }) => feedService.list({ sort, ...pageParam }, signal),
    initialPageParam: {} as PageParam,
    getNextPageParam: (last: FeedPage): PageParam | undefined =>
      last.next ? { cursor: last.next } : undefined,
    getPreviousPageParam: (first: FeedPage): PageParam | undefined =>
      first.prev ? { before: first.prev } : undefined,
    maxPages: FEED_MAX_PAGES,
    // Asking every page again when the window comes back would move what the reader is looking at.
    refetchOnWindowFocus: false,
  });
}

export function useFeedItem(id: string | undefined) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: feedKeys.item(userId, id ?? ''),
    queryFn: () => feedService.item(id!),
    enabled: Boolean(id),
  });
}

/** Shows a like (or its undoing) wherever the item is on screen: at once, then as the server counted it. */
export function showLike(id: string, liked: boolean, likes: number): void {
  const patch = (item: FeedItem) => (item.id === id ? { ...item, liked, likes } : item);
  const userId = currentUserId();
  queryClient.setQueriesData<{ pages: FeedPage[] } | FeedItem>(
    { queryKey: feedKeys.all(userId) },
    (data) => {
      if (!data) return data;
      if ('pages' in data)
        return {
          ...data,
          pages: data.pages.map((page) => ({ ...page, list: page.list.map(patch) })),
        };
      return patch(data);
    },
  );
}

/** After publishing or taking an image out: the lists are asked again when next shown. */
export function refreshFeed(): void {
  void queryClient.invalidateQueries({ queryKey: feedKeys.all(currentUserId()) });
}

export function useNoticeCount() {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: [...feedKeys.notices(userId), 'count'],
    queryFn: () => feedService.noticeCount(),
    enabled: Boolean(userId),
    refetchInterval: NOTICE_POLL_MS,
  });
}

export function useNotices(enabled: boolean) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: [...feedKeys.notices(userId), 'list'],
    queryFn: () => feedService.notices(),
    enabled: Boolean(userId) && enabled,
  });
}

export async function readNotices(id?: string): Promise<void> {
  await feedService.readNotices(id);
  void queryClient.invalidateQueries({ queryKey: feedKeys.notices(currentUserId()) });
}
