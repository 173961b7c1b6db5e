// News in the reader's language. The contract loads with the first call (the home page's news section).
import { call } from './client';

const news = () => import('@shared/api/news').then((module) => module.newsApi);

export const newsService = {
  list: async (page = 1, pageSize = 10) =>
    call((await news()).list, { query: { page, pageSize }, silent: true }),
  info: async (id: string) => call((await news()).info, { query: { id }, silent: true }),
};
