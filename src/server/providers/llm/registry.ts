// The chat models of this server: the catalogue in force (the shipped file, or the version admins published
// in the console) joined with the configured providers. The list endpoint, the chat and the price checks all
// ask it, so "usable" means the same thing everywhere; a newly published catalogue is built on the next ask.
import type { ModelInfo } from '@shared/api/model';
import type { VersionedDocument } from '../../config-versions';
import { AppError } from '../../http/app-error';
import { languageModel, type LlmConfig, type ProviderModel } from '.';
import type { CatalogDocument, CatalogEntry } from './catalog';

export interface ChatModel {
  entry: CatalogEntry;
  info: ModelInfo;
  /** Undefined when no provider serves it. */
  provider: ProviderModel | undefined;
}

export interface UsableModel extends ProviderModel {
  entry: CatalogEntry;
  info: ModelInfo;
}

export interface ModelRegistry {
  /** What the client sees: no upstream names, and whether each model can answer right now. */
  list(): ModelInfo[];
  /** A usable model, or the error the user should read (unknown, or no provider configured). */
  require(id: string): UsableModel;
  find(id: string): ChatModel | undefined;
  /** The catalogue's versions, edited in the console. */
  readonly catalogue: VersionedDocument<CatalogDocument>;
}

function build(document: CatalogDocument, llm: LlmConfig) {
  const models = new Map<string, ChatModel>();
  for (const entry of document.models) {
    const { upstreamModel: _u, baseURL: _b, apiKeyEnv: _k, cost: _c, ...visible } = entry;
    const provider = languageModel(entry, llm);
    const info: ModelInfo = provider
      ? { ...visible, available: true }
      : { ...visible, available: false, reason: 'errors.providerNotConfigured' };
    models.set(entry.id, { entry, info, provider });
  }
  return { models, list: [...models.values()].map((model) => model.info) };
}

export function createModelRegistry(
  catalogue: VersionedDocument<CatalogDocument>,
  llm: LlmConfig,
): ModelRegistry {
  let builtFrom = catalogue.current;
  let built = build(builtFrom, llm);
  const now = () => {
    if (catalogue.current !== builtFrom) {
      builtFrom = catalogue.current;
      built = build(builtFrom, llm);
    }
    return built;
  };
  return {
    catalogue,
    list: () => now().list,
    find: (id) => now().models.get(id),
    require(id) {
      const found = now().models.get(id);
      if (!found) throw new AppError('MODEL_UNKNOWN', { model: id });
      const provider = found.provider;
      if (!provider) throw new AppError('MODEL_UNAVAILABLE', { model: found.info.label });
      return { entry: found.entry, info: found.info, ...provider };
    },
  };
}
