// A bot's knowledge sources, asked again every 1.5 s while one of them is still being read (and no longer once
// all are ready or failed), and a source's passages a page at a time. A change asks again for the list, the
// bot (its counts) and the bots list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SourceView } from '@shared/api/bot-sources';
import { botSourcesService } from '../api/bot-sources';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { currentUserId } from './account';
import { botKeys } from './bots';

export const CHUNKS_PAGE_SIZE = 20;
const WORKING_POLL_MS = 1500;

export const sourceKeys = {
  all: (userId: string | undefined) => [...botKeys.all(userId), 'sources'] as const,
  list: (userId: string | undefined, botId: string) =>
    [...sourceKeys.all(userId), 'list', botId] as const,
  chunks: (userId: string | undefined, sourceId: string) =>
    [...sourceKeys.all(userId), 'chunks', sourceId] as const,
};

export const isWorking = (source: SourceView) =>
  source.status === 'queued' || source.status === 'processing';

export function useSources(botId: string) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: sourceKeys.list(userId, botId),
    queryFn: () => botSourcesService.list(botId),
    enabled: Boolean(userId),
    refetchInterval: (query) => (query.state.data?.some(isWorking) ? WORKING_POLL_MS : false),
  });
}

export function useChunks(sourceId: string, page: number) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: [...sourceKeys.chunks(userId, sourceId), page],
    queryFn: () => botSourcesService.chunks(sourceId, page, CHUNKS_PAGE_SIZE),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}

/** A source was added, read again or deleted: the list, the bot's counts and the bots list are asked again. */
export function sourcesChanged(botId: string): Promise<void> {
  const userId = currentUserId();
  void queryClient.invalidateQueries({ queryKey: botKeys.info(userId, botId) });
  void queryClient.invalidateQueries({ queryKey: botKeys.list(userId) });
  return queryClient.invalidateQueries({ queryKey: sourceKeys.list(userId, botId) });
}

/** A passage was deleted: its source's passages and counts are asked again. */
export function chunkRemoved(botId: string, sourceId: string): Promise<void> {
  const userId = currentUserId();
  void queryClient.invalidateQueries({ queryKey: sourceKeys.chunks(userId, sourceId) });
  return sourcesChanged(botId);
}
