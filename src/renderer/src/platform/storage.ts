// Local storage whose values may carry an expiry in seconds (the access token's, so a lapsed one is never
// sent). A value is stored as
// JSON `{value, expiresAt}`; an expired one reads as absent and is removed.
import type { KeyValueStorage } from './types';

interface Entry {
  value: unknown;
  expiresAt?: number;
}

export function createExpiringStorage(
  backend: Storage,
  now: () => number = Date.now,
): KeyValueStorage {
  return {
    get<T>(key: string): T | undefined {
      const raw = backend.getItem(key);
      if (raw === null) return undefined;
      try {
        const entry = JSON.parse(raw) as Entry;
        if (typeof entry !== 'object' || entry === null || !('value' in entry)) return raw as T;
        if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
          backend.removeItem(key);
          return undefined;
        }
        return entry.value as T;
      } catch {
        // A plain value written by something else: read it as it is.
        return raw as T;
      }
    },
    set(key, value, expiresIn) {
      const entry: Entry = { value };
      if (expiresIn !== undefined) entry.expiresAt = now() + expiresIn * 1000;
      backend.setItem(key, JSON.stringify(entry));
    },
    remove(key) {
      backend.removeItem(key);
    },
  };
}

/** Local storage when the browser allows it, else memory (private modes, blocked storage). */
export function browserStorage(): Storage {
  try {
    const probe = '__atrium_probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      get length() {
        return memory.size;
      },
      clear: () => memory.clear(),
      getItem: (key) => memory.get(key) ?? null,
      key: (index) => [...memory.keys()][index] ?? null,
      removeItem: (key) => void memory.delete(key),
      setItem: (key, value) => void memory.set(key, String(value)),
    };
  }
}
