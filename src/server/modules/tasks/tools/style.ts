// Style conversion on the server: the portrait checked, priced by its preset (the Ghibli style apart), and
// redrawn; the presets call tells the form which styles can run now and at what price.
import { STYLE_PRESETS, stylePriceKey, styleTool } from '@shared/tools/style';
import { requestLocale } from '../../../http/locale';
import { userRoute } from '../../../http/route';
import { unavailableReason } from '../catalogue';
import { requireInputs } from '../inputs';
import { defineServerTool, toolPlan, withoutKey } from '../server-tool';
import { runImageEdit } from './image-edit';

export const style = defineServerTool({
  declaration: styleTool,

  async plan(ctx, userId, body) {
    await requireInputs(ctx.deps, userId, [body.imageId], 'portrait');
    return toolPlan(ctx, 'style', {
      model: body.styleId,
      params: withoutKey(body),
      price: { kind: 'tool', tool: stylePriceKey(body.styleId), count: 1 },
    });
  },

  run(ctx, task, context) {
    const preset = STYLE_PRESETS.find((item) => item.id === task.params.styleId);
    return runImageEdit(ctx, task, context, {
      inputIds: [String(task.params.imageId)],
      prompt: `Redraw this photo as ${preset?.prompt ?? 'an illustration'}. Keep the people recognisable and the composition.`,
    });
  },

  routes(app, ctx) {
    userRoute(app, styleTool.calls.presets, async ({ auth, request }) => {
      const served = ctx.available.tool('style');
      const quotes = await ctx.deps.credits.quoteMany(
        auth.userId,
        STYLE_PRESETS.map((preset) => ({
          kind: 'tool' as const,
          tool: stylePriceKey(preset.id),
          count: 1,
        })),
      );
      return STYLE_PRESETS.map((preset, index) => ({
        id: preset.id,
        available: Boolean(served.route),
        reason: served.route ? undefined : unavailableReason(requestLocale(request), served.reason),
        price: quotes[index]!.credits,
      }));
    });
  },
});
