// "Again": a finished task's parameters planned anew (checked and priced as if sent now) into a new task
// that names the first as its parent. A failed task's hold was given back, so the retry is charged once.
import type * as z from 'zod/mini';
import { imagineActionBody, imaginePostBody } from '@shared/tools/imagine';
import { cosplayBody } from '@shared/tools/cosplay';
import { doodleBody } from '@shared/tools/doodle';
import { photoBookBody } from '@shared/tools/photo-book';
import { goodsBody } from '@shared/tools/goods';
import { styleBody } from '@shared/tools/style';
import { upscalerBody } from '@shared/tools/upscaler';
import type { ToolId } from '@shared/tools/ids';
import { AppError } from '../../http/app-error';
import type { TaskRow } from '../../jobs/store';
import type { TaskPlan } from './create';
import type { RecipeContext } from './recipes/context';
import { planImagine } from './recipes/imagine';
import { planMidjourneyAction } from './recipes/midjourney';
import {
  planCosplay,
  planDoodle,
  planFace,
  planGoods,
  planStyle,
  planSuper,
} from './recipes/tools';

type Planner = (ctx: RecipeContext, userId: string, body: never) => Promise<TaskPlan>;

/** The body schema and planner of each kind's first task. */
const PLANNERS: Record<Exclude<ToolId, 'imagine'>, [z.ZodMiniType, Planner]> = {
  super: [upscalerBody, planSuper as Planner],
  face: [photoBookBody, planFace as Planner],
  goods: [goodsBody, planGoods as Planner],
  doodle: [doodleBody, planDoodle as Planner],
  cosplay: [cosplayBody, planCosplay as Planner],
  style: [styleBody, planStyle as Planner],
};

export async function planAgain(
  ctx: RecipeContext,
  userId: string,
  original: TaskRow,
  clientKey: string,
): Promise<TaskPlan> {
  if (original.status === 'queued' || original.status === 'running')
    throw new AppError('TASK_NOT_RETRYABLE');
  const body = { ...original.params, clientKey };
  let plan: TaskPlan;
  if (original.kind === 'imagine' && original.action !== 'generate') {
    if (!original.parentId) throw new AppError('TASK_NOT_RETRYABLE');
    plan = await planMidjourneyAction(
      ctx,
      userId,
      imagineActionBody.parse({ ...body, taskId: original.parentId }),
    );
  } else if (original.kind === 'imagine') {
    plan = await planImagine(ctx, userId, imaginePostBody.parse(body));
  } else {
    const [schema, planner] = PLANNERS[original.kind];
    plan = await planner(ctx, userId, schema.parse(body) as never);
  }
  return { ...plan, parentId: plan.parentId ?? original.id };
}
