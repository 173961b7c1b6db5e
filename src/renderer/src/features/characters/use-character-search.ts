// The gallery's list: the first page of a search (asked again, the stale request aborted, whenever the words,
// the category or the viewer change), then more pages appended on request.
import { useCharacterPages, type CharacterSearch } from '../../queries/characters';
import { uniqueItems } from '../../queries/paged-lists';
import { viewStatus } from '../../queries/view-status';

export function useCharacterSearch(search: CharacterSearch) {
  const query = useCharacterPages(search);
  const pages = query.data?.pages;
  const items = uniqueItems(pages, (item) => item.id);
  const total = pages?.at(-1)?.total ?? 0;
  // A failed "show more" keeps the list and says so on its button; a failed search replaces the list.
  const moreFailed = query.isFetchNextPageError;
  const status = viewStatus(query);
  return {
    items: status === 'error' ? [] : items,
    total,
    status,
    more: query.isFetchingNextPage ? 'loading' : moreFailed ? 'error' : 'idle',
    hasMore: items.length < total,
    loadMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  };
}
