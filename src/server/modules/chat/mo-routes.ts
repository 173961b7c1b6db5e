// Mo chat (one running thread per model, no character) and the Tokens family: counting a prompt as a send
// would, and answers that do not stream, for integrations.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { moChatApi, tokenApi } from '@shared/api/chat';
import { userRoute } from '../../http/route';
import { conversations } from '../../db/schema';
import { buildPrompt } from './prompt';
import { IMAGE_TOKENS } from './tokens';
import { answerStreamRoute } from './stream-route';
import {
  characterOf,
  conversationMessages,
  messageDto,
  messagePage,
  moThread,
  chatSendInput,
  ownedConversation,
  ownedMessage,
  type MessageRow,
} from './store';

export function moChatRoutes(app: FastifyInstance): void {
  const { deps } = app;

  const thread = (userId: string, model: string) => moThread(deps, userId, model);

  answerStreamRoute(app, moChatApi.chat, ({ body, auth }) => ({
    userId: auth.userId,
    target: { kind: 'mo' },
    ...body,
  }));

  userRoute(app, moChatApi.list, async ({ query, auth }) => {
    const conversation = await thread(auth.userId, query.model);
    if (!conversation) return { conversationId: null, messages: [], hasMore: false };
    const before = query.before ? await ownedMessage(deps, auth.userId, query.before) : undefined;
    const page = await messagePage(deps, conversation.id, before, query.limit);
    return {
      conversationId: conversation.id,
      messages: page.rows.map((row) => messageDto(deps, row)),
      hasMore: page.hasMore,
    };
  });

  userRoute(app, moChatApi.clear, async ({ query, auth }) => {
    const conversation = await thread(auth.userId, query.model);
    if (conversation) {
      for (const row of await conversationMessages(deps, conversation.id)) {
        if (row.status === 'streaming') await deps.chat.stop(auth.userId, row.id);
      }
      await deps.db.delete(conversations).where(eq(conversations.id, conversation.id));
    }
    return { ok: true as const };
  });

  userRoute(app, tokenApi.counter, async ({ body, auth }) => {
    const { entry } = deps.models.require(body.model);
    const conversation = body.conversationId
      ? await ownedConversation(deps, auth.userId, body.conversationId)
      : undefined;
    const history = conversation ? await conversationMessages(deps, conversation.id) : [];
    const character = conversation ? await characterOf(deps, conversation) : null;
    const question = {
      role: 'user',
      content: body.text,
      images: Array.from({ length: body.images }, (_, index) => ({
        id: String(index),
        width: 0,
        height: 0,
      })),
    } as MessageRow;
    const maxOutputTokens = Math.min(entry.maxOutput, deps.config.chat.maxOutputTokens);
    // Counting only: images are not read, so the prompt is built without them.
    const prompt = await buildPrompt(
      deps,
      auth.userId,
      { ...entry, vision: false },
      character?.systemPrompt,
      [...history.map((row) => ({ ...row, images: [] })), { ...question, images: [] }],
      maxOutputTokens,
    );
    const imageTokens = entry.vision ? body.images * IMAGE_TOKENS : 0;
    const inputTokens = prompt.inputTokens + imageTokens;
    const quote = await deps.credits.quote(auth.userId, {
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
  });

  userRoute(app, tokenApi.chat, async ({ body, auth }) =>
    messageDto(deps, await deps.chat.answer(chatSendInput(auth.userId, body))),
  );

  userRoute(app, tokenApi.chatmo, async ({ body, auth }) =>
    messageDto(
      deps,
      await deps.chat.answer({ userId: auth.userId, target: { kind: 'mo' }, ...body }),
    ),
  );
}
