// One paginated list from the server (orders, the expense log): the page shown, its rows, loading and
// failure, and the antd pagination that drives it. Ten a page, as the server pages.
import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE } from '@shared/api/http';

interface ServerPage<T> {
  list: T[];
  total: number;
}

/** `enabled` waits (e.g. for sign-in); a new `version` asks for the current page again. */
export function useServerPages<T>(
  fetchPage: (page: number) => Promise<ServerPage<T>>,
  enabled = true,
  version = 0,
) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ServerPage<T>>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (wanted: number) => {
      setLoading(true);
      setFailed(false);
      try {
        setData(await fetchPage(wanted));
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [fetchPage],
  );
  useEffect(() => {
    if (enabled) void load(page); // eslint-disable-line react-hooks/set-state-in-effect
  }, [enabled, load, page, version]);

  return {
    rows: data?.list ?? [],
    loading,
    failed,
    retry: () => void load(page),
    pagination: {
      current: page,
      pageSize: PAGE_SIZE,
      total: data?.total ?? 0,
      showSizeChanger: false,
      hideOnSinglePage: true,
      onChange: setPage,
    },
  };
}
