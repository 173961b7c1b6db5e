// Characters: the categories (the same for everyone, in the request's language), the gallery's search and a
// character's details (which depend on who asks: their own private ones are included), the account's own
// characters and the ones it has talked to.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { rolesService } from '../api/roles';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';
import { nextPage } from './paged-lists';

export const characterKeys = {
  categories: ['characters', 'categories'] as const,
  all: (userId: string | undefined) => [...accountKey(userId), 'characters'] as const,
  search: (userId: string | undefined, search: CharacterSearch) =>
    [...characterKeys.all(userId), 'search', search] as const,
  mine: (userId: string | undefined) => [...characterKeys.all(userId), 'mine'] as const,
  talked: (userId: string | undefined, count: number) =>
    [...characterKeys.all(userId), 'talked', count] as const,
  info: (userId: string | undefined, id: string) =>
    [...characterKeys.all(userId), 'info', id] as const,
};

export interface CharacterSearch {
  q: string;
  categoryId: string;
  pageSize: number;
}

export function useCategories() {
  return useQuery({
    queryKey: characterKeys.categories,
    queryFn: () => rolesService.categories(),
  });
}

/** The gallery: a search's pages, more appended on request; the last list stays while the next comes. */
export function useCharacterPages(search: CharacterSearch) {
  const userId = useUserStore((state) => state.user?.id);
  return useInfiniteQuery({
    queryKey: characterKeys.search(userId, search),
    queryFn: ({ pageParam, signal }) =>
      rolesService.search(
        {
          q: search.q,
          categoryId: search.categoryId || undefined,
          page: pageParam,
          pageSize: search.pageSize,
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });
}

/** The account's own characters, the first `count` of them (more pages ask for a larger first one); only
 * a signed-in user's page shows them. */
export function useMyCharacters(count: number) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: [...characterKeys.mine(userId), count],
    queryFn: () => rolesService.mine(1, count),
    placeholderData: keepPreviousData,
  });
}

/** A character was made, changed or deleted: the account's own list is asked again. */
export function refreshMyCharacters(): void {
  void queryClient.invalidateQueries({ queryKey: characterKeys.mine(currentUserId()) });
}

/** The characters the account has talked to, latest first, with the latest conversation of each. */
export function useTalkedCharacters(count: number) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: characterKeys.talked(userId, count),
    queryFn: () => rolesService.users(1, count),
  });
}

/** One character (public, or the account's own), through the cache. */
export function fetchCharacter(id: string) {
  return queryClient.fetchQuery({
    queryKey: characterKeys.info(currentUserId(), id),
    queryFn: () => rolesService.info(id),
  });
}
