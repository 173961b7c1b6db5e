// My creations: the images of every tool by cursor (ten at a time, filtered by tool and model), and the
// filters' choices; asked again after an image is published, taken out or removed.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ToolId } from '@shared/tools/nav';
import { creationsService } from '../api/creations';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';

export interface CreationsFilter {
  kind?: ToolId;
  model?: string;
}

const creationKeys = {
  all: (userId: string | undefined) => [...accountKey(userId), 'creations'] as const,
};

export function useCreations(filter: CreationsFilter) {
  const userId = useUserStore((state) => state.user?.id);
  return useInfiniteQuery({
    queryKey: [...creationKeys.all(userId), 'list', filter.kind ?? null, filter.model ?? null],
    queryFn: ({ pageParam, signal }) =>
      creationsService.list({ ...filter, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
    enabled: Boolean(userId),
  });
}

export function useCreationFacets() {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: [...creationKeys.all(userId), 'facets'],
    queryFn: () => creationsService.facets(),
    enabled: Boolean(userId),
  });
}

export function refreshCreations(): void {
  void queryClient.invalidateQueries({ queryKey: creationKeys.all(currentUserId()) });
}
