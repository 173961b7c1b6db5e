// The tasks module: every tool's calls and the task runner that does their work. The runner starts when the
// server is ready and stops at close, putting its running tasks back in the queue to resume.
import fp from 'fastify-plugin';
import { taskRoutes } from './routes';
import { createTaskService, type TaskService } from './service';

export type { TaskService } from './service';
export type { TaskPlan } from './server-tool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tasks and their runner (tests and the admin console reach them here). */
    tasks: TaskService;
  }
}

export const tasksModule = fp<{ runner: boolean }>(
  async (app, options) => {
    const tasks = createTaskService(app.deps, app.log);
    // The image catalogue admins published last, before anything is listed or made; then kept fresh.
    await tasks.imageCatalogue.refresh();
    app.addHook('onClose', async () => tasks.imageCatalogue.stop());
    app.decorate('tasks', tasks);
    taskRoutes(app, tasks);
    if (options.runner) app.addHook('onReady', async () => tasks.runner.start());
    app.addHook('preClose', async () => tasks.runner.stop());
  },
  { name: 'tasks', fastify: '5.x' },
);
