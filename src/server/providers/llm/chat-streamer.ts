// How the chat streams an answer from a provider: the answer's text arrives in a sink, token by token, through
// callbacks rather than an async iterator, so relaying a token costs no promise. OpenAI-style providers are read
// by our own reader (openai-stream.ts); the rest stream through their AI SDK model.
import type { LanguageModelV3, LanguageModelV3Prompt } from '@ai-sdk/provider';

export interface StreamCall {
  prompt: LanguageModelV3Prompt;
  maxOutputTokens: number;
  /** Undefined: the model's default. */
  temperature: number | undefined;
  abortSignal: AbortSignal;
}

/** Where a streamed answer goes. */
export interface AnswerSink {
  delta(text: string): void;
  /** As the provider reported them at the end; never called when it did not. */
  usage(inputTokens: number | undefined, outputTokens: number | undefined): void;
}

/** Streams one answer into the sink: resolves at its end, rejects when the call or the stream fails. */
export type ChatStreamer = (call: StreamCall, sink: AnswerSink) => Promise<void>;

/** An AI SDK model as a streamer (its `doStream`, with none of `streamText`'s extras). */
export function sdkStreamer(model: () => Promise<LanguageModelV3>): ChatStreamer {
  return async (call, sink) => {
    // Made (and its provider's SDK loaded) at the first answer of this model.
    const sdkModel = await model();
    const { stream } = await sdkModel.doStream({
      prompt: call.prompt,
      maxOutputTokens: call.maxOutputTokens,
      temperature: call.temperature,
      abortSignal: call.abortSignal,
    });
    for await (const part of stream) {
      if (part.type === 'text-delta') {
        if (part.delta) sink.delta(part.delta);
      } else if (part.type === 'finish') {
        sink.usage(part.usage.inputTokens.total, part.usage.outputTokens.total);
      } else if (part.type === 'error') {
        throw part.error;
      }
    }
  };
}
