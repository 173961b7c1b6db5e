// The Chat family over HTTP: send and act on messages, follow an answer, and read, search, rename, tune and
// clear one's own conversations. Every call is limited to the caller's rows.
import type { FastifyInstance } from 'fastify';
import { chatApi } from '@shared/api/chat';
import { userRoute, userStreamRoute } from '../../http/route';
import { answerStreamRoute, startAndStream, streamFollowed } from './answer-stream';
import type { Conversations } from './conversations';
import { messageDto } from './message-views';
import { ownedMessage } from './repo';
import { chatSendInput } from './send-input';

export function chatRoutes(app: FastifyInstance, conversations: Conversations): void {
  const { deps, chat } = app;

  answerStreamRoute(app, chatApi.push, ({ body, auth }) => chatSendInput(auth.userId, body));

  userStreamRoute(app, chatApi.act, async (ctx) => {
    const { body, auth } = ctx;
    const userId = auth.userId;
    switch (body.action) {
      case 'regenerate':
        return startAndStream(ctx, { kind: 'regenerate', userId, ...body });
      case 'edit':
        return startAndStream(ctx, { kind: 'edit', userId, ...body });
      case 'stop':
        return messageDto(deps, await chat.stop(userId, body.messageId));
      default:
        return conversations.mark(userId, body.messageId, body.action);
    }
  });

  userStreamRoute(app, chatApi.follow, async (ctx) => {
    const row = await ownedMessage(deps.db, ctx.auth.userId, ctx.query.messageId);
    return ctx.stream((stream) => streamFollowed(deps, chat.answers, ctx.request, stream, row));
  });

  userRoute(app, chatApi.list, ({ query, auth }) => conversations.list(auth.userId, query));
  userRoute(app, chatApi.messages, ({ query, auth }) => conversations.messages(auth.userId, query));
  userRoute(app, chatApi.starList, ({ query, auth }) =>
    conversations.search(auth.userId, { starred: true }, query),
  );
  userRoute(app, chatApi.search, ({ query, auth }) =>
    conversations.search(auth.userId, { text: query.q }, query),
  );
  userRoute(app, chatApi.clear, ({ query, auth }) =>
    conversations.clear(auth.userId, query.conversationId),
  );
  userRoute(app, chatApi.rename, ({ body, auth }) =>
    conversations.rename(auth.userId, body.conversationId, body.title),
  );
  userRoute(app, chatApi.settings, ({ body: { conversationId, ...settings }, auth }) =>
    conversations.settings(auth.userId, conversationId, settings),
  );
  userRoute(app, chatApi.remove, ({ query, auth }) =>
    conversations.remove(auth.userId, query.messageId),
  );
}
