// Language models: one catalogue entry (product model → provider and upstream name) becomes a model the chat
// can stream from, or the reason it cannot. The AI SDK's model serves one-off calls (generateText); the chat
// streams OpenAI-style answers through our own reader (openai-stream.ts) and Anthropic's through the SDK.
// The SDK's providers are loaded at the first call that needs one (deferred.ts), not when the catalogue is
// built at start.
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Config } from '../../config';
import { anthropicSdk, openAICompatibleSdk, openAISdk } from '../../deferred';
import { lazy } from '../../lazy';
import type { CatalogEntry } from './catalog';
import { sdkStreamer, type ChatStreamer } from './chat-streamer';
import { compatibleModelRules, openAIModelRules } from './openai-chat-body';
import { openAIStreamer } from './openai-stream';

export type LlmConfig = Config['llm'];

/** OpenAI's API when no other address is configured (the SDK's default too). */
const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export interface ProviderModel {
  /** Made at its first use, once. */
  model: () => Promise<LanguageModelV3>;
  /** How the chat streams an answer from it. */
  stream: ChatStreamer;
}

/** The model of a catalogue entry, or undefined when its provider is not configured. */
export function languageModel(entry: CatalogEntry, llm: LlmConfig): ProviderModel | undefined {
  const name = entry.upstreamModel;
  switch (entry.provider) {
    case 'openai': {
      if (!llm.openai) return undefined;
      const { apiKey, baseURL = OPENAI_BASE_URL } = llm.openai;
      return {
        // Chat Completions, not the Responses API: every OpenAI-compatible relay serves it.
        model: lazy(async () => (await openAISdk()).createOpenAI({ apiKey, baseURL }).chat(name)),
        stream: openAIStreamer({ baseURL, apiKey, model: name, rules: openAIModelRules(name) }),
      };
    }
    case 'anthropic': {
      if (!llm.anthropic) return undefined;
      const { apiKey, baseURL } = llm.anthropic;
      const model = lazy(async () =>
        (await anthropicSdk()).createAnthropic({ apiKey, baseURL })(name),
      );
      return { model, stream: sdkStreamer(model) };
    }
    case 'openai-compatible': {
      const baseURL = entry.baseURL ?? llm.openaiCompatible?.baseURL;
      if (!baseURL) return undefined;
      const apiKey = entry.apiKeyEnv ? llm.env[entry.apiKeyEnv] : llm.openaiCompatible?.apiKey;
      if (entry.apiKeyEnv && !apiKey) return undefined;
      return {
        model: lazy(async () =>
          (await openAICompatibleSdk())
            .createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey })
            .chatModel(name),
        ),
        stream: openAIStreamer({ baseURL, apiKey, model: name, rules: compatibleModelRules() }),
      };
    }
  }
}
