// The tasks module's logic, built once at start: what this server can run, the providers, the task runner and
// the face detector (loaded at first use), and what the routes ask of them. Every call is scoped to its
// owner and, for a tool's calls, to that tool's tasks.
import type { FastifyBaseLogger } from 'fastify';
import type { TaskKind, TaskOrder, TaskView, WORK_KINDS } from '@shared/api/tasks';
import type { Locale } from '@shared/i18n/locales';
import type { ToolId } from '@shared/tools';
import type { Deps } from '../../deps';
import { signedFileUrl } from '../../files/signed-url';
import { AppError } from '../../http/app-error';
import { createFaceDetector, type FaceDetector } from '../../providers/face/detect';
import { createImageProviders } from '../../providers/image';
import { cancelTask } from '../../task-runner/repo';
import {
  createTaskRunner,
  type ProviderLimits,
  type TaskExecutor,
  type TaskRunner,
} from '../../task-runner/runner';
import { settleTaskHold } from '../../task-runner/settle';
import { createToolAvailability } from './availability';
import { userCatalogue } from './catalogue';
import { createTask } from './create-task';
import { loadImageCatalog } from './image-catalog';
import { createImageCatalogue } from './image-catalogue-setting';
import { listTasks, ownedTask, taskByIdPrefix, userImages, userTasks, type Page } from './repo';
import {
  PROVIDER_CONCURRENCY,
  PROVIDER_TIMEOUT_MS,
  type SubmitTask,
  type TaskPlan,
  type ToolContext,
} from './server-tool';

type WorkKind = (typeof WORK_KINDS)[number];
import { taskOrderOf, taskView, taskViews, toolKindOf } from './task-views';
import { serverTool } from './tools';

/** An order's serial: `IMG-<day>-<the task id's first part>`. */
const SN = /^IMG-\d{8}-([0-9A-F]{8})$/i;

export type TaskService = ReturnType<typeof createTaskService>;

export function createTaskService(
  deps: Deps,
  log: FastifyBaseLogger,
  options: { pollMs?: number } = {},
) {
  let detector: FaceDetector | undefined;
  const catalogue = createImageCatalogue(deps, loadImageCatalog(deps.config.images.catalog));
  const ctx: ToolContext = {
    deps,
    available: createToolAvailability(deps.config.images, catalogue),
    providers: createImageProviders(deps.config.images),
    faces: () => (detector ??= createFaceDetector()),
  };
  const limits: Record<string, ProviderLimits> = Object.fromEntries(
    Object.keys(PROVIDER_TIMEOUT_MS).map((provider) => [
      provider,
      {
        concurrency: PROVIDER_CONCURRENCY[provider] ?? 4,
        timeoutMs: PROVIDER_TIMEOUT_MS[provider] ?? 600_000,
      },
    ]),
  );
  /** Work other than the tools' (a bot's knowledge source), defined by the module it belongs to. */
  const works = new Map<TaskKind, TaskExecutor>();
  const runner: TaskRunner = createTaskRunner(deps, {
    execute: (task, context) =>
      works.get(task.kind)?.(task, context) ??
      serverTool(task.kind as ToolId).run(ctx, task, context),
    limits,
    log,
    pollMs: options.pollMs,
    leaseMs: deps.config.images.leaseMs,
    // A dead process's tasks are looked for as often as a lease lasts.
    recoverEveryMs: deps.config.images.leaseMs,
  });

  const submit: SubmitTask = async (userId, clientKey, plan, locale) =>
    taskView(deps, await createTask(deps, runner, userId, clientKey, plan), locale);

  return {
    ctx,
    runner,
    submit,
    /**
     * Runs tasks of `kind` with `execute`, under a provider name of their own (so a slow source never waits
     * behind image providers, nor they behind it). Defined before the runner starts.
     */
    defineWork(kind: WorkKind, provider: string, limit: ProviderLimits, execute: TaskExecutor) {
      works.set(kind, execute);
      limits[provider] = limit;
    },
    /** A task of defined work: held, stored and queued like a tool's; answers its row. */
    submitWork: (userId: string, clientKey: string, plan: TaskPlan) =>
      createTask(deps, runner, userId, clientKey, plan),
    /** The image catalogue's versions, edited in the console. */
    imageCatalogue: catalogue,
    /** An image model's name as the catalogue writes it (`sdxl` → Stable Diffusion XL), for the expense log. */
    imageModelLabel: (id: string): string | undefined => ctx.available.model(id)?.entry.label,
    /** What the provider bills for one image of the model (the catalogue's `cost`), for the admin's margin. */
    imageModelCost: (id: string): number | undefined => ctx.available.model(id)?.entry.cost,

    async list(
      userId: string,
      kind: ToolId,
      query: Page & { model?: string },
      locale: Locale,
    ): Promise<{ list: TaskView[]; total: number } & Page> {
      const { rows, total } = await listTasks(deps.db, { userId, kind, model: query.model }, query);
      return { list: await taskViews(deps, rows, locale), total, ...pageOf(query) };
    },

    async check(userId: string, kind: ToolId, id: string, locale: Locale): Promise<TaskView> {
      return taskView(deps, await ownedTask(deps.db, userId, id, kind), locale);
    },

    /** A finished task's parameters planned anew into a task that names it as its parent. */
    async again(userId: string, kind: ToolId, id: string, clientKey: string, locale: Locale) {
      const original = await ownedTask(deps.db, userId, id, kind);
      if (original.status === 'queued' || original.status === 'running')
        throw new AppError('TASK_NOT_RETRYABLE');
      const tool = serverTool(kind);
      const plan = tool.again
        ? await tool.again(ctx, userId, original, clientKey)
        : await tool.plan(
            ctx,
            userId,
            tool.declaration.calls.create.body!.parse({ ...original.params, clientKey }) as never,
          );
      return submit(userId, clientKey, { ...plan, parentId: plan.parentId ?? original.id }, locale);
    },

    /** A queued task ends at once (its hold given back); a running one is stopped by its worker. */
    async cancel(userId: string, kind: ToolId, id: string, locale: Locale): Promise<TaskView> {
      const task = await ownedTask(deps.db, userId, id, kind);
      const { canceled, flagged } = await cancelTask(deps.db, task.id, userId, deps.now());
      if (canceled) await settleTaskHold(deps, canceled);
      else if (flagged) runner.cancelLocal(flagged.id);
      else throw new AppError('TASK_FINISHED');
      return taskView(deps, canceled ?? flagged ?? task, locale);
    },

    async order(userId: string, kind: ToolId, id: string): Promise<TaskOrder> {
      return taskOrderOf(await ownedTask(deps.db, userId, id, kind));
    },

    async orderBySn(userId: string, kind: ToolId, sn: string): Promise<TaskOrder> {
      const prefix = SN.exec(sn)?.[1];
      const row = prefix ? await taskByIdPrefix(deps.db, userId, kind, prefix) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      return taskOrderOf(row);
    },

    /** This user's task orders across every tool. */
    async orders(userId: string, page: Page) {
      const { rows, total } = await userTasks(deps.db, userId, page);
      return { list: rows.map(taskOrderOf), total, ...pageOf(page) };
    },

    /** The images this user's tasks made, newest first. */
    async images(userId: string, kind: ToolId | undefined, page: Page) {
      const { rows, total } = await userImages(deps.db, userId, kind, page);
      return {
        list: rows.map(({ upload, task }) => ({
          id: upload.id,
          url: signedFileUrl(deps, upload.id),
          thumbUrl: signedFileUrl(deps, upload.id, undefined, 'thumb'),
          width: upload.width,
          height: upload.height,
          taskId: task.id,
          kind: toolKindOf(task.kind),
          model: task.model,
          prompt: task.prompt ?? undefined,
          createdAt: upload.createdAt.toISOString(),
        })),
        total,
        ...pageOf(page),
      };
    },

    catalogue: (userId: string, locale: Locale) =>
      userCatalogue(deps, ctx.available, userId, locale),
  };
}

const pageOf = ({ page, pageSize }: Page): Page => ({ page, pageSize });
