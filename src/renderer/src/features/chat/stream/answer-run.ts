// One streamed answer from the client's side: reads its events, batches its deltas per frame, stops it on
// request, and when the connection breaks follows the answer again (the server keeps writing it when the
// client goes away), so a flaky network or a sleeping laptop loses nothing.
import type { ChatMessage } from '@shared/api/chat';
import type { ChatEvent } from '@shared/api/chat';
import { chatService } from '../../../api/chat';
import { NetworkError } from '../../../api/errors';
import type { StreamAnswer } from '../../../api/stream';
import { StreamBrokenError } from '../../../api/stream';
import { createDeltaBatcher, type FrameScheduler } from './delta-batcher';

export type StartEvent = Extract<ChatEvent, { type: 'start' }>;

export interface AnswerHandlers {
  /** The request was accepted: the stored question (if any) and the answer being written. */
  onStart(event: StartEvent): void;
  /** The answer's whole state (a snapshot, its usage, its end). */
  onMessage(message: ChatMessage): void;
  /** More text of the answer, batched. */
  onAppend(messageId: string, text: string): void;
  /** A failure after acceptance; `message` is the partial answer kept, when there is one. */
  onFailure(code: string, msg: string, message: ChatMessage | null): void;
}

/** How the run ended: `ended` (done, stopped or failed: the message says), `detached` (the page left it). */
export type RunOutcome = 'ended' | 'detached' | 'lost';

type Open = (
  onEvent: (event: ChatEvent) => void,
  signal: AbortSignal,
) => Promise<StreamAnswer<ChatMessage>>;

/** How an answer under way is followed again and stopped: by default, the signed-in user's chat calls. */
export interface AnswerActions {
  follow(
    messageId: string,
    onEvent: (event: ChatEvent) => void,
    signal: AbortSignal,
  ): Promise<StreamAnswer<ChatMessage>>;
  stop(messageId: string): Promise<ChatMessage>;
}

const chatActions: AnswerActions = { follow: chatService.follow, stop: chatService.stop };

/** Waits between attempts to follow a broken stream again. */
export const FOLLOW_DELAYS_MS = [300, 1000, 2000, 4000, 8000];

const broken = (error: unknown) =>
  error instanceof StreamBrokenError || error instanceof NetworkError;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export class AnswerRun {
  readonly done: Promise<RunOutcome>;
  private readonly controller = new AbortController();
  private messageId: string | undefined;
  private ended = false;
  private stopWanted = false;

  constructor(
    open: Open,
    private readonly handlers: AnswerHandlers,
    frames?: FrameScheduler,
    /** Following an answer already under way: its id is known from the start. */
    messageId?: string,
    private readonly actions: AnswerActions = chatActions,
  ) {
    this.messageId = messageId;
    const batcher = createDeltaBatcher((text) => {
      if (this.messageId) handlers.onAppend(this.messageId, text);
    }, frames);
    const onEvent = (event: ChatEvent) => {
      if (this.controller.signal.aborted) return;
      switch (event.type) {
        case 'start':
          this.messageId = event.message.id;
          handlers.onStart(event);
          if (this.stopWanted) void this.stop();
          break;
        case 'snapshot':
          // The snapshot holds all the text so far: what waits in the batcher is part of it.
          batcher.cancel();
          this.messageId = event.message.id;
          handlers.onMessage(event.message);
          break;
        case 'delta':
          batcher.push(event.text);
          break;
        case 'usage':
          batcher.flush();
          break;
        case 'done':
          batcher.flush();
          this.ended = true;
          handlers.onMessage(event.message);
          break;
        case 'error':
          batcher.flush();
          this.ended = true;
          handlers.onFailure(event.code, event.msg, event.message);
          break;
      }
    };
    this.done = this.run(open, onEvent).finally(() => batcher.flush());
  }

  /** The answer being written, once the server has said which. */
  get id(): string | undefined {
    return this.messageId;
  }

  private async run(open: Open, onEvent: (event: ChatEvent) => void): Promise<RunOutcome> {
    const signal = this.controller.signal;
    try {
      const answer = await open(onEvent, signal);
      if (answer.kind === 'data') this.finish(answer.data);
      if (this.ended) return 'ended';
    } catch (error) {
      if (signal.aborted) return this.ended ? 'ended' : 'detached';
      // A refusal, or a failure before the server took the request: the caller says so where the user typed.
      if (!broken(error) || !this.messageId) throw error;
    }
    for (const delay of FOLLOW_DELAYS_MS) {
      await sleep(delay, signal);
      if (signal.aborted) return this.ended ? 'ended' : 'detached';
      try {
        const answer = await this.actions.follow(this.messageId as string, onEvent, signal);
        if (answer.kind === 'data') this.finish(answer.data);
        if (this.ended) return 'ended';
      } catch (error) {
        if (signal.aborted) return this.ended ? 'ended' : 'detached';
        if (!broken(error)) throw error;
      }
    }
    return 'lost';
  }

  private finish(message: ChatMessage): void {
    this.ended = true;
    this.handlers.onMessage(message);
  }

  /**
   * Stops the answer: the server aborts the model and keeps the partial text, answering the stopped
   * message; then this stops reading. Before the server has named the answer, the stop waits for it.
   */
  async stop(): Promise<void> {
    this.stopWanted = true;
    const id = this.messageId;
    if (!id || this.ended) return;
    try {
      const message = await this.actions.stop(id);
      if (this.controller.signal.aborted) return;
      this.finish(message);
      this.controller.abort();
    } catch {
      // Already finished (or gone): the stream's own end says how it ended.
    }
  }

  /** Stops reading without stopping the answer (the page moves to another conversation). */
  detach(): void {
    this.controller.abort();
  }
}
