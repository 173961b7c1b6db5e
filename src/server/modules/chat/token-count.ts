// Counting a prompt as a send would, before sending: its input tokens (the conversation's history and the
// character's instructions included), and the most the send could cost this account.
import type { TokenCount } from '@shared/api/chat';
import type { Deps } from '../../deps';
import { buildPrompt } from './prompt';
import { characterOf, conversationMessages, ownedConversation, type MessageRow } from './repo';
import { IMAGE_TOKENS } from './tokens';

export async function countSend(
  deps: Deps,
  userId: string,
  body: { model: string; text: string; conversationId?: string; images: number },
): Promise<TokenCount> {
  const { entry } = deps.models.require(body.model);
  const conversation = body.conversationId
    ? await ownedConversation(deps.db, userId, body.conversationId)
    : undefined;
  const history = conversation ? await conversationMessages(deps.db, conversation.id) : [];
  const character = conversation ? await characterOf(deps.db, conversation) : null;
  const question = { role: 'user', content: body.text, images: [] } as unknown as MessageRow;
  const maxOutputTokens = Math.min(entry.maxOutput, deps.config.chat.maxOutputTokens);
  // Counting only: images are not read, so the prompt is built without them and they are counted apart.
  const prompt = await buildPrompt(
    deps,
    userId,
    { ...entry, vision: false },
    character?.systemPrompt,
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
