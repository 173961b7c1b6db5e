import { describe, expect, it } from 'vitest';
import { warmDeferred } from './deferred';
import { lazy } from './lazy';

describe('lazy', () => {
  it('loads once and answers the same value to every call', async () => {
    let loads = 0;
    const load = lazy(async () => ++loads);
    const [a, b] = [load(), load()];
    expect(a).toBe(b);
    expect(await a).toBe(1);
    expect(await load()).toBe(1);
  });

  it('keeps a failed load failed, with its own error', async () => {
    let loads = 0;
    const load = lazy(() => {
      loads++;
      return Promise.reject(new Error('could not load "sharp"'));
    });
    await expect(load()).rejects.toThrow('could not load "sharp"');
    await expect(load()).rejects.toThrow('could not load "sharp"');
    expect(loads).toBe(1);
  });

  it('tries a load that threw again at the next call', () => {
    let loads = 0;
    const load = lazy(() => {
      if (++loads === 1) throw new Error('first');
      return loads;
    });
    expect(() => load()).toThrow('first');
    expect(load()).toBe(2);
    expect(load()).toBe(2);
  });
});

describe('warmDeferred', () => {
  it('loads each in turn and reports one that fails without stopping', async () => {
    const order: string[] = [];
    const warnings: string[] = [];
    await warmDeferred(
      [
        { name: 'a', load: () => order.push('a') },
        { name: 'b', load: () => Promise.reject(new Error('missing')) },
        { name: 'c', load: async () => order.push('c') },
      ],
      (error, message) => warnings.push(`${message}: ${(error as Error).message}`),
    );
    expect(order).toEqual(['a', 'c']);
    expect(warnings).toEqual([
      'b could not be loaded: what needs it will fail until it is installed: missing',
    ]);
  });
});
