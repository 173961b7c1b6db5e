// A feed page's cursor names the item it starts after (or, going back up, before): in the newest list its
// number, in the popular list its likes and its number. Both keys are unique and fixed while the reader
// pages (a number never changes), so no page repeats an item or skips one because others were published.
import type { FeedSort } from '@shared/api/feed';
import { AppError } from '../../http/app-error';

export interface FeedKey {
  id: number;
  /** The popular list's first key. */
  likes: number;
}

export function cursorOf(sort: FeedSort, key: FeedKey): string {
  return sort === 'popular' ? `${key.likes}.${key.id}` : String(key.id);
}

/** The key a cursor names; a cursor of the other list is refused. */
export function parseCursor(sort: FeedSort, cursor: string): FeedKey {
  const [first, second] = cursor.split('.');
  if (sort === 'popular' && second !== undefined)
    return { likes: Number(first), id: Number(second) };
  if (sort === 'newest' && second === undefined) return { likes: 0, id: Number(first) };
  throw new AppError('VALIDATION', { field: 'cursor' }, 'community.feed.cursorInvalid');
}
