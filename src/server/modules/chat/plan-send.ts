// Planning a sent message: the conversation it joins (an existing one of the user's, the user's Mo chat
// thread with the model, or a new one with its character or helper template) and the images it carries.
import type { Deps } from '../../deps';
import { ownedUploads } from '../../files/repo';
import { assertIdle, type AnswerPlan } from './answer-plan';
import { conversationMessages, conversationWithHistory, moThread, usableCharacter } from './repo';
import type { CharacterRow, MessageRow } from './repo';
import type { SendInput } from './send-input';

const TITLE_CHARS = 60;

export async function planSend(deps: Deps, input: SendInput): Promise<AnswerPlan> {
  const { userId, target } = input;
  let conversation: AnswerPlan['conversation'];
  let history: MessageRow[] = [];
  let character: CharacterRow | null = null;
  const title = input.text.replace(/\s+/g, ' ').trim().slice(0, TITLE_CHARS);
  if ('conversationId' in target) {
    ({ conversation, history, character } = await conversationWithHistory(
      deps.db,
      userId,
      target.conversationId,
    ));
    assertIdle(history);
  } else if (target.kind === 'mo') {
    const thread = await moThread(deps.db, userId, input.model);
    conversation = thread ?? { userId, kind: 'mo', model: input.model, title: input.model };
    if (thread) {
      history = await conversationMessages(deps.db, thread.id);
      assertIdle(history);
    }
  } else if (target.kind === 'bot') {
    conversation = {
      userId,
      kind: 'bot',
      botId: target.botId,
      visitorId: target.visitor?.id,
      visitorOrigin: target.visitor?.origin,
      model: input.model,
      title,
    };
  } else if (target.kind === 'helper') {
    conversation = {
      userId,
      kind: 'helper',
      helperId: target.helperId,
      model: input.model,
      title: target.title,
    };
  } else {
    character = target.characterId
      ? await usableCharacter(deps.db, userId, target.characterId)
      : null;
    conversation = {
      userId,
      kind: 'chat',
      characterId: character?.id,
      model: input.model,
      title,
      ...target.settings,
    };
  }
  const images = (await ownedUploads(deps, userId, input.images)).map((row) => ({
    id: row.id,
    width: row.width,
    height: row.height,
  }));
  return {
    userId,
    conversation,
    history,
    question: { text: input.text, images },
    replaces: [],
    model: input.model,
    clientKey: input.clientKey,
    instructions: input.instructions,
    service: input.service ?? 'chat',
    subject: input.subject,
    character,
    citations: input.citations,
  };
}
