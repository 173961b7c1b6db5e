// The live sessions this process has checked lately. Every authenticated call must know its session was not
// revoked and its user not suspended or changed; asking the database each time cost a round trip on every
// poll and every chat send. A revocation or suspension made by this process ends its entries at once. One
// made elsewhere (another server, an operator's SQL) is announced by the database (sessions/changes.ts), so
// while the announcements are heard an entry may live for minutes; while they are not (before they start,
// or after their connection was lost), an entry lives a few seconds, long before the 15-minute access token
// would have lapsed on its own.
import { lruAtFirstUse } from '../lru';
import type { SessionRow, UserRow } from '../db/schema';

/** An entry's life while changes made elsewhere are not heard. */
export const LIVE_SESSION_TTL_MS = 5_000;
/** An entry's life while every change is announced: only a bound on memory held for idle sessions. */
export const HEARD_SESSION_TTL_MS = 10 * 60_000;

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

export interface SessionCache {
  get(sessionId: string): LiveSession | undefined;
  /**
   * Remembers a session read from the database at `readAt` (the `generation` before the read): a change
   * announced while the read was under way may not be in what it read, so it is not remembered.
   */
  set(sessionId: string, live: LiveSession, readAt?: number): void;
  /**
   * The remembered session, or the one `read` finds (remembered as `set` would). Calls that arrive together
   * (a page's first requests, a burst of answers) share one read; a call after a forgetting starts its own,
   * since a read started before it may have missed what was forgotten.
   */
  getOrRead(
    sessionId: string,
    read: () => Promise<LiveSession | undefined>,
  ): LiveSession | Promise<LiveSession | undefined>;
  /** Counts every forgetting: what a read started before may have missed. */
  readonly generation: number;
  /** Forgets one session (revoked here or elsewhere). */
  forget(sessionId: string): void;
  /** Forgets every session of a user (suspended or changed). */
  forgetUser(userId: string): void;
  /**
   * Whether every change is heard from now on: entries then live long. Both ways everything is forgotten,
   * since changes made while not heard were missed.
   */
  setHeard(heard: boolean): void;
  readonly heard: boolean;
}

export function createSessionCache(options: { ttlMs?: number; max?: number } = {}): SessionCache {
  const shortTtl = options.ttlMs ?? LIVE_SESSION_TTL_MS;
  let heardNow = false;
  let generation = 0;
  // The clock is the process's own (not the app's injectable one): tests that move app time do not age it.
  const cache = lruAtFirstUse<string, LiveSession>({
    max: options.max ?? 50_000,
    ttl: shortTtl,
  });
  // Reads under way, by generation and session.
  const reading = new Map<string, Promise<LiveSession | undefined>>();
  const set = (sessionId: string, live: LiveSession, readAt = generation) => {
    if (readAt !== generation) return;
    cache().set(sessionId, live, {
      ttl: heardNow ? Math.max(HEARD_SESSION_TTL_MS, shortTtl) : shortTtl,
    });
  };
  return {
    get: (sessionId) => cache().get(sessionId),
    set,
    getOrRead(sessionId, read) {
      const remembered = cache().get(sessionId);
      if (remembered) return remembered;
      const readAt = generation;
      const key = `${readAt}:${sessionId}`;
      let under = reading.get(key);
      if (!under) {
        under = read()
          .then((live) => {
            if (live) set(sessionId, live, readAt);
            return live;
          })
          .finally(() => reading.delete(key));
        reading.set(key, under);
      }
      return under;
    },
    get generation() {
      return generation;
    },
    forget(sessionId) {
      generation++;
      cache.ifMade()?.delete(sessionId);
    },
    forgetUser(userId) {
      generation++;
      const made = cache.ifMade();
      if (!made) return;
      const stale = [...made.entries()].filter(([, live]) => live.user.id === userId);
      for (const [sessionId] of stale) made.delete(sessionId);
    },
    setHeard(heard) {
      generation++;
      // Announcements start (or stop) at start-up too: a cache not made yet has nothing to drop.
      cache.ifMade()?.clear();
      heardNow = heard;
    },
    get heard() {
      return heardNow;
    },
  };
}
