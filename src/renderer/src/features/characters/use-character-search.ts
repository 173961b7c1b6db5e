// The gallery's list: the first page of a search (loaded again, the stale request aborted, whenever the
// words, the category or the viewer change), then more pages appended on request.
import { useCallback, useMemo, useState } from 'react';
import type { CharacterInfo, CharactersPage } from '@shared/api/roles';
import { rolesService } from '../../api/roles';
import { useRemote } from '../../hooks/use-remote';

interface Extra {
  /** The first page these were appended to. */
  base?: CharactersPage;
  items: CharacterInfo[];
  page: number;
  total?: number;
  state: 'idle' | 'loading' | 'error';
}

export function useCharacterSearch(
  options: { q: string; categoryId: string; pageSize: number },
  /** Anything else that changes the answer: the language and who is signed in. */
  viewerKey: string,
) {
  const { q, categoryId, pageSize } = options;
  const fetchPage = useCallback(
    (page: number, signal?: AbortSignal) =>
      rolesService.search({ q, categoryId: categoryId || undefined, page, pageSize }, signal),
    [q, categoryId, pageSize],
  );
  const first = useRemote(
    JSON.stringify([q, categoryId, pageSize, viewerKey]),
    useCallback((signal: AbortSignal) => fetchPage(1, signal), [fetchPage]),
  );
  const [extra, setExtra] = useState<Extra>({ items: [], page: 1, state: 'idle' });
  // Pages appended to an earlier first page do not belong to this one.
  const more = useMemo<Extra>(
    () =>
      extra.base === first.data ? extra : { items: [], page: 1, state: 'idle', base: first.data },
    [extra, first.data],
  );

  const base = first.data;
  const items = [...(base?.list ?? []), ...more.items];
  const total = more.total ?? base?.total ?? 0;

  const loadMore = useCallback(() => {
    if (!base || more.state === 'loading') return;
    setExtra({ ...more, base, state: 'loading' });
    fetchPage(more.page + 1).then(
      (result) =>
        setExtra((old) => {
          if (old.base !== base) return old;
          // A character created meanwhile shifts the pages: never show one twice.
          const seen = new Set([...base.list, ...old.items].map((item) => item.id));
          return {
            base,
            items: [...old.items, ...result.list.filter((item) => !seen.has(item.id))],
            page: result.page,
            total: result.total,
            state: 'idle',
          };
        }),
      () => setExtra((old) => (old.base === base ? { ...old, state: 'error' } : old)),
    );
  }, [base, more, fetchPage]);

  return {
    items: first.status === 'error' ? [] : items,
    total,
    status: first.status,
    more: more.state,
    hasMore: items.length < total,
    loadMore,
    retry: first.retry,
  };
}
