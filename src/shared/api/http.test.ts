import { describe, expect, it } from 'vitest';
import { unstorableTextAt } from './http';

describe('unstorableTextAt', () => {
  it('names the first value or key holding NUL, depth first in key order', () => {
    expect(unstorableTextAt({ a: 'ok', b: ['x', 'y\u0000'] }, 'body')).toBe('body.b.1');
    expect(unstorableTextAt({ a: { deep: 'a\u0000' }, b: 'b\u0000' }, 'body')).toBe('body.a.deep');
    expect(unstorableTextAt({ values: { 'na\u0000me': 'x' } }, 'body')).toBe('body.values');
    expect(unstorableTextAt({ 'k\u0000': 'x' })).toBe('key');
    expect(unstorableTextAt('a\u0000', 'query')).toBe('query');
    expect(
      unstorableTextAt({ a: 'fine', b: [1, null, true, { c: 'still fine' }] }),
    ).toBeUndefined();
  });

  it('walks input nested far deeper than the call stack allows', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"x\\u0000"${']'.repeat(200_000)}`) as unknown;
    const found = unstorableTextAt({ deep }, 'body') ?? '';
    // body, deep, then index 0 of each of the 200,000 arrays.
    expect(found.split('.').length === 200_002 && /^body\.deep(\.0)+$/.test(found)).toBe(true);
    const clean = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(unstorableTextAt({ clean }, 'body')).toBeUndefined();
  });
});
