import type { FastifyInstance } from 'fastify';
import { botChatApi, botDataApi, botHelpApi } from '@shared/api/bot-chat';
import { AppError } from '../../http/app-error';
import { publicRoute, userRoute } from '../../http/route';
import { requestLocale } from '../../http/locale';
import { translate } from '../../i18n';
import { answerStreamRoute } from '../chat';
import { botSendInput } from './answer-input';
import { botConversations, removeBotConversation } from './chat-repo';
import { botData } from './data-service';
import type { KnowledgeEmbeddings } from './embeddings';
import { requireOwnBot } from './service';

/** The sections of the bots' help, in the order they are read. */
const HELP_SECTIONS = ['what', 'knowledge', 'unknown', 'credits', 'privacy'] as const;

export function botChatRoutes(app: FastifyInstance, embeddings?: KnowledgeEmbeddings): void {
  const { deps } = app;
  answerStreamRoute(app, botChatApi.push, ({ body, auth }) =>
    botSendInput(deps, auth.userId, body, embeddings),
  );
  userRoute(app, botChatApi.list, async ({ auth, query }) => {
    const bot = await requireOwnBot(deps, auth.userId, query.botId);
    const { rows, total } = await botConversations(deps.db, auth.userId, bot.id, query.who, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      list: rows.map((row) => ({
        ...row,
        preview: row.preview ?? '',
        updatedAt: row.updatedAt.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
  userRoute(app, botChatApi.remove, async ({ auth, query }) => {
    if (!(await removeBotConversation(deps.db, auth.userId, query.id)))
      throw new AppError('NOT_FOUND');
    return { id: query.id };
  });
  userRoute(app, botDataApi.data, ({ auth, query }) =>
    botData(deps, auth.userId, query.botId, query.days),
  );
  publicRoute(app, botHelpApi.help, ({ request }) => {
    const locale = requestLocale(request);
    return {
      sections: HELP_SECTIONS.map((id) => ({
        id,
        title: translate(locale, `bots.help.${id}.title`),
        body: translate(locale, `bots.help.${id}.body`),
      })),
    };
  });
}
