// The chat module: its routes, and the upkeep of answers (orphans of a process that died are ended at start
// and every minute; at shutdown this process's answers are stopped and stored).
import type { FastifyInstance } from 'fastify';
import { moChatRoutes } from './mo-routes';
import { chatRoutes } from './routes';
import { shareRoutes } from './share-routes';

const RECOVER_EVERY_MS = 60_000;

export function registerChat(app: FastifyInstance, options: { recovery: boolean }): void {
  chatRoutes(app);
  moChatRoutes(app);
  shareRoutes(app);
  const { answers } = app.deps.chat;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const recover = () => {
    running ??= answers
      .recover()
      .then((count) => {
        if (count) app.log.info({ count }, 'interrupted answers ended');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'ending interrupted answers failed'))
      .finally(() => (running = undefined));
  };
  if (options.recovery) {
    app.addHook('onReady', async () => {
      recover();
      timer = setInterval(recover, RECOVER_EVERY_MS);
      timer.unref();
    });
  }
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
    await answers.stopAll();
  });
}
