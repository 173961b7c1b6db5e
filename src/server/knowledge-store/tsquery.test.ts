import { describe, expect, it } from 'vitest';
import { orQuery, quoteTerm } from './tsquery';

describe('orQuery', () => {
  it('quotes each word once and joins them with OR', () => {
    expect(orQuery(['退款', 'xk-4417', '退款', ' ', ''])).toBe("'退款' | 'xk-4417'");
  });
  it('escapes quotes and backslashes, and drops NUL', () => {
    expect(quoteTerm("o'brien")).toBe("'o''brien'");
    expect(quoteTerm('a\\b')).toBe("'a\\\\b'");
    expect(orQuery(['\u0000'])).toBe('');
  });
});
