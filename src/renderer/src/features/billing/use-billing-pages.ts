// One paged list of the account's billing (orders, the expense log): the page shown, its rows, loading and
// failure, and the antd pagination that drives it. Ten a page, as the server pages.
import { useState } from 'react';
import { PAGE_SIZE } from '@shared/api/http';
import { useBillingPage, type BillingPages } from '../../queries/billing';

export function useBillingPages<L extends keyof BillingPages>(list: L) {
  const [page, setPage] = useState(1);
  const query = useBillingPage(list, page);
  const data = query.data;
  return {
    rows: (data?.list ?? []) as BillingPages[L]['list'],
    // A page being fetched for the first time, or the next page replacing this one; a refresh in the
    // background (the window coming back) keeps the rows as they are until the new ones arrive.
    loading: query.isFetching && (!data || query.isPlaceholderData),
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
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
