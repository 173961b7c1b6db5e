// The starter characters' seeding: current after start (once per version), idempotent, and repairing a
// changed starter in place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { characters } from '../../../../src/server/db/schema';
import {
  SEED_VERSION,
  seedStarterSet,
  seedShippedStarters,
  starterRows,
} from '../../../../src/server/modules/roles/seed';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeding', () => {
  it('is current after start, and seeding again changes nothing', async () => {
    const starter = isNotNull(characters.seedKey);
    const before = await t.database.db.select().from(characters).where(starter);
    expect(before).toHaveLength(starterRows().length);
    expect(await seedStarterSet(t.database.db)).toBe('current');
    // The start's seeding looks at the version it recorded, not at the starters.
    expect(await seedShippedStarters(t.database.db)).toBe('current');
    expect(await t.database.db.select().from(characters).where(starter)).toEqual(before);
  });

  it('repairs a changed starter in place, keeping its id', async () => {
    const [target] = await t.database.db
      .select()
      .from(characters)
      .where(eq(characters.seedKey, 'en-US:translator'));
    await t.database.db
      .update(characters)
      .set({ name: 'Tampered', updatedAt: new Date() })
      .where(eq(characters.id, target!.id));
    expect(await seedStarterSet(t.database.db)).toBe('seeded');
    const [repaired] = await t.database.db
      .select()
      .from(characters)
      .where(eq(characters.seedKey, 'en-US:translator'));
    expect(repaired).toEqual(target);
    expect(repaired!.updatedAt.toISOString()).toBe(SEED_VERSION);
    expect(await seedStarterSet(t.database.db)).toBe('current');
  });
});
