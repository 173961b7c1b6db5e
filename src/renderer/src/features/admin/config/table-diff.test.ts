import { describe, expect, it } from 'vitest';
import { tableDiff } from './table-diff';

describe('tableDiff', () => {
  it('lists changed, added and removed leaves by path', () => {
    const before = { chat: { a: { input: 1, output: 2 } }, free: ['x'], gone: 1 };
    const after = {
      chat: { a: { input: 1, output: 3 }, b: { input: 5, output: 5 } },
      free: ['x', 'y'],
    };
    expect(tableDiff(before, after)).toEqual([
      { path: 'chat.a.output', was: 2, becomes: 3 },
      { path: 'chat.b.input', was: undefined, becomes: 5 },
      { path: 'chat.b.output', was: undefined, becomes: 5 },
      { path: 'free.1', was: undefined, becomes: 'y' },
      { path: 'gone', was: 1, becomes: undefined },
    ]);
    expect(tableDiff(before, structuredClone(before))).toEqual([]);
  });
});
