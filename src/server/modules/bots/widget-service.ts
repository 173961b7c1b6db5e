// A bot's visitors: their sessions (per address a minute), their questions (per address and per bot a
// minute, and only while what visitors cost the owner today is under the bot's daily limit), and their own
// conversations. Answers go through the chat engine as the owner's, so the owner's credits pay for them.
import type { FastifyRequest } from 'fastify';
import type { WidgetPushBody, WidgetSessionBody } from '@shared/api/bot-widget';
import type { ChatMessage } from '@shared/api/chat';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { sharedLimit } from '../../http/rate-limits';
import { messageDto, type MessageRow, type SendInput } from '../chat';
import { botKnowledge } from './answer-input';
import type { KnowledgeEmbeddings } from './embeddings';
import { botSubject } from './order-repo';
import { createWidgetAccess, type Visitor } from './widget-access';
import {
  latestMessages,
  visitorConversation,
  visitorMessage,
  visitorSpendSince,
} from './widget-repo';
import { startOfUtcDay } from './utc-day';
import { forVisitor } from './widget-views';

/** Messages a visitor's conversation shows when opened again. */
const MESSAGES_LIMIT = 100;

export function createWidgetService(deps: Deps, embeddings: KnowledgeEmbeddings | undefined) {
  const { widget } = deps.config;
  const access = createWidgetAccess(deps);
  const sessions = sharedLimit(widget.sessionsPerMinute);
  const addresses = sharedLimit(widget.messagesPerMinute);
  const perBot = sharedLimit(widget.botMessagesPerMinute);

  /**
   * Product rule (bots: visitors): a visitor's question starts an answer only while the answers to visitors
   * cost the owner less than the bot's daily limit today, those being written counted at what they hold.
   * The answer that crosses the limit is finished; the next question is refused. 0: visitors cannot ask.
   */
  async function checkDailyCap(visitor: Visitor): Promise<void> {
    const cap = visitor.bot.visitorDailyCreditCap;
    const spent =
      cap > 0 ? await visitorSpendSince(deps.db, visitor.bot.id, startOfUtcDay(deps.now())) : 0;
    if (spent >= cap) throw new AppError('BOT_DAILY_CAP');
  }

  async function requireMessage(visitor: Visitor, messageId: string): Promise<MessageRow> {
    const row = await visitorMessage(deps.db, visitor.bot.id, visitor.visitorId, messageId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    access,

    session(request: FastifyRequest, body: WidgetSessionBody) {
      sessions.take(`ip:${request.ip}`);
      return access.session(request, body);
    },

    /** What the chat engine is asked for a visitor's question: the owner's answer in the visitor's chat. */
    async sendInput(
      request: FastifyRequest,
      visitor: Visitor,
      body: WidgetPushBody,
    ): Promise<SendInput> {
      const { bot, visitorId } = visitor;
      addresses.take(`ip:${request.ip}`);
      perBot.take(bot.id);
      await checkDailyCap(visitor);
      if (
        body.conversationId &&
        !(await visitorConversation(deps.db, bot.id, visitorId, body.conversationId))
      )
        throw new AppError('NOT_FOUND');
      // The owner's keys are one namespace: a visitor's key is theirs alone, so one visitor can never
      // name (and be answered) another's request.
      const clientKey = `${visitorId}:${body.clientKey}`;
      const { instructions, citations } = await botKnowledge(
        deps,
        bot,
        { text: body.text, askerId: visitorId, clientKey },
        embeddings,
      );
      return {
        userId: bot.ownerId,
        target: body.conversationId
          ? { conversationId: body.conversationId }
          : { kind: 'bot', botId: bot.id, visitor: { id: visitorId, origin: visitor.origin } },
        model: bot.modelId,
        text: body.text,
        images: [],
        clientKey,
        instructions,
        service: 'bot',
        subject: botSubject(bot.id),
        citations,
        rateKey: `visitor:${visitorId}`,
      };
    },

    async messages(visitor: Visitor, conversationId: string): Promise<ChatMessage[]> {
      if (!(await visitorConversation(deps.db, visitor.bot.id, visitor.visitorId, conversationId)))
        throw new AppError('NOT_FOUND');
      const rows = await latestMessages(deps.db, conversationId, MESSAGES_LIMIT);
      return rows.map((row) => forVisitor(messageDto(deps, row)));
    },

    requireMessage,
  };
}

export type WidgetService = ReturnType<typeof createWidgetService>;
