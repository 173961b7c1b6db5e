// LRU caches made at their first use. lru-cache lays out room for all `max` entries when it is made (a few ms
// for 50,000), and the server makes several at start that many requests, and some servers, never touch.
import { LRUCache } from 'lru-cache';

export interface LruAtFirstUse<K extends object | string, V extends object | boolean | number> {
  /** The cache, made at the first call; every later call answers the same one. */
  (): LRUCache<K, V>;
  /** The cache if it was made: what only removes entries has nothing to do in a cache never made. */
  ifMade(): LRUCache<K, V> | undefined;
}

export function lruAtFirstUse<K extends object | string, V extends object | boolean | number>(
  options: LRUCache.Options<K, V, unknown>,
): LruAtFirstUse<K, V> {
  let cache: LRUCache<K, V> | undefined;
  return Object.assign(() => (cache ??= new LRUCache<K, V>(options)), { ifMade: () => cache });
}
