// What this process last saw of each account: its spendable credits and whether a plan opens every model.
// It is a guess, never a charge: it lets work whose first result the user waits for (an answer's provider
// call) start while its hold is being written, when the account very likely covers it. The hold stays the
// only authority; when it refuses, the work is cancelled and the account charged nothing (the provider may
// still bill the operator for a prompt it began to read).
//
// The guess errs on the low side: this process's own holds lower it at once, while what raises it (a
// settle below the hold, a top-up, a grant) is only seen when the account is looked at again, at most
// KNOWN_FOR_MS later. Holds made by another process or inside another statement (a task's, written with
// it), or credits that expired meanwhile, may make it too high for as long: each such case costs the
// operator one cancelled provider call, never the account anything.
import { LRUCache } from 'lru-cache';

/** How long a look at an account is trusted; after it, the next hold looks again (not on its path). */
export const KNOWN_FOR_MS = 30_000;

export interface AccountLook {
  spendable: number;
  /** A plan is active: models outside the free list are open. */
  subscribed: boolean;
}

export interface KnownBalances {
  /** Whether the last look says the account can pay `amount` (for a plan-only model: and has a plan). */
  covers(userId: string, amount: number, needsPlan: boolean): boolean;
  /** A hold of this process took `amount`; an account not known (or known too long) is looked at again. */
  held(userId: string, amount: number): void;
}

export function createKnownBalances(look: (userId: string) => Promise<AccountLook>): KnownBalances {
  const known = new LRUCache<string, AccountLook>({ max: 50_000, ttl: KNOWN_FOR_MS });
  /** Accounts being looked at: one look at a time each. */
  const looking = new Set<string>();

  const lookAgain = (userId: string) => {
    if (looking.has(userId)) return;
    looking.add(userId);
    look(userId)
      .then((seen) => known.set(userId, seen))
      // A failed look leaves the account unknown: its work then waits for its hold, as without the guess.
      .catch(() => undefined)
      .finally(() => looking.delete(userId));
  };

  return {
    covers(userId, amount, needsPlan) {
      const seen = known.get(userId);
      return Boolean(seen && seen.spendable >= amount && (seen.subscribed || !needsPlan));
    },
    held(userId, amount) {
      const seen = known.get(userId, { allowStale: false });
      if (!seen) return lookAgain(userId);
      // Lowered in place: the entry keeps the age of the look it came from.
      seen.spendable -= amount;
    },
  };
}
