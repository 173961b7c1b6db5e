// Mo chat over HTTP: one running thread per user and model, no character. Its send streams like a chat push.
import type { FastifyInstance } from 'fastify';
import { moChatApi } from '@shared/api/chat-tokens';
import { userRoute } from '../../http/route';
import { answerStreamRoute } from './answer-stream';
import { messageDto } from './message-views';
import { deleteConversation, messagePage, moThread, ownedMessage } from './repo';

export function moChatRoutes(app: FastifyInstance): void {
  const { deps, chat } = app;

  answerStreamRoute(app, moChatApi.chat, ({ body, auth }) => ({
    userId: auth.userId,
    target: { kind: 'mo' },
    ...body,
  }));

  userRoute(app, moChatApi.list, async ({ query, auth }) => {
    const thread = await moThread(deps.db, auth.userId, query.model);
    if (!thread) return { conversationId: null, messages: [], hasMore: false };
    const before = query.before
      ? await ownedMessage(deps.db, auth.userId, query.before)
      : undefined;
    const page = await messagePage(deps.db, thread.id, before, query.limit);
    return {
      conversationId: thread.id,
      messages: page.rows.map((row) => messageDto(deps, row)),
      hasMore: page.hasMore,
    };
  });

  userRoute(app, moChatApi.clear, async ({ query, auth }) => {
    const thread = await moThread(deps.db, auth.userId, query.model);
    if (thread) {
      await chat.stopConversation(auth.userId, thread.id);
      await deleteConversation(deps.db, thread.id);
    }
    return { ok: true as const };
  });
}
