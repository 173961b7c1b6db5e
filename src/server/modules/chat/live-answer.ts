// One answer being written: it streams from the provider whether or not anyone is listening, so leaving the
// page loses nothing. Listeners (the request that started it, a reload following it) get the text so far
// and every delta. The text is saved about once a second, so any process can show the part so far.
import { APICallError, streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { ErrorCode } from '@shared/api/errors';

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

export type AnswerEvent = { type: 'delta'; text: string } | { type: 'end'; messageId: string };

export interface AnswerRequest {
  messageId: string;
  model: LanguageModel;
  system: string | undefined;
  messages: ModelMessage[];
  maxOutputTokens: number;
  /** Longest wait for the first token and between tokens. */
  timeoutMs: number;
}

export class LiveAnswer {
  text = '';
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

  private arm(): void {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.stop('timeout'), this.request.timeoutMs);
  }

  /** Streams to the end; never throws (a failure is an outcome). */
  async run(): Promise<AnswerOutcome> {
    const { model, system, messages, maxOutputTokens } = this.request;
    let usage: { inputTokens?: number; outputTokens?: number } | undefined;
    let failure: unknown;
    let started = false;
    this.arm();
    try {
      const result = streamText({
        model,
        system,
        messages,
        maxOutputTokens,
        abortSignal: this.controller.signal,
        // Retrying is ours to decide: the user sees the error and chooses to regenerate.
        maxRetries: 0,
        // Failures are read from the stream below; the default would also print them.
        onError: () => undefined,
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' && part.text) {
          started = true;
          this.arm();
          this.text += part.text;
          this.emit({ type: 'delta', text: part.text });
        } else if (part.type === 'finish') {
          usage = part.totalUsage;
        } else if (part.type === 'error') {
          failure = part.error;
        }
      }
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(this.watchdog);
    }
    return this.outcome(usage, failure, started);
  }

  private outcome(
    usage: { inputTokens?: number; outputTokens?: number } | undefined,
    failure: unknown,
    started: boolean,
  ): AnswerOutcome {
    const base = {
      text: this.text,
      inputTokens: usage?.inputTokens,
      outputTokens: usage?.outputTokens,
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
