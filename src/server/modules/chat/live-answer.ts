// One answer being written: it streams from the provider whether or not anyone is listening, so leaving the
// page loses nothing. Listeners (the request that started it, a reload following it) get the text so far
// and every delta. The text is saved about once a second, so any process can show the part so far.
// The answer streams straight from the provider (providers/llm/chat-streamer.ts), not through `streamText`:
// the chat needs none of its extras (tools, steps, retries, telemetry, fetching image URLs), and they cost
// about 90 µs of CPU per token against 25, and 2–3 ms more before the first token.
import { APICallError, type LanguageModelV3Message } from '@ai-sdk/provider';
import type { ErrorCode } from '@shared/api/errors';
import type { AnswerSink, ChatStreamer } from '../../providers/llm/chat-streamer';
import type { MessageRow } from './repo';

export type StopReason = 'stop' | 'timeout' | 'shutdown';

/** How an answer ended, for the one who settles it. */
export interface AnswerOutcome {
  text: string;
  /** As the provider reported them; undefined when it did not (a stop, a cut stream). */
  inputTokens: number | undefined;
  outputTokens: number | undefined;
  status: 'done' | 'stopped' | 'failed';
  error: ErrorCode | undefined;
  /** Whether the provider started answering: a call refused outright costs nothing. */
  started: boolean;
}

export type AnswerEvent =
  | { type: 'delta'; text: string }
  /** `row`: the stored answer; undefined when storing it failed. */
  | { type: 'end'; messageId: string; row: MessageRow | undefined };

export interface AnswerRequest {
  messageId: string;
  stream: ChatStreamer;
  system: string | undefined;
  messages: LanguageModelV3Message[];
  maxOutputTokens: number;
  /** The conversation's temperature, within the provider's range; undefined: the model's default. */
  temperature?: number;
  /** Longest wait for the first token and between tokens. */
  timeoutMs: number;
}

export class LiveAnswer implements AnswerSink {
  text = '';
  /** As the provider reported them at the end. */
  private inputTokens: number | undefined;
  private outputTokens: number | undefined;
  private started = false;
  private readonly listeners = new Set<(event: AnswerEvent) => void>();
  private readonly controller = new AbortController();
  private stopReason: StopReason | undefined;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(readonly request: AnswerRequest) {}

  get messageId(): string {
    return this.request.messageId;
  }

  /** Hears every delta from now on and the end; returns unsubscribe. */
  subscribe(listener: (event: AnswerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: AnswerEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Aborts the provider call; the answer ends with what arrived. */
  stop(reason: StopReason): void {
    if (this.stopReason) return;
    this.stopReason = reason;
    this.controller.abort(reason);
  }

  /** When the provider last sent something (the watchdog measures silence from it). */
  private heardAt = 0;

  /**
   * Stops the answer after `timeoutMs` without a token. One timer for the whole silence, not one per token: it
   * wakes when the silence could have run out and sleeps again for what is left if a token came meanwhile.
   */
  private arm(): void {
    this.heardAt = performance.now();
    this.watchdog ??= setTimeout(this.check, this.request.timeoutMs);
  }

  private readonly check = (): void => {
    const left = this.heardAt + this.request.timeoutMs - performance.now();
    if (left > 0) this.watchdog = setTimeout(this.check, left);
    else this.stop('timeout');
  };

  delta(text: string): void {
    this.started = true;
    this.arm();
    // A text column cannot hold NUL: the answer is stored, saved and shown without it.
    const kept = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
    if (!kept) return;
    this.text += kept;
    this.emit({ type: 'delta', text: kept });
  }

  usage(inputTokens: number | undefined, outputTokens: number | undefined): void {
    this.inputTokens = inputTokens;
    this.outputTokens = outputTokens;
  }

  /** Streams to the end; never throws (a failure is an outcome). */
  async run(): Promise<AnswerOutcome> {
    const { stream, system, messages, maxOutputTokens, temperature } = this.request;
    let failure: unknown;
    this.arm();
    try {
      // No retries: the user sees the error and chooses to regenerate.
      await stream(
        {
          prompt: system ? [{ role: 'system', content: system }, ...messages] : messages,
          maxOutputTokens,
          temperature,
          abortSignal: this.controller.signal,
        },
        this,
      );
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(this.watchdog);
    }
    return this.outcome(failure);
  }

  private outcome(failure: unknown): AnswerOutcome {
    const { started } = this;
    const base = {
      text: this.text,
      inputTokens: this.inputTokens,
      outputTokens: this.outputTokens,
      started,
    };
    if (this.stopReason === 'stop') return { ...base, status: 'stopped', error: undefined };
    if (this.stopReason === 'timeout')
      return { ...base, status: 'failed', error: 'PROVIDER_TIMEOUT' };
    if (this.stopReason === 'shutdown')
      return { ...base, status: 'failed', error: 'SERVER_RESTARTED' };
    if (failure !== undefined)
      return { ...base, status: 'failed', error: errorCode(failure, started) };
    return { ...base, status: 'done', error: undefined };
  }
}

/** What the user reads about a provider failure. */
function errorCode(error: unknown, started: boolean): ErrorCode {
  if (started) return 'STREAM_INTERRUPTED';
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429 || error.statusCode === 529) return 'PROVIDER_RATE_LIMITED';
    if (error.statusCode === 408 || error.statusCode === 504) return 'PROVIDER_TIMEOUT';
  }
  return 'PROVIDER_ERROR';
}
