import { describe, expect, it } from 'vitest';
import { characterInput } from '@shared/api/roles';
import { SUPPORTED_LOCALES } from '@shared/i18n/locales';
import { SEED_CATEGORIES } from './seed/categories';
import { EN_US } from './seed/en-US';
import { ZH_CN } from './seed/zh-CN';
import { SEED_VERSION, categoryRows, starterRows } from './seed';

describe('starter set', () => {
  const rows = starterRows();

  it('passes the same rules as a user’s own character', () => {
    for (const row of rows) {
      const checked = characterInput.safeParse({ ...row, visibility: row.visibility });
      expect(checked.success, `${row.seedKey}: ${JSON.stringify(checked.error?.issues)}`).toBe(
        true,
      );
    }
  });

  it('has the same characters in every language, at least 16 each, with unique keys', () => {
    const keys = (set: typeof EN_US) => set.map((seed) => `${seed.category}/${seed.key}`);
    expect(keys(ZH_CN)).toEqual(keys(EN_US));
    expect(EN_US.length).toBeGreaterThanOrEqual(16);
    const seedKeys = rows.map((row) => row.seedKey);
    expect(new Set(seedKeys).size).toBe(seedKeys.length);
    expect(new Set(rows.map((row) => row.locale))).toEqual(new Set(SUPPORTED_LOCALES));
  });

  it('uses only known categories, each named in every language and filled', () => {
    const ids = new Set(SEED_CATEGORIES.map((category) => category.id));
    for (const row of rows) expect(ids.has(row.categoryId)).toBe(true);
    for (const category of SEED_CATEGORIES) {
      for (const locale of SUPPORTED_LOCALES) expect(category.name[locale]?.trim()).toBeTruthy();
      expect(rows.some((row) => row.categoryId === category.id)).toBe(true);
    }
    expect(categoryRows().map((row) => row.sort)).toEqual(
      [...categoryRows().map((row) => row.sort)].sort((a, b) => a - b),
    );
  });

  it('orders newest first as the files do, all stamped with the seed version', () => {
    const english = rows.filter((row) => row.locale === 'en-US');
    const times = english.map((row) => row.createdAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.every((row) => row.updatedAt!.toISOString() === SEED_VERSION)).toBe(true);
  });
});
