// Planning an answer written again (regenerate, optionally with another model) or after an edited question:
// the history up to that point, and the messages the new answer replaces.
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { AnswerPlan, StartRequest } from './answer-plan';
import { conversationWithHistory, ownedMessage } from './repo';

export async function planRewrite(
  deps: Deps,
  request: Extract<StartRequest, { kind: 'regenerate' | 'edit' }>,
): Promise<AnswerPlan> {
  const target = await ownedMessage(deps.db, request.userId, request.messageId);
  const wanted = request.kind === 'regenerate' ? 'assistant' : 'user';
  if (target.role !== wanted) throw new AppError('NOT_FOUND');
  const {
    conversation,
    history: all,
    character,
  } = await conversationWithHistory(deps.db, request.userId, target.conversationId);
  // A bot's answer is written from the passages its question finds: written again here it would have none.
  if (conversation.kind === 'bot') throw new AppError('VALIDATION', {}, 'bots.chat.rewrite');
  const index = all.findIndex((message) => message.id === target.id);
  if (all.slice(index).some((message) => message.status === 'streaming'))
    throw new AppError('ANSWER_IN_PROGRESS');
  const keep = request.kind === 'regenerate' ? index : index + 1;
  const history = all.slice(0, keep);
  if (request.kind === 'edit') history[index] = { ...target, content: request.text };
  return {
    userId: request.userId,
    conversation,
    history,
    question: null,
    replaces: all.slice(keep).map((message) => message.id),
    editedMessage: request.kind === 'edit' ? { id: target.id, text: request.text } : undefined,
    model: (request.kind === 'regenerate' && request.model) || conversation.model,
    clientKey: request.clientKey,
    service: conversation.kind === 'helper' ? 'helper' : 'chat',
    character,
  };
}
