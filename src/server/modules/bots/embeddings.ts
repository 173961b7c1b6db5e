// Search by meaning for bots' knowledge: the embeddings model this server is configured with
// (providers/embeddings/catalog.ts), its price per 1,000 tokens from the price table, and two clients of it.
// Unconfigured, there is none and bots search by keywords only. Built once, when the module is registered, so a
// model without a price stops the server at start instead of failing every source.
import type { FastifyBaseLogger } from 'fastify';
import { priceOf, type PriceQuery } from '@shared/billing/prices';
import { ConfigError } from '../../config';
import type { Deps } from '../../deps';
import { hasEmbeddings } from '../../knowledge-store';
import { createEmbedder, type Embedder } from '../../providers/embeddings';
import { embeddingsModel } from '../../providers/embeddings/catalog';

export interface KnowledgeEmbeddings {
  /** The catalogue id: the price table's key. */
  id: string;
  /** The upstream model, stored with every chunk it embeds. */
  model: string;
  dimensions: number;
  /** Hundredths of a credit per 1,000 tokens (0: embedding is free on this server). */
  perThousandTokens: number;
  /**
   * For a source's chunks: no retries of its own, since a failed source is retried by the task engine with
   * backoff and within its attempts; a long time limit for large batches.
   */
  chunks: Embedder;
  /** For a question: an answer waits for it, so it is short and never retried (keywords serve instead). */
  questions: Embedder;
  log: FastifyBaseLogger;
}

const CHUNK_TIMEOUT_MS = 120_000;
const QUESTION_TIMEOUT_MS = 5_000;
/**
 * Our tokens are counted with OpenAI's o200k tokenizer; the provider counts with its own (text-embedding-3
 * uses cl100k, about a third more for Chinese; other models more). A hold covers that much more; the charge
 * is what the provider reports.
 */
export const HOLD_MARGIN = 1.5;

export function createKnowledgeEmbeddings(
  deps: Deps,
  log: FastifyBaseLogger,
): KnowledgeEmbeddings | undefined {
  const configured = embeddingsModel(deps.config);
  if (!configured) return undefined;
  const { entry } = configured;
  const perThousandTokens = deps.credits.prices.embeddings?.[entry.id];
  if (perThousandTokens === undefined)
    throw new ConfigError(
      `Invalid configuration:\n  PRICE_TABLE: the price table has no "embeddings" price for "${entry.id}" (hundredths of a credit per 1,000 tokens)`,
    );
  const base = {
    baseURL: configured.baseURL,
    apiKey: configured.apiKey,
    model: entry.upstreamModel,
    dimensions: entry.dimensions,
    shorten: entry.shorten ?? false,
    batchSize: entry.batchSize,
    maxRetries: 0,
  };
  return {
    id: entry.id,
    model: entry.upstreamModel,
    dimensions: entry.dimensions,
    perThousandTokens,
    chunks: createEmbedder({ ...base, timeoutMs: CHUNK_TIMEOUT_MS }),
    questions: createEmbedder({ ...base, timeoutMs: QUESTION_TIMEOUT_MS }),
    log,
  };
}

/**
 * The embeddings, where this database can keep them: a PostgreSQL server without pgvector has nowhere to
 * store a vector, so there nothing is embedded, priced or charged, and bots search by keywords.
 */
export async function storableEmbeddings(
  deps: Deps,
  embeddings: KnowledgeEmbeddings | undefined,
): Promise<KnowledgeEmbeddings | undefined> {
  return embeddings && (await hasEmbeddings(deps.db)) ? embeddings : undefined;
}

/** The price query of embedding `tokens` with this server's model. */
export const embeddingsPrice = (embeddings: KnowledgeEmbeddings, tokens: number): PriceQuery => ({
  kind: 'embeddings',
  model: embeddings.id,
  tokens,
});

/** What `tokens` embedded cost, in hundredths. */
export const embeddingsCost = (deps: Deps, embeddings: KnowledgeEmbeddings, tokens: number) =>
  priceOf(deps.credits.prices, embeddingsPrice(embeddings, tokens)) ?? 0;

/** The hold of `tokens` as we count them: as many more as the provider may count. */
export const heldTokens = (tokens: number) => Math.ceil(tokens * HOLD_MARGIN);
