// A conversation as its owner sees it, and what its owner may change about it: the title and the settings
// its answers follow (instructions, temperature, how much of the conversation goes with each question).
// The chat family (./chat.ts) takes and answers these, and includes the two calls declared here.
import * as z from 'zod/mini';
import { defineRoute } from './http';

/** The longest title, in characters (a title made from the first message is shorter). */
export const MAX_TITLE_CHARS = 100;
/** The longest instructions of a conversation, in characters (they are sent with every question). */
export const MAX_INSTRUCTIONS_CHARS = 8_000;
/** The most earlier messages a conversation may ask to send with each question. */
export const MAX_CONTEXT_MESSAGES = 60;
/** The widest temperature any provider takes (OpenAI's 0–2); see `maxTemperature` for narrower ones. */
export const TEMPERATURE_MAX = 2;

/** The highest temperature a provider accepts: Anthropic's API refuses more than 1. */
export function maxTemperature(provider: 'openai' | 'anthropic' | 'openai-compatible'): number {
  return provider === 'anthropic' ? 1 : TEMPERATURE_MAX;
}

/** A title as the user writes it: trimmed, not empty, not too long (the messages are the user's words). */
export const conversationTitle = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'chat.rename.empty' }),
    z.maxLength(MAX_TITLE_CHARS, { error: 'chat.rename.tooLong' }),
  );

export const conversationSettings = z.object({
  /** What the model is told before the conversation, after the character's own ('' for nothing). */
  instructions: z
    .string()
    .check(
      z.trim(),
      z.maxLength(MAX_INSTRUCTIONS_CHARS, { error: 'chat.settings.instructionsTooLong' }),
    ),
  /** Sampling temperature; null leaves the model's own default. */
  temperature: z.nullable(z.number().check(z.gte(0), z.lte(TEMPERATURE_MAX))),
  /**
   * Earlier messages sent with each question (each question and each answer counts as one); null sends as
   * many as fit the model's context window. Either way the window is the limit and older ones go first.
   */
  contextMessages: z.nullable(z.int().check(z.gte(0), z.lte(MAX_CONTEXT_MESSAGES))),
});
export type ConversationSettings = z.infer<typeof conversationSettings>;

/** What a conversation starts with when nobody changed anything. */
export const DEFAULT_SETTINGS: ConversationSettings = {
  instructions: '',
  temperature: null,
  contextMessages: null,
};

export const characterRef = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  greeting: z.string(),
});

export const conversationInfo = z.object({
  id: z.string(),
  kind: z.enum(['chat', 'mo', 'helper', 'bot']),
  title: z.string(),
  model: z.string(),
  character: z.nullable(characterRef),
  helperId: z.nullable(z.string()),
  settings: conversationSettings,
  /** The start of the last message, for the list. */
  preview: z.string(),
  updatedAt: z.string(),
});
export type ConversationInfo = z.infer<typeof conversationInfo>;

const conversationId = z.uuid();

/** The chat family's calls that change a conversation itself (spread into `chatApi`). */
export const conversationCalls = {
  /** Gives a conversation another title (a share shows it too); answers the changed conversation. */
  rename: defineRoute({
    method: 'POST',
    path: '/api/user/chat/rename',
    body: z.object({ conversationId, title: conversationTitle }),
    data: conversationInfo,
    auth: true,
  }),
  /** What the conversation's next answers follow; answers the changed conversation. */
  settings: defineRoute({
    method: 'POST',
    path: '/api/user/chat/settings',
    body: z.extend(conversationSettings, { conversationId }),
    data: conversationInfo,
    auth: true,
  }),
} as const;
