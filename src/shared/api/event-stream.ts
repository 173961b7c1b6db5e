// The wire form of a streaming call's events (a stream route's `events`, e.g. `chatEvent` in ./chat.ts), as the
// server writes them and every client (renderer, tests, bench) reads them: `event: <type>\ndata: <json>\n\n`.
// One parser serves all readers so the format lives in one place.

/** One event on the wire; any event stream's events (a `type` and its data) take this form. */
export function formatEvent<E extends { type: string }>(event: E): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Reads events from text chunks as they arrive (chunks may split events anywhere). Comment lines (keepalives)
 * and events without data are skipped.
 */
export function createEventParser<E extends { type: string }>(
  onEvent: (event: E) => void,
): {
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
        if (type && data) onEvent({ type, ...JSON.parse(data) } as E);
        end = buffer.indexOf('\n\n');
      }
    },
  };
}
