// The chat module: answers from language models (chat, Mo chat, tokens, shares) and the upkeep of answers
// (orphans of a process that died are ended at start and every minute; at shutdown this process's answers
// are stopped and stored). Other modules start and stream answers through what this file exports.
import fp from 'fastify-plugin';
import { scheduleUpkeep } from '../../upkeep';
import { createConversations } from './conversations';
import { moChatRoutes } from './mo-chat-routes';
import { chatRoutes } from './routes';
import { createChatService, type ChatService } from './service';
import { shareRoutes } from './share-routes';
import { tokenRoutes } from './token-routes';

export type { ChatService } from './service';
export type { SendInput } from './send-input';
export type { MessageRow } from './repo';
export { answerStreamRoute, streamFollowed, streamStarted } from './answer-stream';
export { messageDto } from './message-views';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat engine, for the modules that answer through it (helper, bots). */
    chat: ChatService;
  }
}

const RECOVER_EVERY_MS = 60_000;

export const chatModule = fp<{ recovery: boolean }>(
  async (app, options) => {
    const chat = createChatService(app.deps, app.log);
    app.decorate('chat', chat);
    chatRoutes(app, createConversations(app.deps, chat));
    moChatRoutes(app);
    tokenRoutes(app);
    shareRoutes(app);

    if (options.recovery)
      scheduleUpkeep(app, {
        run: async () => {
          const count = await chat.answers.recover();
          if (count) app.log.info({ count }, 'interrupted answers ended');
        },
        everyMs: RECOVER_EVERY_MS,
        failure: 'ending interrupted answers failed',
      });
    // After the upkeep's own close (registered first): a recovery in flight has ended.
    app.addHook('preClose', async () => {
      await chat.answers.stopAll();
    });
  },
  { name: 'chat', fastify: '5.x' },
);
