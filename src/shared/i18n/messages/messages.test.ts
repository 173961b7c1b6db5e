import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { flattenKeys } from './types';

describe('locale files', () => {
  it('have exactly the same keys', () => {
    expect(flattenKeys(zhCN).sort()).toEqual(flattenKeys(enUS).sort());
  });

  it('keep the same interpolation variables in every message', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const get = (tree: object, key: string): string =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of flattenKeys(enUS)) {
      expect(vars(get(zhCN, key)), key).toEqual(vars(get(enUS, key)));
    }
  });

  it('have no empty message', () => {
    const leaves = (tree: object): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
    for (const text of [...leaves(enUS), ...leaves(zhCN)]) expect(text.trim()).not.toBe('');
  });
});
