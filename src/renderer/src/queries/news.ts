// News in the reader's language (the cache is asked again when the language changes).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsService } from '../api/news';

export function useNews(page: number, pageSize = 10) {
  return useQuery({
    queryKey: ['news', 'list', page, pageSize],
    queryFn: () => newsService.list(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useNewsPost(id: string | undefined) {
  return useQuery({
    queryKey: ['news', 'post', id],
    queryFn: () => newsService.info(id!),
    enabled: Boolean(id),
  });
}
