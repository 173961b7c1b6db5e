// A bot answering a question asked outside Atrium (a comment or message on the owner's social account): the
// same knowledge and instructions as in the widget, written as a visitor's conversation of the bot (so the
// owner finds it with the bot's other conversations) and paid by the owner like any bot answer. The caller's
// key makes a repeat answer with the first one's message, charged once.
import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import type { ChatService } from '../chat';
import { botKnowledge } from './answer-input';
import type { KnowledgeEmbeddings } from './embeddings';
import { botSubject } from './order-repo';
import { requireOwnBot } from './service';

export interface OutsideQuestion {
  ownerId: string;
  botId: string;
  text: string;
  /** Who asked, on the outside service (their conversations are kept apart). */
  askerKey: string;
  /** The outside service (`douyin`), shown where the website of a visitor would be. */
  origin: string;
  /** The request's key: a repeat answers the first's message. */
  key: string;
}

export interface OutsideAnswer {
  text: string;
  credits: number;
  /** The chat engine's outcome: `done`, or `failed` with `error` (out of credits: `INSUFFICIENT_CREDITS`). */
  status: string;
  error: string | null;
}

/** A stable uuid for an outside asker (visitor ids are uuids). */
function visitorIdOf(askerKey: string): string {
  const hex = createHash('sha256').update(askerKey).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createOutsideAnswers(
  deps: Deps,
  chat: ChatService,
  embeddings: KnowledgeEmbeddings | undefined,
) {
  return {
    /** NOT_FOUND unless the bot is the user's own. */
    requireOwn: (userId: string, botId: string) => requireOwnBot(deps, userId, botId),

    async answer(question: OutsideQuestion): Promise<OutsideAnswer> {
      const bot = await requireOwnBot(deps, question.ownerId, question.botId);
      const visitorId = visitorIdOf(`${question.origin}:${question.askerKey}`);
      const { instructions, citations } = await botKnowledge(
        deps,
        bot,
        { text: question.text, askerId: visitorId, clientKey: question.key },
        embeddings,
      );
      const row = await chat.answer({
        userId: bot.ownerId,
        target: { kind: 'bot', botId: bot.id, visitor: { id: visitorId, origin: question.origin } },
        model: bot.modelId,
        text: question.text,
        images: [],
        clientKey: question.key,
        instructions,
        service: 'bot',
        subject: botSubject(bot.id),
        citations,
        rateKey: `${question.origin}:${bot.id}`,
      });
      return { text: row.content, credits: row.credits, status: row.status, error: row.error };
    },
  };
}

export type OutsideAnswers = ReturnType<typeof createOutsideAnswers>;
