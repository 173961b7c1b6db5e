// Product images on the server: the product photo (and an optional style reference) checked, the background
// chosen or described, and the result kept at the photo's own resolution.
import { GOODS_BACKGROUNDS, goodsTool } from '@shared/tools/goods';
import { AppError } from '../../../http/app-error';
import { requireInputs } from '../inputs';
import { defineServerTool, toolPlan, withoutKey } from '../server-tool';
import { runImageEdit } from './image-edit';

export const goods = defineServerTool({
  declaration: goodsTool,

  async plan(ctx, userId, body) {
    const background = GOODS_BACKGROUNDS[body.scene].find((item) => item.id === body.backgroundId);
    if (!background && !body.backgroundPrompt)
      throw new AppError('VALIDATION', {}, 'rules.backgroundRequired');
    await requireInputs(ctx.deps, userId, [body.imageId], 'product');
    if (body.styleRefId) await requireInputs(ctx.deps, userId, [body.styleRefId], 'reference');
    return toolPlan(ctx, 'goods', {
      model: 'goods',
      params: withoutKey(body),
      prompt: body.backgroundPrompt || background?.prompt,
      price: { kind: 'tool', tool: 'goods', count: 1 },
    });
  },

  run(ctx, task, context) {
    const styleRefId = task.params.styleRefId as string | undefined;
    return runImageEdit(ctx, task, context, {
      inputIds: [String(task.params.imageId), ...(styleRefId ? [styleRefId] : [])],
      prompt: `Professional e-commerce product photo. Keep the product from the first image exactly as it is (shape, colours, label, text), cut out cleanly and placed ${task.prompt ?? ''}. Realistic lighting and shadows.${styleRefId ? ' Match the mood and colours of the second image.' : ''}`,
      keepInputSize: true,
    });
  },
});
