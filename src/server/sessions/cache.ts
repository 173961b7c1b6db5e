// The live sessions this process has checked lately. Every authenticated call must know its session was not
// revoked and its user not suspended; asking the database each time cost a round trip on every poll and
// every chat send. An entry lives a few seconds: a revocation or suspension made by this process ends its
// entries at once, one made elsewhere (another server, an operator's SQL) is seen within LIVE_SESSION_TTL_MS,
// long before the 15-minute access token would have lapsed on its own.
import { LRUCache } from 'lru-cache';
import type { SessionRow, UserRow } from '../db/schema';

export const LIVE_SESSION_TTL_MS = 5_000;

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

export interface SessionCache {
  get(sessionId: string): LiveSession | undefined;
  set(sessionId: string, live: LiveSession): void;
  /** Forgets one session (revoked here). */
  forget(sessionId: string): void;
  /** Forgets every session of a user (suspended or changed here). */
  forgetUser(userId: string): void;
}

export function createSessionCache(options: { ttlMs?: number; max?: number } = {}): SessionCache {
  // The clock is the process's own (not the app's injectable one): tests that move app time do not age it.
  const cache = new LRUCache<string, LiveSession>({
    max: options.max ?? 50_000,
    ttl: options.ttlMs ?? LIVE_SESSION_TTL_MS,
  });
  return {
    get: (sessionId) => cache.get(sessionId),
    set: (sessionId, live) => void cache.set(sessionId, live),
    forget: (sessionId) => void cache.delete(sessionId),
    forgetUser(userId) {
      const stale = [...cache.entries()].filter(([, live]) => live.user.id === userId);
      for (const [sessionId] of stale) cache.delete(sessionId);
    },
  };
}
