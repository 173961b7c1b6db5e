// Reciprocal rank fusion of the three searches, then the cut to a token budget. Ranks, not raw scores, are
// fused: a cosine distance, a ts_rank_cd and a trigram similarity are not on one scale, while "third best by
// meaning" and "first by keyword" are. k = 60 is the constant of the original method (Cormack et al.): it
// keeps one list's first place from outweighing agreement between lists.

export const RRF_K = 60;

/** What each search said about one chunk; a search that did not find it leaves its part undefined. */
export interface ChunkSignals {
  vector?: { rank: number; distance: number };
  keyword?: { rank: number; score: number };
  trigram?: { rank: number; similarity: number };
}

export interface Fusable extends ChunkSignals {
  id: number;
  tokens: number;
}

export function fusedScore(signals: ChunkSignals): number {
  const ranks = [signals.vector?.rank, signals.keyword?.rank, signals.trigram?.rank];
  return ranks.reduce<number>(
    (sum, rank) => (rank === undefined ? sum : sum + 1 / (RRF_K + rank)),
    0,
  );
}

/**
 * Best first, and as many as fit `tokenBudget` together. A chunk too large for what is left is passed over
 * and smaller, lower-ranked ones may still fill the rest: one long chunk should not starve the answer.
 */
export function fuseAndCut<T extends Fusable>(
  candidates: readonly T[],
  tokenBudget: number,
  limit: number,
): Array<T & { score: number }> {
  const ranked = candidates
    .map((candidate) => ({ ...candidate, score: fusedScore(candidate) }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
  const kept: Array<T & { score: number }> = [];
  let left = tokenBudget;
  for (const candidate of ranked) {
    if (kept.length >= limit) break;
    if (candidate.tokens > left) continue;
    kept.push(candidate);
    left -= candidate.tokens;
  }
  return kept;
}
