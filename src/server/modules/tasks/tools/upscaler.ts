// The upscaler on the server: the output size promised up front (and priced by it), then Real-ESRGAN for up to
// 4x where Replicate is configured with a Lanczos resize to the exact size, or Lanczos alone on sharp.
import { UPSCALE, upscalerTool } from '@shared/tools/upscaler';
import { upscaledSize } from '../../../providers/upscale/sharp-upscaler';
import { loadInputs, requireInputs } from '../inputs';
import { defineServerTool, toolPlan, withoutKey } from '../server-tool';

export const upscaler = defineServerTool({
  declaration: upscalerTool,

  async plan(ctx, userId, body) {
    const [input] = await requireInputs(ctx.deps, userId, [body.imageId], 'upscaler');
    const out = upscaledSize(input!.width, input!.height, body.scale, UPSCALE.maxOutputSide);
    return toolPlan(ctx, 'super', {
      model: 'upscaler',
      params: { ...withoutKey(body), width: out.width, height: out.height },
      price: {
        kind: 'upscale',
        width: input!.width,
        height: input!.height,
        scale: out.width / input!.width,
      },
    });
  },

  async run(ctx, task, context) {
    const p = task.params;
    const [input] = await loadInputs(ctx.deps, task.userId, [String(p.imageId)]);
    const target = { width: Number(p.width), height: Number(p.height) };
    const scale = target.width / input!.width;
    const result = await ctx.providers.requireImage(task.provider).run(
      {
        model: task.upstreamModel,
        prompt: task.prompt ?? '',
        count: 1,
        images: [input!],
        extra: { scale: task.provider === 'sharp' ? scale : Math.min(4, Math.ceil(scale)) },
      },
      context,
    );
    return { images: result.images, target };
  },
});
