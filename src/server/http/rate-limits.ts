// Per-user limits on calls that cost the server or a provider real work. A user's limit follows them across
// addresses and sessions (the key is the user of a valid token); a caller without one is keyed by address
// and refused by the route anyway. Counts live in this process, like the rate limiter's own: with several
// server processes a user may reach the limit once per process.
import { lruAtFirstUse } from '../lru';
import { rateLimited } from './app-error';
import { userRateKey } from './auth';
import type { RouteOptions } from './route';

/** At most `max` calls of one route a minute per user. */
export const perUserPerMinute = (max: number): RouteOptions => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: userRateKey },
});

/** A count several routes share (every way of sending a chat message): `take` refuses past `max`. */
export interface SharedLimit {
  take(userId: string): void;
}

export function sharedLimit(max: number, windowMs = 60_000): SharedLimit {
  const windows = lruAtFirstUse<string, { started: number; count: number }>({ max: 50_000 });
  return {
    take(userId) {
      const now = Date.now();
      const window = windows().get(userId);
      if (!window || now - window.started >= windowMs) {
        windows().set(userId, { started: now, count: 1 });
        return;
      }
      if (window.count >= max) throw rateLimited((window.started + windowMs - now) / 1000);
      window.count += 1;
    },
  };
}
