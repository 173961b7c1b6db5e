// How a list or panel shows a query: loading (nothing yet, or another request's answer kept on screen
// while this one comes), loaded, or failed with a Retry. A background refresh that fails keeps what is
// shown.
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';

export type ViewStatus = 'loading' | 'loaded' | 'error';

export function viewStatus(
  query: Pick<
    UseQueryResult | UseInfiniteQueryResult,
    'data' | 'isPlaceholderData' | 'isFetching' | 'isError'
  >,
): ViewStatus {
  if (query.data !== undefined && !query.isPlaceholderData) return 'loaded';
  if (query.isError && !query.isFetching) return 'error';
  return 'loading';
}
