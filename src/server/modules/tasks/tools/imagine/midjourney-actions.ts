// Midjourney follow-ups: a button of a finished Midjourney task (upscale, variations, zoom out, vary region…)
// becomes a task of its own, priced by what the button does and linked to its parent for the lineage.
import type * as z from 'zod/mini';
import type { imagineActionBody } from '@shared/tools/imagine';
import { AppError } from '../../../../http/app-error';
import type { RunContext } from '../../../../providers/image/types';
import { mjButtonKind, mjPriceAction } from '../../../../providers/midjourney/buttons';
import type { TaskRow } from '../../../../task-runner/repo';
import type { RunOutcome } from '../../../../task-runner/runner';
import { loadInputs, requireInputs } from '../../inputs';
import { ownedTask } from '../../repo';
import { PROVIDER_TIMEOUT_MS, type TaskPlan, type ToolContext } from '../../server-tool';

type ActionBody = z.output<typeof imagineActionBody>;

export async function planMidjourneyAction(
  ctx: ToolContext,
  userId: string,
  body: ActionBody,
): Promise<TaskPlan> {
  const parent = await ownedTask(ctx.deps.db, userId, body.taskId);
  const button = parent.buttons.find((candidate) => candidate.customId === body.customId);
  if (
    parent.provider !== 'midjourney' ||
    parent.status !== 'succeeded' ||
    !parent.upstreamId ||
    !button
  )
    throw new AppError('BUTTON_UNKNOWN');
  const { route } = ctx.available.requireModel(parent.model);
  const action = mjButtonKind(body.customId);
  const priced = mjPriceAction(action);
  if (!priced) throw new AppError('BUTTON_UNKNOWN');
  if (action === 'varyRegion') {
    if (!body.prompt) throw new AppError('VALIDATION', {}, 'rules.promptRequired');
    if (!body.maskId) throw new AppError('VALIDATION', {}, 'rules.maskRequired');
    await requireInputs(ctx.deps, userId, [body.maskId], 'mask');
  }
  const { clientKey: _key, taskId: _task, ...chosen } = body;
  return {
    kind: 'imagine',
    model: parent.model,
    action,
    route,
    params: { ...chosen, label: button.label, parentUpstreamId: parent.upstreamId },
    prompt: body.prompt ?? parent.prompt ?? undefined,
    parentId: parent.id,
    price: { kind: 'midjourney', action: priced },
    timeoutMs: PROVIDER_TIMEOUT_MS.midjourney ?? 900_000,
  };
}

export async function runMidjourneyAction(
  ctx: ToolContext,
  task: TaskRow,
  context: RunContext,
): Promise<RunOutcome> {
  const params = task.params as {
    customId: string;
    parentUpstreamId: string;
    prompt?: string;
    maskId?: string;
  };
  const midjourney = ctx.providers.requireMidjourney();
  if (task.action === 'varyRegion' && params.maskId) {
    const [mask] = await loadInputs(ctx.deps, task.userId, [params.maskId]);
    const result = await midjourney.run(
      {
        action: 'varyRegion',
        parentUpstreamId: params.parentUpstreamId,
        customId: params.customId,
        prompt: params.prompt ?? '',
        mask: mask!,
      },
      context,
    );
    return { images: result.images, buttons: result.buttons };
  }
  const result = await midjourney.run(
    { action: 'button', parentUpstreamId: params.parentUpstreamId, customId: params.customId },
    context,
  );
  return { images: result.images, buttons: result.buttons };
}
