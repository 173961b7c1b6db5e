// The body of a streamed Chat Completions call, as OpenAI and every OpenAI-compatible relay read it: the
// prompt's messages (pictures as data URLs), the answer's length limit and the temperature.
import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { StreamCall } from './chat-streamer';

/** What the upstream model accepts besides the common fields. */
export interface ModelRules {
  /** Reasoning models take instructions as `developer`, the limit as `max_completion_tokens`, no temperature. */
  reasoning: boolean;
  /** Takes no temperature (reasoning and search models). */
  fixedTemperature: boolean;
}

const COMPATIBLE: ModelRules = { reasoning: false, fixedTemperature: false };

/**
 * OpenAI's own models by name, as its API documents them: the o-series and GPT-5 onwards (but for the
 * `-chat` variants) reason; the search previews refuse a temperature. Any other name is an ordinary model.
 */
export function openAIModelRules(modelId: string): ModelRules {
  const gpt = /^gpt-(\d+)(?:\.(\d+))?(?:-(.+))?$/.exec(modelId);
  const chatVariant = gpt !== null && gpt[2] === undefined && (gpt[3]?.startsWith('chat') ?? false);
  const reasoning =
    /^o\d+(?:-|$)/.test(modelId) || (gpt !== null && Number(gpt[1]) >= 5 && !chatVariant);
  const search = /^gpt-4o(?:-mini)?-search-preview/.test(modelId);
  return { reasoning, fixedTemperature: reasoning || search };
}

export function compatibleModelRules(): ModelRules {
  return COMPATIBLE;
}

type ContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

function dataUrl(data: Uint8Array | string | URL, mediaType: string): string {
  if (data instanceof URL) return data.toString();
  const base64 = typeof data === 'string' ? data : Buffer.from(data).toString('base64');
  return `data:${mediaType};base64,${base64}`;
}

function messages(prompt: LanguageModelV3Prompt, rules: ModelRules) {
  return prompt.map((message) => {
    switch (message.role) {
      case 'system':
        return { role: rules.reasoning ? 'developer' : 'system', content: message.content };
      case 'assistant':
        return {
          role: 'assistant',
          content: message.content.map((part) => (part.type === 'text' ? part.text : '')).join(''),
        };
      case 'user': {
        const only = message.content[0];
        if (message.content.length === 1 && only?.type === 'text')
          return { role: 'user', content: only.text };
        const content = message.content.map((part): ContentPart =>
          part.type === 'text'
            ? { type: 'text', text: part.text }
            : { type: 'image_url', image_url: { url: dataUrl(part.data, part.mediaType) } },
        );
        return { role: 'user', content };
      }
      case 'tool':
        throw new Error('The chat sends no tool results');
    }
  });
}

export function chatCompletionBody(model: string, rules: ModelRules, call: StreamCall): string {
  return JSON.stringify({
    model,
    messages: messages(call.prompt, rules),
    stream: true,
    stream_options: { include_usage: true },
    ...(rules.reasoning
      ? { max_completion_tokens: call.maxOutputTokens }
      : { max_tokens: call.maxOutputTokens }),
    ...(rules.fixedTemperature || call.temperature === undefined
      ? {}
      : { temperature: call.temperature }),
  });
}
