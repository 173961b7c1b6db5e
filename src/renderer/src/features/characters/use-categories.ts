import { useCategories as useCategoryQuery } from '../../queries/characters';
import { viewStatus } from '../../queries/view-status';

/** The categories in the current language (asked again when it changes), with a retry after a failure. */
export function useCategories() {
  const query = useCategoryQuery();
  return {
    list: query.data?.list ?? [],
    status: viewStatus(query),
    retry: () => void query.refetch(),
  };
}
