// The image studio's parts, built once at start: what is available, the providers, the recipes, the runner,
// and the face detector (loaded at first use). Routes create tasks through `submit`.
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@shared/i18n/locales';
import type { TaskView } from '@shared/api/tasks';
import type { Deps } from '../../deps';
import { createTaskRunner, type TaskRunner } from '../../jobs/runner';
import { createImageProviders } from '../../providers/image';
import { createFaceDetector, type FaceDetector } from '../face/detect';
import { createImagingAvailability } from './availability';
import { createTask, type TaskPlan } from './create';
import { PROVIDER_CONCURRENCY, PROVIDER_TIMEOUT_MS, type RecipeContext } from './recipes/context';
import { taskExecutor } from './recipes';
import { taskView } from './view';

export interface ImagingService {
  ctx: RecipeContext;
  runner: TaskRunner;
  /** Creates the task of a plan (or answers the earlier one of the same press) and shows it. */
  submit(userId: string, clientKey: string, plan: TaskPlan, locale: Locale): Promise<TaskView>;
}

export function createImagingService(
  deps: Deps,
  log: FastifyBaseLogger,
  options: { pollMs?: number } = {},
): ImagingService {
  let detector: FaceDetector | undefined;
  const ctx: RecipeContext = {
    deps,
    available: createImagingAvailability(deps.config.images),
    providers: createImageProviders(deps.config.images),
    faces: () => (detector ??= createFaceDetector()),
  };
  const limits = Object.fromEntries(
    Object.keys(PROVIDER_TIMEOUT_MS).map((provider) => [
      provider,
      {
        concurrency: PROVIDER_CONCURRENCY[provider] ?? 4,
        timeoutMs: PROVIDER_TIMEOUT_MS[provider] ?? 600_000,
      },
    ]),
  );
  const runner = createTaskRunner(deps, {
    execute: taskExecutor(ctx),
    limits,
    log,
    pollMs: options.pollMs,
    leaseMs: deps.config.images.leaseMs,
    // A dead process's tasks are looked for as often as a lease lasts.
    recoverEveryMs: deps.config.images.leaseMs,
  });
  return {
    ctx,
    runner,
    async submit(userId, clientKey, plan, locale) {
      const row = await createTask({ deps, poke: runner.poke }, userId, clientKey, plan);
      return taskView(deps, row, locale);
    },
  };
}
