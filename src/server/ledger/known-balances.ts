// What this process last saw of each account: its spendable credits and whether a plan opens every model.
// It is a guess, never a charge: it lets work whose first result the user waits for (an answer's provider
// call) start while its hold is being written, when the account very likely covers it. The hold stays the
// only authority; when it refuses, the work is cancelled and the account charged nothing (the provider may
// still bill the operator for a prompt it began to read).
//
// The guess follows this process's own ledger work exactly: a hold lowers it at once, and a close gives
// back what the hold did not charge. What others do (a top-up, a grant, another process's holds, credits
// that expired) is seen when the account is looked at again: a hold looks again (off the answer's path)
// once the last look is FRESH_FOR_MS old, and the old look is used meanwhile; past KEPT_FOR_MS it is
// dropped. Until then a guess too high costs the operator one cancelled provider call, never the account
// anything.
import { lruAtFirstUse } from '../lru';
import type { Hold, Ledger } from './ledger';

/** How long a look is taken as current; after it, the next use looks again (not on its path). */
export const FRESH_FOR_MS = 30_000;
/** How long a look is used at all: an account not looked at for this long waits for its hold again. */
export const KEPT_FOR_MS = 10 * 60_000;

export interface AccountLook {
  spendable: number;
  /** A plan is active: models outside the free list are open. */
  subscribed: boolean;
}

export type ClosedHold = Pick<Hold, 'id' | 'userId' | 'amount' | 'charged'>;

interface Known extends AccountLook {
  /** When the look came back: a close started after it is not in it. */
  seenAt: number;
}

export interface KnownBalances {
  /** Whether the last look says the account can pay `amount` (for a plan-only model: and has a plan). */
  covers(userId: string, amount: number, needsPlan: boolean): boolean;
  /** A hold of this process took `amount`; an account not known (or known too long) is looked at again. */
  held(userId: string, amount: number): void;
  /**
   * A close of this process, started at `since` (performance.now()), gave back what the hold did not charge.
   * A close repeated (the ledger answers a repeat with the hold as it was closed) gives nothing back again.
   */
  returned(closed: ClosedHold, since: number): void;
}

export function createKnownBalances(look: (userId: string) => Promise<AccountLook>): KnownBalances {
  const known = lruAtFirstUse<string, Known>({ max: 50_000, ttl: KEPT_FOR_MS });
  /** Holds whose close was counted: as long as a look is kept, so a repeat is never counted again. */
  const closed = lruAtFirstUse<string, true>({ max: 50_000, ttl: KEPT_FOR_MS });
  /** Accounts being looked at: one look at a time each. */
  const looking = new Set<string>();

  const lookAgain = (userId: string) => {
    if (looking.has(userId)) return;
    looking.add(userId);
    look(userId)
      .then((seen) => known().set(userId, { ...seen, seenAt: performance.now() }))
      // A failed look leaves the account as it was: unknown work then waits for its hold.
      .catch(() => undefined)
      .finally(() => looking.delete(userId));
  };
  return {
    covers(userId, amount, needsPlan) {
      const entry = known().get(userId);
      return Boolean(entry && entry.spendable >= amount && (entry.subscribed || !needsPlan));
    },
    held(userId, amount) {
      const entry = known().get(userId);
      // Looked at after the hold is stored, so that the look counts it.
      if (!entry || performance.now() - entry.seenAt > FRESH_FOR_MS) lookAgain(userId);
      // Lowered in place: the entry keeps the time of the look it came from.
      if (entry) entry.spendable -= amount;
    },
    returned(hold, since) {
      if (closed().has(hold.id)) return;
      closed().set(hold.id, true);
      const entry = known().get(hold.userId);
      // A look that came back after the close began may already count what it gave back.
      if (entry && entry.seenAt <= since) entry.spendable += hold.amount - hold.charged;
    },
  };
}

/** The ledger, telling `known` what each close of this process gave back. */
export function noticingCloses(ledger: Ledger, known: KnownBalances): Ledger {
  const noticed = async (close: () => Promise<Hold>) => {
    const since = performance.now();
    const hold = await close();
    known.returned(hold, since);
    return hold;
  };
  return {
    ...ledger,
    settle: (hold, cost) => noticed(() => ledger.settle(hold, cost)),
    release: (hold) => noticed(() => ledger.release(hold)),
    expire: (hold) => noticed(() => ledger.expire(hold)),
  };
}
