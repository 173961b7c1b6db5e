// The events of a streamed answer, as the server writes them and every client (renderer, tests, bench) reads
// them: `event: <type>\ndata: <json>\n\n`. One parser serves all readers so the format lives in one place.
import type { ChatMessage } from '../api/chat';

export type ChatEvent =
  /** The request is accepted: the stored user message (absent for regenerate) and the answer being written. */
  | {
      type: 'start';
      conversationId: string;
      userMessage: ChatMessage | null;
      message: ChatMessage;
      /** Hundredths held for the most this answer can cost. */
      held: number;
    }
  /** The answer so far when following one already under way. */
  | { type: 'snapshot'; message: ChatMessage }
  | { type: 'delta'; text: string }
  | { type: 'usage'; inputTokens: number; outputTokens: number; credits: number }
  /** The stored answer, complete (status done) or ended early (stopped, failed with `error`). */
  | { type: 'done'; message: ChatMessage }
  /** A failure before or during the answer; `message` is the kept partial answer, if any. */
  | { type: 'error'; code: string; msg: string; message: ChatMessage | null };

export const CHAT_EVENT_TYPES = ['start', 'snapshot', 'delta', 'usage', 'done', 'error'] as const;

export function formatEvent(event: ChatEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Reads events from text chunks as they arrive (chunks may split events anywhere). */
export function createEventParser(onEvent: (event: ChatEvent) => void): {
  push(chunk: string): void;
} {
  let buffer = '';
  return {
    push(chunk) {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let type = '';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) type = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if ((CHAT_EVENT_TYPES as readonly string[]).includes(type) && data) {
          onEvent({ type, ...JSON.parse(data) } as ChatEvent);
        }
        end = buffer.indexOf('\n\n');
      }
    },
  };
}
