// Hybrid retrieval over one bot's chunks: nearest embeddings (where pgvector exists and the query has one),
// full-text matches of the query's words and trigram word similarity of a short query, fused by reciprocal
// rank (fuse.ts) and cut to a token budget. Each search keeps only what clears its own floor, so a question
// the knowledge does not cover finds nothing instead of the least bad chunks.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { hasEmbeddings, vectorLiteral } from './embedding-column';
import { fuseAndCut, type ChunkSignals } from './fuse';
import { orQuery } from './tsquery';

export interface SearchQuery {
  botId: string;
  /** The question's words, split as the chunks' words were. */
  queryTerms: readonly string[];
  /** The question as asked (trigram search). */
  queryText: string;
  /** The question's embedding, by the model that embedded the bot's chunks. */
  queryEmbedding?: readonly number[];
  /** That model: only chunks it embedded are compared (unset: every chunk of the embedding's size). */
  embeddingModel?: string;
  /** At most this many chunks, and this many candidates from each search. */
  limit: number;
  /** The chunks' tokens together stay within it. */
  tokenBudget: number;
  /** Cosine similarity an embedding match needs (the bot's strictness). */
  minSimilarity?: number;
  /** Trigram word similarity a text match needs. */
  minWordSimilarity?: number;
  /**
   * A bot whose chunks times the embedding's size are at most this many numbers is searched exactly (every
   * distance computed) instead of through the HNSW graph; default EXACT_SCAN_NUMBERS.
   */
  exactScanNumbers?: number;
}

export interface FoundChunk extends ChunkSignals {
  id: number;
  sourceId: string;
  /** The source's name, for citing it. */
  sourceName: string;
  ordinal: number;
  text: string;
  tokens: number;
  page: number | null;
  /** The fused (reciprocal rank) score: higher is better. */
  score: number;
}

export const SEARCH_DEFAULTS = { minSimilarity: 0.3, minWordSimilarity: 0.5 } as const;
/**
 * Trigram search is for one short word, name or code (XK-4417, a misspelt name, 退款政策: Chinese has no
 * spaces): the words of a longer question are found by full text, and comparing every chunk's trigrams with
 * a sentence's costs about 20 ms per query for nothing full text does not already find.
 */
export const TRIGRAM_MAX_CHARACTERS = 40;
const trigramWorthy = (text: string) =>
  text.length > 0 && !/\s/.test(text) && [...text].length <= TRIGRAM_MAX_CHARACTERS;
/**
 * Reading a few thousand of one bot's vectors and computing each distance (about 5 ms for 2,000 of 256
 * numbers on PostgreSQL) beats walking a graph shared by every bot for that bot's few rows (about 20 ms, and
 * approximate): the graph is for bots too large to read whole.
 */
export const EXACT_SCAN_NUMBERS = 1_000_000;
/**
 * How far HNSW may go when the bot's rows are few among many: with iterative scans it keeps reading the
 * graph until `limit` rows pass the bot filter, up to this many tuples (pgvector's default is 20,000).
 */
const MAX_SCAN_TUPLES = 40_000;

interface Row {
  id: string | number;
  source_id: string;
  source_name: string;
  ordinal: number;
  text: string;
  tokens: number;
  page: number | null;
  vector_rank: string | number | null;
  distance: number | null;
  keyword_rank: string | number | null;
  keyword_score: number | null;
  trigram_rank: string | number | null;
  trigram_similarity: number | null;
}

/**
 * Nearest chunks of the bot by cosine distance, re-ranked exactly (an iterative scan's order is loose). The
 * graph's index matches only the cast expression, so without the cast the bot's rows are read and sorted.
 */
function vectorHits(
  query: SearchQuery,
  embedding: readonly number[],
  candidates: number,
  exact: boolean,
): SQL {
  // A literal size, not a parameter: the planner matches the partial index of that size only on a constant.
  const size = sql.raw(String(embedding.length));
  const target = sql`${vectorLiteral(embedding)}::vector(${size})`;
  const distance = exact
    ? sql`embedding <=> ${target}`
    : sql`(embedding::vector(${size})) <=> ${target}`;
  const sameModel = query.embeddingModel
    ? sql` AND embedding_model = ${query.embeddingModel}`
    : sql``;
  return sql`
    SELECT id, 'vector' AS kind, row_number() OVER (ORDER BY distance, id) AS rank, distance AS value
    FROM (
      SELECT id, ${distance} AS distance FROM bot_chunks
      WHERE bot_id = ${query.botId}::uuid AND vector_dims(embedding) = ${size}${sameModel}
      ORDER BY ${distance} LIMIT ${candidates}
    ) nearest
    WHERE 1 - distance >= ${query.minSimilarity ?? SEARCH_DEFAULTS.minSimilarity}`;
}

function keywordHits(query: SearchQuery, tsquery: string, candidates: number): SQL {
  return sql`
    SELECT id, 'keyword' AS kind, row_number() OVER (ORDER BY score DESC, id) AS rank, score AS value
    FROM (
      SELECT id, ts_rank_cd(terms, q) AS score
      FROM bot_chunks, to_tsquery('simple', ${tsquery}) q
      WHERE bot_id = ${query.botId}::uuid AND terms @@ q
      ORDER BY score DESC, id LIMIT ${candidates}
    ) matched_words`;
}

const likePattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Chunks holding the text as it was typed (similarity 1) come first, found without measuring any chunk's
 * similarity: a word in most of a bot's chunks would otherwise cost a comparison with each (half a second for
 * 2,000). Only when fewer than `candidates` hold it are the chunks with a similar word measured and ranked.
 */
function trigramHits(query: SearchQuery, text: string, candidates: number): SQL {
  return sql`
    SELECT id, 'trigram' AS kind, row_number() OVER (ORDER BY score DESC, id) AS rank, score AS value
    FROM (
      WITH typed AS MATERIALIZED (
        SELECT id FROM bot_chunks
        WHERE bot_id = ${query.botId}::uuid AND text ILIKE ${likePattern(text)} LIMIT ${candidates}
      )
      SELECT id, max(score) AS score FROM (
        SELECT id, 1::real AS score FROM typed
        UNION ALL
        (SELECT id, word_similarity(${text}, text) AS score FROM bot_chunks
          WHERE bot_id = ${query.botId}::uuid AND ${text} <% text
            AND (SELECT count(*) FROM typed) < ${candidates}
          ORDER BY score DESC, id LIMIT ${candidates})
      ) either
      GROUP BY id ORDER BY score DESC, id LIMIT ${candidates}
    ) similar_text`;
}

/** The bot's chunks that answer the query, best first, within its token budget; empty when none is relevant. */
export async function searchChunks(
  db: Pick<Database, 'transaction' | 'execute'>,
  query: SearchQuery,
): Promise<FoundChunk[]> {
  const candidates = Math.max(1, Math.floor(query.limit));
  if (query.tokenBudget <= 0) return [];
  const embedding =
    query.queryEmbedding?.length && (await hasEmbeddings(db)) ? query.queryEmbedding : undefined;
  const tsquery = orQuery(query.queryTerms);
  const text = query.queryText.replaceAll('\u0000', '').trim();
  if (!embedding && !tsquery && !trigramWorthy(text)) return [];
  const searches = (exactVectors: boolean) => [
    ...(embedding ? [vectorHits(query, embedding, candidates, exactVectors)] : []),
    ...(tsquery ? [keywordHits(query, tsquery, candidates)] : []),
    ...(trigramWorthy(text) ? [trigramHits(query, text, candidates)] : []),
  ];

  const statement = (parts: SQL[]) => sql`
    WITH hits AS (${sql.join(parts, sql` UNION ALL `)})
    SELECT c.id, c.source_id, s.name AS source_name, c.ordinal, c.text, c.tokens, c.page,
      min(h.rank) FILTER (WHERE h.kind = 'vector') AS vector_rank,
      min(h.value) FILTER (WHERE h.kind = 'vector') AS distance,
      min(h.rank) FILTER (WHERE h.kind = 'keyword') AS keyword_rank,
      max(h.value) FILTER (WHERE h.kind = 'keyword') AS keyword_score,
      min(h.rank) FILTER (WHERE h.kind = 'trigram') AS trigram_rank,
      max(h.value) FILTER (WHERE h.kind = 'trigram') AS trigram_similarity
    FROM hits h JOIN bot_chunks c ON c.id = h.id JOIN bot_sources s ON s.id = c.source_id
    GROUP BY c.id, s.name`;
  const minWordSimilarity = String(query.minWordSimilarity ?? SEARCH_DEFAULTS.minWordSimilarity);
  const exactLimit = query.exactScanNumbers ?? EXACT_SCAN_NUMBERS;
  const result = await db.transaction(async (tx) => {
    // Settings for this transaction only, so a pooled connection goes back as it came; with them, in the same
    // round trip, the bot's size where it decides how its vectors are searched.
    const settings = await tx.execute(sql`
      SELECT set_config('pg_trgm.word_similarity_threshold', ${minWordSimilarity}, true)
      ${
        embedding
          ? sql`, set_config('hnsw.iterative_scan', 'relaxed_order', true),
            set_config('hnsw.max_scan_tuples', ${String(MAX_SCAN_TUPLES)}, true),
            (SELECT count(*) FROM bot_chunks WHERE bot_id = ${query.botId}::uuid) AS chunks`
          : sql``
      }`);
    const chunks = Number(rowsOf<{ chunks?: string }>(settings)[0]?.chunks ?? 0);
    return tx.execute(statement(searches(chunks * (embedding?.length ?? 0) <= exactLimit)));
  });
  const found = rowsOf<Row>(result).map((row) => toCandidate(row));
  return fuseAndCut(found, query.tokenBudget, candidates);
}

const number = (value: string | number | null) => (value === null ? undefined : Number(value));

function toCandidate(row: Row): Omit<FoundChunk, 'score'> {
  const vectorRank = number(row.vector_rank);
  const keywordRank = number(row.keyword_rank);
  const trigramRank = number(row.trigram_rank);
  return {
    id: Number(row.id),
    sourceId: row.source_id,
    sourceName: row.source_name,
    ordinal: row.ordinal,
    text: row.text,
    tokens: row.tokens,
    page: row.page,
    ...(vectorRank !== undefined && {
      vector: { rank: vectorRank, distance: Number(row.distance) },
    }),
    ...(keywordRank !== undefined && {
      keyword: { rank: keywordRank, score: Number(row.keyword_score) },
    }),
    ...(trigramRank !== undefined && {
      trigram: { rank: trigramRank, similarity: Number(row.trigram_similarity) },
    }),
  };
}
