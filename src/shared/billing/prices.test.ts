import { describe, expect, it } from 'vitest';
import { modelOf, priceOf, type PriceTable } from './prices';

const table = { embeddings: { small: 2 } } as unknown as PriceTable;

describe('the price of embeddings', () => {
  it('is per 1,000 tokens, rounded up per request, with no plan needed', () => {
    const query = (tokens: number) => ({ kind: 'embeddings' as const, model: 'small', tokens });
    expect(priceOf(table, query(12_345))).toBe(25);
    expect(priceOf(table, query(3))).toBe(1);
    expect(priceOf(table, query(0))).toBe(0);
    expect(priceOf(table, { kind: 'embeddings', model: 'other', tokens: 10 })).toBeUndefined();
    expect(priceOf({} as PriceTable, query(10))).toBeUndefined();
    expect(modelOf(query(10))).toBeUndefined();
  });
});
