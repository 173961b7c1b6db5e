import { describe, expect, it } from 'vitest';
import { fuseAndCut, fusedScore, RRF_K } from './fuse';

describe('fuseAndCut', () => {
  it('adds 1/(k + rank) over the searches that found a chunk', () => {
    expect(fusedScore({})).toBe(0);
    expect(
      fusedScore({ vector: { rank: 1, distance: 0.1 }, keyword: { rank: 3, score: 0.2 } }),
    ).toBeCloseTo(1 / (RRF_K + 1) + 1 / (RRF_K + 3));
  });

  it('ranks agreement first and fills the token budget, passing over what does not fit', () => {
    const chunks = [
      { id: 1, tokens: 50, keyword: { rank: 1, score: 1 } },
      { id: 2, tokens: 40, keyword: { rank: 2, score: 1 }, vector: { rank: 1, distance: 0 } },
      { id: 3, tokens: 500, vector: { rank: 2, distance: 0 } },
      { id: 4, tokens: 10, trigram: { rank: 1, similarity: 1 } },
    ];
    expect(fuseAndCut(chunks, 100, 10).map((chunk) => chunk.id)).toEqual([2, 1, 4]);
    expect(fuseAndCut(chunks, 1_000, 2).map((chunk) => chunk.id)).toEqual([2, 1]);
    expect(fuseAndCut(chunks, 5, 10)).toEqual([]);
  });
});
