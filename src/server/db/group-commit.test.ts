import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

describe('groupCommit', () => {
  it('writes what arrives together as one batch, and later arrivals as the next', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const group = groupCommit<number, number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((item) => item * 10);
    });
    const write = group.add;
    expect(group.busy()).toBe(false);
    const first = [write(1), write(2), write(3)];
    await new Promise((resolve) => setImmediate(resolve));
    const second = [write(4), write(5)];
    expect(group.busy()).toBe(true);
    release();
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(group.busy()).toBe(false);
  });

  it('retries a failed batch item by item, so only the bad item fails', async () => {
    const { add: write } = groupCommit<number, number>(async (items) => {
      if (items.includes(2)) throw new Error('bad item');
      return items;
    });
    const results = await Promise.allSettled([write(1), write(2), write(3)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('keeps batches within the limit', async () => {
    const sizes: number[] = [];
    const { add: write } = groupCommit<number, number>(async (items) => {
      sizes.push(items.length);
      return items;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map(write));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
