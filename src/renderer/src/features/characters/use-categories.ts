import { useCallback } from 'react';
import { rolesService } from '../../api/roles';
import { useRemote } from '../../hooks/use-remote';

/** The categories in the current language (reloaded when it changes), with a retry after a failure. */
export function useCategories(language: string) {
  const load = useCallback(() => rolesService.categories(), []);
  const remote = useRemote(language, load);
  return { list: remote.data?.list ?? [], status: remote.status, retry: remote.retry };
}
