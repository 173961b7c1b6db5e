import { describe, expect, it } from 'vitest';
import { createKnownBalances, type AccountLook } from './known-balances';

const settle = () => new Promise((resolve) => setImmediate(resolve));

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
