// The Chat family (spec section 7): send and act on messages, follow an answer, and read, search and clear
// one's own conversations. Every query is limited to the caller's rows.
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatApi } from '@shared/api/chat';
import { AppError } from '../../http/app-error';
import { userRoute, userStreamRoute } from '../../http/route';
import { chatMessages, conversations } from '../../db/schema';
import { likePattern, messageSearch } from './search';
import { relayAnswer } from './event-stream';
import { answerStreamRoute, startAndStream } from './stream-route';
import {
  chatSendInput,
  describeConversations,
  messageDto,
  messagePage,
  ownedConversation,
  ownedMessage,
} from './store';

export function chatRoutes(app: FastifyInstance): void {
  const { deps } = app;

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
        return messageDto(deps, await deps.chat.stop(userId, body.messageId));
      default: {
        const row = await ownedMessage(deps, userId, body.messageId);
        const change =
          body.action === 'star' || body.action === 'unstar'
            ? { starred: body.action === 'star' }
            : { feedback: body.action === 'unrate' ? null : body.action };
        if ('feedback' in change && row.role !== 'assistant') throw new AppError('NOT_FOUND');
        const [updated] = await deps.db
          .update(chatMessages)
          .set({ ...change, updatedAt: deps.now() })
          .where(eq(chatMessages.id, row.id))
          .returning();
        return messageDto(deps, updated ?? row);
      }
    }
  });

  userStreamRoute(app, chatApi.follow, async (ctx) => {
    const row = await ownedMessage(deps, ctx.auth.userId, ctx.query.messageId);
    const live = deps.chat.answers.get(row.id);
    const text = live?.text ?? row.content;
    return ctx.stream(async (stream) => {
      stream.send({ type: 'snapshot', message: messageDto(deps, { ...row, content: text }) });
      await relayAnswer(deps, ctx.request, stream, row, live, text);
    });
  });

  userRoute(app, chatApi.list, async ({ query, auth }) => {
    const where = and(
      eq(conversations.userId, auth.userId),
      eq(conversations.kind, 'chat'),
      query.q ? ilike(conversations.title, likePattern(query.q)) : undefined,
    );
    const [rows, totals] = await Promise.all([
      deps.db
        .select()
        .from(conversations)
        .where(where)
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      deps.db.select({ total: count() }).from(conversations).where(where),
    ]);
    return {
      list: await describeConversations(deps, rows),
      total: totals[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  userRoute(app, chatApi.messages, async ({ query, auth }) => {
    const conversation = await ownedConversation(deps, auth.userId, query.conversationId);
    const before = query.before ? await ownedMessage(deps, auth.userId, query.before) : undefined;
    const page = await messagePage(deps, conversation.id, before, query.limit);
    const [info] = await describeConversations(deps, [conversation]);
    return {
      conversation: info!,
      messages: page.rows.map((row) => messageDto(deps, row)),
      hasMore: page.hasMore,
    };
  });

  userRoute(app, chatApi.starList, ({ query, auth }) =>
    messageSearch(deps, auth.userId, query, eq(chatMessages.starred, true)),
  );

  userRoute(app, chatApi.search, ({ query, auth }) =>
    messageSearch(
      deps,
      auth.userId,
      query,
      ilike(chatMessages.content, likePattern(query.q)),
      query.q,
    ),
  );

  userRoute(app, chatApi.clear, async ({ query, auth }) => {
    const conversation = await ownedConversation(deps, auth.userId, query.conversationId);
    await stopAnswersOf(conversation.id, auth.userId);
    await deps.db.delete(conversations).where(eq(conversations.id, conversation.id));
    return { ok: true as const };
  });

  userRoute(app, chatApi.remove, async ({ query, auth }) => {
    const row = await ownedMessage(deps, auth.userId, query.messageId);
    if (row.status === 'streaming') await deps.chat.stop(auth.userId, row.id);
    await deps.db.delete(chatMessages).where(eq(chatMessages.id, row.id));
    return { ok: true as const };
  });

  /** Deleting a conversation stops its answer first, so its hold is settled rather than orphaned. */
  async function stopAnswersOf(conversationId: string, userId: string) {
    const streaming = await deps.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.status, 'streaming')),
      );
    for (const row of streaming) await deps.chat.stop(userId, row.id);
  }
}
