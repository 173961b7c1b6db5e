// The chat models of this server: the catalogue joined with the configured providers, built once at start.
// The list endpoint, the chat and the price checks all ask it, so "usable" means the same thing everywhere.
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ModelInfo } from '@shared/api/model';
import { AppError } from '../../http/app-error';
import { languageModel, type LlmConfig } from '.';
import { loadCatalog, type CatalogEntry } from './catalog';

export interface ChatModel {
  entry: CatalogEntry;
  info: ModelInfo;
  /** Undefined when no provider serves it. */
  model: LanguageModelV3 | undefined;
}

export interface UsableModel {
  entry: CatalogEntry;
  info: ModelInfo;
  model: LanguageModelV3;
}

export interface ModelRegistry {
  /** What the client sees: no upstream names, and whether each model can answer right now. */
  list(): ModelInfo[];
  /** A usable model, or the error the user should read (unknown, or no provider configured). */
  require(id: string): UsableModel;
  find(id: string): ChatModel | undefined;
}

export function createModelRegistry(
  catalogPath: string | undefined,
  llm: LlmConfig,
): ModelRegistry {
  const models = new Map<string, ChatModel>();
  for (const entry of loadCatalog(catalogPath)) {
    const { upstreamModel: _u, baseURL: _b, apiKeyEnv: _k, cost: _c, ...visible } = entry;
    const model = languageModel(entry, llm);
    const info: ModelInfo = model
      ? { ...visible, available: true }
      : { ...visible, available: false, reason: 'errors.providerNotConfigured' };
    models.set(entry.id, { entry, info, model });
  }
  const list = [...models.values()].map((model) => model.info);
  return {
    list: () => list,
    find: (id) => models.get(id),
    require(id) {
      const found = models.get(id);
      if (!found) throw new AppError('MODEL_UNKNOWN', { model: id });
      const model = found.model;
      if (!model) throw new AppError('MODEL_UNAVAILABLE', { model: found.info.label });
      return { entry: found.entry, info: found.info, model };
    },
  };
}
