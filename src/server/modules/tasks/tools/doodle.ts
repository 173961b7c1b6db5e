// Graffiti on the server: the drawing checked, priced per picture, and redrawn in the chosen style.
import { doodleTool, type DoodleStyle } from '@shared/tools/doodle';
import { requireInputs } from '../inputs';
import { defineServerTool, toolPlan, withoutKey } from '../server-tool';
import { runImageEdit } from './image-edit';

const STYLE_WORDS: Record<DoodleStyle, string> = {
  illustration: 'a clean digital illustration',
  'oil-painting': 'an oil painting with visible brush strokes',
  anime: 'an anime illustration',
  watercolor: 'a soft watercolor painting',
  '3d': 'a 3D render with soft lighting',
};

export const doodle = defineServerTool({
  declaration: doodleTool,

  async plan(ctx, userId, body) {
    await requireInputs(ctx.deps, userId, [body.imageId], 'doodle');
    return toolPlan(ctx, 'doodle', {
      model: body.style,
      params: withoutKey(body),
      prompt: body.prompt || undefined,
      price: { kind: 'tool', tool: 'doodle', count: body.count },
    });
  },

  run(ctx, task, context) {
    const style = STYLE_WORDS[task.params.style as DoodleStyle] ?? 'a finished picture';
    return runImageEdit(ctx, task, context, {
      inputIds: [String(task.params.imageId)],
      prompt: `Turn this rough sketch into ${style}, keeping its composition${task.prompt ? `: ${task.prompt}` : ''}.`,
    });
  },
});
