// What starting an answer needs, whichever endpoint asks for it (chat push, Mo chat, helper, tokens).
import type { MessageCitation } from '@shared/api/chat';
import type { ConversationSettings } from '@shared/api/chat-conversation';

/** A conversation to create for the first message. */
export type NewConversation =
  /** The chat page: with a character, or none (the model alone), and the settings it starts with. */
  | { kind: 'chat'; characterId?: string; settings?: ConversationSettings }
  /** Mo chat: the one running thread of this user and model (made on first use). */
  | { kind: 'mo' }
  /** A helper template's answer; `title` is the template's. */
  | { kind: 'helper'; helperId: string; title: string }
  /**
   * A conversation with a bot: its owner's test chat, or a visitor's on the owner's website (held by the
   * visitor's session, paid by the owner); `title` is the first question's.
   */
  | { kind: 'bot'; botId: string; visitor?: { id: string; origin: string } };

export interface SendInput {
  userId: string;
  /** An existing conversation of this user, or the one to create. */
  target: { conversationId: string } | NewConversation;
  /** Catalogue model id. */
  model: string;
  /** What the user sends (for a helper: the filled-in prompt). */
  text: string;
  /** Upload ids of this user's images. */
  images: string[];
  /** The client's key for this request: a repeat answers the first request's message. */
  clientKey: string;
  /** Put before the conversation as instructions (a helper template's); characters bring their own. */
  instructions?: string;
  /** The expense log's service name; default `chat`. */
  service?: string;
  /** What the hold pays for, where the service lists its charges (`bot:<id>`). */
  subject?: string;
  /** A bot's answer: the knowledge it is given, kept on the answer as its citations. */
  citations?: MessageCitation[];
  /**
   * Whose per-minute count of messages this one is (CHAT_SENDS_PER_MINUTE): the user's by default. A bot's
   * visitor is counted on their own, or the visitors of a bot would use up its owner's count.
   */
  rateKey?: string;
}

/** The chat page's push (and its non-streaming twin): where the message goes, and what it is. */
export function chatSendInput(
  userId: string,
  body: {
    conversationId?: string;
    characterId?: string;
    model: string;
    text: string;
    images: string[];
    clientKey: string;
    settings?: ConversationSettings;
  },
): SendInput {
  return {
    userId,
    target: body.conversationId
      ? { conversationId: body.conversationId }
      : { kind: 'chat', characterId: body.characterId, settings: body.settings },
    model: body.model,
    text: body.text,
    images: body.images,
    clientKey: body.clientKey,
  };
}
