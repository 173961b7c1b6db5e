// The Tokens family over HTTP: counting a prompt as a send would, and answers that do not stream (for
// integrations), through the same engine as the chat.
import type { FastifyInstance } from 'fastify';
import { tokenApi } from '@shared/api/chat-tokens';
import { userRoute } from '../../http/route';
import { messageDto } from './message-views';
import { chatSendInput } from './send-input';
import { countSend } from './token-count';

export function tokenRoutes(app: FastifyInstance): void {
  const { deps, chat } = app;
  userRoute(app, tokenApi.counter, ({ body, auth }) => countSend(deps, auth.userId, body));
  userRoute(app, tokenApi.chat, async ({ body, auth }) =>
    messageDto(deps, await chat.answer(chatSendInput(auth.userId, body))),
  );
  userRoute(app, tokenApi.chatmo, async ({ body, auth }) =>
    messageDto(deps, await chat.answer({ userId: auth.userId, target: { kind: 'mo' }, ...body })),
  );
}
