// Language models through the Vercel AI SDK: one catalogue entry (product model → provider and upstream
// name) becomes a model the chat can stream from, or the reason it cannot.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Config } from '../../config';
import type { CatalogEntry } from './catalog';

export type LlmConfig = Config['llm'];

/** The model of a catalogue entry, or undefined when its provider is not configured. */
export function languageModel(entry: CatalogEntry, llm: LlmConfig): LanguageModelV3 | undefined {
  switch (entry.provider) {
    case 'openai':
      // Chat Completions, not the Responses API: every OpenAI-compatible relay serves it.
      return llm.openai
        ? createOpenAI({ apiKey: llm.openai.apiKey, baseURL: llm.openai.baseURL }).chat(
            entry.upstreamModel,
          )
        : undefined;
    case 'anthropic':
      return llm.anthropic
        ? createAnthropic({ apiKey: llm.anthropic.apiKey, baseURL: llm.anthropic.baseURL })(
            entry.upstreamModel,
          )
        : undefined;
    case 'openai-compatible': {
      const baseURL = entry.baseURL ?? llm.openaiCompatible?.baseURL;
      if (!baseURL) return undefined;
      const apiKey = entry.apiKeyEnv ? llm.env[entry.apiKeyEnv] : llm.openaiCompatible?.apiKey;
      if (entry.apiKeyEnv && !apiKey) return undefined;
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL,
        apiKey,
        includeUsage: true,
      }).chatModel(entry.upstreamModel);
    }
  }
}
