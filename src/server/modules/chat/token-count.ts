// Counting a prompt as a send would, before sending: its input tokens (the conversation's history, its
// character's instructions and its own settings included, shaped exactly as the hold shapes them), and the
// most the send could cost this account.
import type { ConversationSettings } from '@shared/api/chat-conversation';
import type { TokenCount } from '@shared/api/chat-tokens';
import type { Deps } from '../../deps';
import { answerShape, settingsOf } from './answer-plan';
import { buildPrompt } from './prompt';
import {
  characterOf,
  conversationMessages,
  ownedConversation,
  usableCharacter,
  type MessageRow,
} from './repo';
import { IMAGE_TOKENS } from './tokens';

export async function countSend(
  deps: Deps,
  userId: string,
  body: {
    model: string;
    text: string;
    conversationId?: string;
    characterId?: string;
    settings?: ConversationSettings;
    images: number;
  },
): Promise<TokenCount> {
  const { entry } = deps.models.require(body.model);
  const conversation = body.conversationId
    ? await ownedConversation(deps.db, userId, body.conversationId)
    : undefined;
  const history = conversation ? await conversationMessages(deps.db, conversation.id) : [];
  // A new conversation is counted with the character and settings its first message will bring.
  const character = conversation
    ? await characterOf(deps.db, conversation)
    : body.characterId
      ? await usableCharacter(deps.db, userId, body.characterId)
      : null;
  const settings = settingsOf(conversation ?? { ...body.settings });
  const question = { role: 'user', content: body.text, images: [] } as unknown as MessageRow;
  const maxOutputTokens = Math.min(entry.maxOutput, deps.config.chat.maxOutputTokens);
  // Counting only: images are not read, so the prompt is built without them and they are counted apart.
  const prompt = await buildPrompt(
    deps,
    userId,
    { ...entry, vision: false },
    answerShape(entry, character, undefined, settings),
    [...history.map((row) => ({ ...row, images: [] })), question],
    maxOutputTokens,
  );
  const imageTokens = entry.vision ? body.images * IMAGE_TOKENS : 0;
  const inputTokens = prompt.inputTokens + imageTokens;
  const quote = await deps.credits.quote(userId, {
    kind: 'chat',
    model: entry.id,
    inputTokens,
    outputTokens: maxOutputTokens,
  });
  return {
    tokens: inputTokens,
    credits: quote.credits,
    maxOutputTokens,
    locked: quote.locked,
    affordable: quote.affordable,
  };
}
