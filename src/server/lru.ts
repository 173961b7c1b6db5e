// LRU caches made at their first use. lru-cache lays out room for all `max` entries when it is made (a few ms
// for 50,000), and the server makes several at start that many requests, and some servers, never touch.
import { LRUCache } from 'lru-cache';
import { lazy } from './lazy';

/** The cache `options` describe, made at the first call; every later call answers the same one. */
export function lruAtFirstUse<K extends object | string, V extends object | boolean | number>(
  options: LRUCache.Options<K, V, unknown>,
): () => LRUCache<K, V> {
  return lazy(() => new LRUCache<K, V>(options));
}
