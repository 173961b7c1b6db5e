import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { keepCompiledThroughCollections } from './compiled-through-collections';

// A major collection on demand: V8's `gc` exposed for this test only.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const reported = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('keepCompiledThroughCollections', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('runs the expression again after a major collection', async () => {
    let uses = 0;
    stop = keepCompiledThroughCollections(() => uses++);
    collect();
    await reported();
    expect(uses).toBeGreaterThan(0);
  });

  it('stops once it is told to', async () => {
    let uses = 0;
    keepCompiledThroughCollections(() => uses++)();
    collect();
    await reported();
    expect(uses).toBe(0);
  });
});
