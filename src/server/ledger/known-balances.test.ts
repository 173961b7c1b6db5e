import { describe, expect, it, vi } from 'vitest';
import { FRESH_FOR_MS, createKnownBalances, type AccountLook } from './known-balances';

const settle = () => new Promise((resolve) => setImmediate(resolve));
/** A hold of u1 closed with `returned` of its amount given back. */
const closed = (id: string, returned: number) => ({
  id,
  userId: 'u1',
  amount: returned + 5,
  charged: 5,
});

describe('known balances', () => {
  it('knows nothing until a hold has the account looked at, then lowers it with each hold', async () => {
    const looks: string[] = [];
    const known = createKnownBalances(async (userId): Promise<AccountLook> => {
      looks.push(userId);
      return { spendable: 100, subscribed: false };
    });
    expect(known.covers('u1', 10, false)).toBe(false);
    known.held('u1', 10);
    known.held('u1', 10);
    await settle();
    // One look at a time per account.
    expect(looks).toEqual(['u1']);
    expect(known.covers('u1', 100, false)).toBe(true);
    known.held('u1', 30);
    expect(known.covers('u1', 70, false)).toBe(true);
    expect(known.covers('u1', 71, false)).toBe(false);
  });

  it('gives back what a close returned, unless the look came back after the close began', async () => {
    const known = createKnownBalances(async () => ({ spendable: 100, subscribed: false }));
    const beforeLook = performance.now();
    known.held('u1', 0);
    await settle();
    known.held('u1', 80);
    expect(known.covers('u1', 21, false)).toBe(false);
    // A close that began after the look: the look cannot have counted what it gave back.
    known.returned(closed('h1', 60), performance.now());
    expect(known.covers('u1', 80, false)).toBe(true);
    // One that began before the look came back may be in it already: not counted twice.
    known.returned(closed('h2', 60), beforeLook);
    expect(known.covers('u1', 81, false)).toBe(false);
  });

  it('gives back a close once, however often it is repeated', async () => {
    const known = createKnownBalances(async () => ({ spendable: 100, subscribed: false }));
    known.held('u1', 0);
    await settle();
    known.held('u1', 80);
    // The ledger answers a repeated settle or release with the hold as it was closed.
    known.returned(closed('h1', 60), performance.now());
    known.returned(closed('h1', 60), performance.now());
    expect(known.covers('u1', 80, false)).toBe(true);
    expect(known.covers('u1', 81, false)).toBe(false);
  });

  it('keeps using a look past its freshness while a hold has it looked at again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      let spendable = 100;
      const known = createKnownBalances(async () => ({ spendable, subscribed: false }));
      known.held('u1', 0);
      await settle();
      spendable = 40;
      vi.advanceTimersByTime(FRESH_FOR_MS + 1);
      expect(known.covers('u1', 100, false)).toBe(true);
      known.held('u1', 10);
      // Lowered at once, and the new look (which counts the hold) replaces it.
      expect(known.covers('u1', 90, false)).toBe(true);
      await settle();
      expect(known.covers('u1', 41, false)).toBe(false);
      expect(known.covers('u1', 40, false)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not cover a plan-only model for an account without a plan', async () => {
    const known = createKnownBalances(async () => ({ spendable: 1_000, subscribed: false }));
    known.held('u1', 0);
    await settle();
    expect(known.covers('u1', 10, true)).toBe(false);
    expect(known.covers('u1', 10, false)).toBe(true);
  });

  it('leaves an account unknown when the look fails', async () => {
    const known = createKnownBalances(() => Promise.reject(new Error('database gone')));
    known.held('u1', 0);
    await settle();
    expect(known.covers('u1', 0, false)).toBe(false);
  });
});
