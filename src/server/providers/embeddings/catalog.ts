// Which embeddings model this server uses for bots' knowledge, and where it is served. The model catalogue's
// `embeddings` section names each model's upstream name and the size of its vectors (upstream names live only
// there, as for chat); EMBEDDINGS_MODEL picks one entry (unset: the first), and the endpoint is the entry's own
// `baseURL` (with the key in the variable its `apiKeyEnv` names) or EMBEDDINGS_BASE_URL and EMBEDDINGS_API_KEY.
// No endpoint: no embeddings, and bots search by keywords only.
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import type { Config } from '../../config';
import { ConfigError } from '../../config';
import { defaultFile } from '../../defaults';

/** HNSW indexes vectors up to this size (pgvector): a larger model is shortened, see migration 0009. */
const MAX_INDEXED_DIMENSIONS = 2_000;

const embeddingsEntry = z.object({
  /** The price table's key for it. */
  id: z.string().check(z.minLength(1)),
  upstreamModel: z.string().check(z.minLength(1)),
  /** The size of its vectors: checked on every answer, and chunks of another size are never compared. */
  dimensions: z.int().check(z.gte(1), z.lte(MAX_INDEXED_DIMENSIONS)),
  /** Ask the provider for `dimensions` (OpenAI's text-embedding-3 models shorten their vectors on request). */
  shorten: z.optional(z.boolean()),
  baseURL: z.optional(z.url()),
  apiKeyEnv: z.optional(z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/))),
  /** Texts per request (many self-hosted servers take fewer than OpenAI's 2,048). */
  batchSize: z.optional(z.int().check(z.gte(1), z.lte(2048))),
});
const catalogFile = z.object({ embeddings: z.optional(z.array(embeddingsEntry)) });
export type EmbeddingsEntry = z.infer<typeof embeddingsEntry>;

/** The model this server embeds with and how to reach it. */
export interface EmbeddingsModel {
  entry: EmbeddingsEntry;
  baseURL: string;
  apiKey?: string;
}

function entries(path: string | undefined): EmbeddingsEntry[] {
  const file = path ?? defaultFile('model-catalog.json');
  const parsed = catalogFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `Model catalogue ${file} is not valid: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  return parsed.data.embeddings ?? [];
}

/**
 * The configured embeddings model, or undefined when none is (keyword search only). A half-done setting
 * (a model or key without an endpoint, a model the catalogue does not list) stops the server at start.
 */
export function embeddingsModel(config: Pick<Config, 'embeddings' | 'modelCatalog' | 'llm'>) {
  const { baseURL, apiKey, model } = config.embeddings;
  const listed = entries(config.modelCatalog);
  const entry = model ? listed.find((candidate) => candidate.id === model) : listed[0];
  if (model && !entry)
    throw new ConfigError(
      `Invalid configuration:\n  EMBEDDINGS_MODEL: the model catalogue has no embeddings entry "${model}" (it lists ${listed.map((item) => item.id).join(', ') || 'none'})`,
    );
  const endpoint = entry?.baseURL ?? baseURL;
  if (!endpoint) {
    if (model || apiKey)
      throw new ConfigError(
        'Invalid configuration:\n  EMBEDDINGS_BASE_URL: must be set with EMBEDDINGS_MODEL or EMBEDDINGS_API_KEY',
      );
    return undefined;
  }
  if (!entry)
    throw new ConfigError(
      'Invalid configuration:\n  EMBEDDINGS_BASE_URL: the model catalogue has no embeddings entry to use',
    );
  const key = entry.apiKeyEnv ? config.llm.env[entry.apiKeyEnv] : apiKey;
  return { entry, baseURL: endpoint, apiKey: key } satisfies EmbeddingsModel;
}
