// Lists the server answers a page at a time ({list, total}), read as one list.

export interface Page<T> {
  list: T[];
  total: number;
}

/** The next page's number while some are still to come (for an infinite query's getNextPageParam). */
export const nextPage = <T>(last: Page<T>, pages: Array<Page<T>>): number | undefined =>
  pages.reduce((count, page) => count + page.list.length, 0) < last.total
    ? pages.length + 1
    : undefined;

/** The pages as one list, each item once (an item created meanwhile shifts the pages). */
export function uniqueItems<T>(pages: Array<Page<T>> | undefined, id: (item: T) => string): T[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) =>
    page.list.filter((item) => !seen.has(id(item)) && Boolean(seen.add(id(item)))),
  );
}
