// Text embeddings through any OpenAI-compatible `/embeddings` endpoint (OpenAI, a relay, Ollama, vLLM…) with
// the AI SDK: many texts in batches, each call under a time limit, with the tokens the provider counted.
// Bots' chunks and questions must be embedded by the same model at the same size to be comparable, so the
// size asked for is checked against what comes back.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embedMany } from 'ai';

export interface EmbeddingsConfig {
  /** Ending in /v1 (or the provider's equivalent): `/embeddings` is added. */
  baseURL: string;
  apiKey?: string;
  /** The provider's model name. */
  model: string;
  /** Ask for vectors of this size (text-embedding-3 models shorten); unset: the model's own size. */
  dimensions?: number;
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

export function createEmbedder(config: EmbeddingsConfig): Embedder {
  const { batchSize, timeoutMs, maxRetries } = { ...DEFAULTS, ...config };
  const model = createOpenAICompatible({
    name: 'embeddings',
    baseURL: config.baseURL,
    apiKey: config.apiKey,
  }).embeddingModel(config.model);
  const providerOptions =
    config.dimensions === undefined ? undefined : { embeddings: { dimensions: config.dimensions } };

  return {
    model: config.model,
    async embed(texts, signal) {
      const embeddings: number[][] = [];
      let tokens = 0;
      for (let start = 0; start < texts.length; start += batchSize) {
        const timeout = AbortSignal.timeout(timeoutMs);
        const result = await embedMany({
          model,
          values: texts.slice(start, start + batchSize),
          maxRetries,
          abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          providerOptions,
        });
        for (const embedding of result.embeddings) {
          if (config.dimensions !== undefined && embedding.length !== config.dimensions)
            throw new Error(
              `Embedding model ${config.model} answered ${embedding.length} dimensions, not ${config.dimensions}`,
            );
          embeddings.push(embedding);
        }
        tokens += result.usage.tokens;
      }
      return { embeddings, tokens };
    },
  };
}
