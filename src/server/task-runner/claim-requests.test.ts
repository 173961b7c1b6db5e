import { describe, expect, it } from 'vitest';
import { claimRequests, type Asked } from './claim-requests';

/** A look that waits to be let go, recording what it was asked for. */
function looks() {
  const asked: Array<string[] | 'all'> = [];
  const waiting: Array<() => void> = [];
  const look = (what: Asked) => {
    asked.push(what === 'all' ? 'all' : [...what].sort());
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { asked, look, release };
}

describe('claimRequests', () => {
  it('looks once at a time, merging what is asked meanwhile into the next look', async () => {
    const { asked, look, release } = looks();
    const requests = claimRequests(look, () => undefined);
    requests.ask('openai-images');
    requests.ask('fal');
    requests.ask('replicate');
    requests.ask('fal');
    expect(asked).toEqual([['openai-images']]);
    await release();
    expect(asked).toEqual([['openai-images'], ['fal', 'replicate']]);
    requests.ask('fal');
    requests.ask();
    await release();
    expect(asked.at(-1)).toBe('all');
    await release();
    expect(requests.inFlight()).toBeUndefined();
    expect(asked).toHaveLength(3);
  });

  it('reports a failed look and goes on with the next', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const requests = claimRequests(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database down');
      },
      (error) => errors.push(error),
    );
    requests.ask('fal');
    requests.ask('fal');
    await requests.inFlight();
    await new Promise((resolve) => setImmediate(resolve));
    await requests.inFlight();
    expect(errors).toEqual([new Error('database down')]);
    expect(calls).toBe(2);
  });
});
