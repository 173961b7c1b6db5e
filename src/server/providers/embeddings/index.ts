// Text embeddings through any OpenAI-compatible `/embeddings` endpoint (OpenAI, a relay, Ollama, vLLM…) with
// the AI SDK: many texts in batches, each call under a time limit, with the tokens the provider counted.
// Bots' chunks and questions must be embedded by the same model at the same size to be comparable, so the
// size asked for is checked against what comes back. The SDK is loaded at the first embedding (deferred.ts).
import { APICallError } from '@ai-sdk/provider';
import { aiSdk, openAICompatibleSdk } from '../../deferred';
import { lazy } from '../../lazy';

export interface EmbeddingsConfig {
  /** Ending in /v1 (or the provider's equivalent): `/embeddings` is added. */
  baseURL: string;
  apiKey?: string;
  /** The provider's model name. */
  model: string;
  /** Vectors of this size: asked for (text-embedding-3 models shorten) and checked; unset: the model's own. */
  dimensions?: number;
  /** false: only check the size (a model of one size may refuse the parameter, as OpenAI's ada does). */
  shorten?: boolean;
  /** Texts per request; OpenAI takes up to 2,048, many self-hosted servers far fewer. */
  batchSize?: number;
  /** Per request, retries included. */
  timeoutMs?: number;
  maxRetries?: number;
}

export interface Embedded {
  /** In the order of the texts. */
  embeddings: number[][];
  /** Input tokens as the provider counted them (0 when it does not say). */
  tokens: number;
}

export interface Embedder {
  readonly model: string;
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Embedded>;
}

const DEFAULTS = { batchSize: 64, timeoutMs: 30_000, maxRetries: 2 };

/** The provider answered vectors of another size than configured: a setting to fix, not a blip. */
export class EmbeddingSizeError extends Error {
  override name = 'EmbeddingSizeError';
}

/**
 * Whether trying again later may help: the provider refused the request itself (a wrong key, an unknown
 * model, a refused parameter) or answered the wrong size: no; a timeout, a network error, 429 or 5xx: yes.
 */
export async function isTransientFailure(error: unknown): Promise<boolean> {
  const { RetryError } = await aiSdk();
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (cause instanceof EmbeddingSizeError) return false;
  if (APICallError.isInstance(cause)) return cause.isRetryable;
  return true;
}

export function createEmbedder(config: EmbeddingsConfig): Embedder {
  // A setting left undefined takes its default (a spread would keep the undefined).
  const batchSize = config.batchSize ?? DEFAULTS.batchSize;
  const timeoutMs = config.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxRetries = config.maxRetries ?? DEFAULTS.maxRetries;
  const model = lazy(async () =>
    (await openAICompatibleSdk())
      .createOpenAICompatible({
        name: 'embeddings',
        baseURL: config.baseURL,
        apiKey: config.apiKey,
      })
      .embeddingModel(config.model),
  );
  const providerOptions =
    config.dimensions === undefined || config.shorten === false
      ? undefined
      : { embeddings: { dimensions: config.dimensions } };

  return {
    model: config.model,
    async embed(texts, signal) {
      const [{ embedMany }, embeddingModel] = await Promise.all([aiSdk(), model()]);
      const embeddings: number[][] = [];
      let tokens = 0;
      for (let start = 0; start < texts.length; start += batchSize) {
        const timeout = AbortSignal.timeout(timeoutMs);
        const result = await embedMany({
          model: embeddingModel,
          values: texts.slice(start, start + batchSize),
          maxRetries,
          abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          providerOptions,
        });
        for (const embedding of result.embeddings) {
          if (config.dimensions !== undefined && embedding.length !== config.dimensions)
            throw new EmbeddingSizeError(
              `Embedding model ${config.model} answered ${embedding.length} dimensions, not ${config.dimensions}`,
            );
          embeddings.push(embedding);
        }
        tokens += result.usage.tokens;
      }
      // One vector per text, or none of them can be stored against the right chunk.
      if (embeddings.length !== texts.length)
        throw new Error(
          `Embedding model ${config.model} answered ${embeddings.length} of ${texts.length}`,
        );
      return { embeddings, tokens };
    },
  };
}
