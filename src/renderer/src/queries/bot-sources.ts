// A bot's knowledge sources, asked again every 1.5 s while one of them is still being read (and no longer once
// all are ready or failed), with how this server finds their passages; and a source's passages a page at a
// time. A change asks again for the list, the bot (its counts) and the bots list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SOURCE_LIMITS,
  type KnowledgeSearch,
  type SourceQuote,
  type SourceView,
} from '@shared/api/bot-sources';
import { botSourcesService } from '../api/bot-sources';
import { queryClient } from '../app/query-client';
import { useDebouncedValue } from '../components/use-debounced-value';
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
  quote: (userId: string | undefined, text: string) =>
    [...sourceKeys.all(userId), 'quote', text] as const,
};

/** A pasted text is priced once its writer pauses this long: one request per pause, not per key. */
export const QUOTE_PAUSE_MS = 700;

export const isWorking = (source: SourceView) =>
  source.status === 'queued' || source.status === 'processing';

type SourceList = Awaited<ReturnType<typeof botSourcesService.list>>;

/** The list and how passages are found come in one answer: each reader takes its part of it. */
function useSourceList<T>(botId: string, select: (data: SourceList) => T) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: sourceKeys.list(userId, botId),
    queryFn: () => botSourcesService.list(botId),
    enabled: Boolean(userId),
    select,
    refetchInterval: (query) => (query.state.data?.list.some(isWorking) ? WORKING_POLL_MS : false),
  });
}

const listOf = (data: SourceList) => data.list;
const searchOf = (data: SourceList): KnowledgeSearch => data.search;

export const useSources = (botId: string) => useSourceList(botId, listOf);

/** By keywords only, or also by meaning and at what price (undefined while it loads). */
export const useKnowledgeSearch = (botId: string) => useSourceList(botId, searchOf).data;

/** A price on its way, come, or that could not be had. */
export type QuoteState =
  { state: 'counting' } | { state: 'quoted'; quote: SourceQuote } | { state: 'failed' };

/**
 * What preparing a pasted text for search by meaning would cost, once its writer pauses (`enabled` where it
 * costs credits): being worked out while the text changes, never an earlier text's figure. Undefined when
 * nothing is priced (disabled, empty, or beyond the limit).
 */
export function useTextQuote(text: string, enabled: boolean): QuoteState | undefined {
  const userId = useUserStore((state) => state.user?.id);
  const paused = useDebouncedValue(text, QUOTE_PAUSE_MS);
  const wanted = enabled && text.trim().length > 0 && text.trim().length <= SOURCE_LIMITS.text;
  const quote = useQuery({
    queryKey: sourceKeys.quote(userId, paused),
    queryFn: ({ signal }) => botSourcesService.quote({ kind: 'text', text: paused }, signal),
    enabled: Boolean(userId) && wanted && paused === text,
    // Texts may be long and each pause makes a new one: none is kept once it is not shown.
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (!wanted) return undefined;
  if (quote.isError) return { state: 'failed' };
  return quote.data && paused === text
    ? { state: 'quoted', quote: quote.data }
    : { state: 'counting' };
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
