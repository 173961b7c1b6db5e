// A refused hold writes nothing: a model only a paid plan may use is refused inside the hold's own statement,
// before any ledger row, and the same holds under parallel requests.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditEntries, creditHolds } from '../../../src/server/db/schema';
import { createUser, expectLedgerConsistent } from '../support/ledger';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async (userId: string) => {
  const { db } = t.app.deps;
  const [[entries], [holds]] = await Promise.all([
    db.select({ n: count() }).from(creditEntries).where(eq(creditEntries.userId, userId)),
    db.select({ n: count() }).from(creditHolds).where(eq(creditHolds.userId, userId)),
  ]);
  return { entries: entries?.n, holds: holds?.n };
};

describe('a refused hold', () => {
  it('for a model a free account may not use writes no ledger row, even twenty at once', async () => {
    const userId = await createUser(t);
    await t.app.deps.credits.ledger.grant({
      userId,
      key: `refusals-${randomUUID()}`,
      bucket: 'forever',
      amount: 10_000,
      source: 'test',
    });
    const before = await rows(userId);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.app.deps.credits.holdFor(
          userId,
          { kind: 'chat', model: 'gpt-4o', inputTokens: 100, outputTokens: 100 },
          { service: 'chat', event: 'GPT-4o', ttlMs: 60_000 },
        ),
      ),
    );
    for (const attempt of attempts) {
      expect(attempt.status).toBe('rejected');
      expect((attempt as PromiseRejectedResult).reason).toMatchObject({
        code: 'MODEL_LOCKED',
        params: { model: 'gpt-4o' },
      });
    }
    expect(await rows(userId)).toEqual(before);
    await expectLedgerConsistent(t, userId);
  });
});
