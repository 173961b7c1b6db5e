// What a visitor sees of an answer: the text and the passages it cites, without what only the owner sees (why
// each passage was chosen, what the answer cost them, what was held for it).
import type { ChatEvent, ChatMessage } from '@shared/api/chat';
import type { EventStream } from '../../http/event-stream';

export function forVisitor(message: ChatMessage): ChatMessage {
  return {
    ...message,
    inputTokens: 0,
    outputTokens: 0,
    credits: 0,
    ...(message.citations && {
      citations: message.citations.map(({ scores: _scores, ...citation }) => citation),
    }),
  };
}

function eventForVisitor(event: ChatEvent): ChatEvent {
  switch (event.type) {
    case 'start':
      return {
        ...event,
        held: 0,
        message: forVisitor(event.message),
        userMessage: event.userMessage && forVisitor(event.userMessage),
      };
    case 'snapshot':
    case 'done':
      return { ...event, message: forVisitor(event.message) };
    case 'error':
      return { ...event, message: event.message && forVisitor(event.message) };
    case 'usage':
      return { ...event, inputTokens: 0, outputTokens: 0, credits: 0 };
    case 'delta':
      return event;
  }
}

/** The same stream, each event as a visitor sees it. */
export function visitorStream(stream: EventStream<ChatEvent>): EventStream<ChatEvent> {
  return {
    send: (event) => stream.send(eventForVisitor(event)),
    end: () => stream.end(),
    get closed() {
      return stream.closed;
    },
    onClose: (listener) => stream.onClose(listener),
  };
}
