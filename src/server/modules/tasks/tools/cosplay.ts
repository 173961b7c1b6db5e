// Cosplay on the server: the portrait checked, and the person dressed as a preset or described character.
import { COSPLAY_PRESETS, cosplayTool } from '@shared/tools/cosplay';
import { AppError } from '../../../http/app-error';
import { requireInputs } from '../inputs';
import { defineServerTool, toolPlan, withoutKey } from '../server-tool';
import { runImageEdit } from './image-edit';

export const cosplay = defineServerTool({
  declaration: cosplayTool,

  async plan(ctx, userId, body) {
    const preset = COSPLAY_PRESETS.find((item) => item.id === body.character);
    if (!preset && !body.prompt) throw new AppError('VALIDATION', {}, 'rules.characterRequired');
    await requireInputs(ctx.deps, userId, [body.imageId], 'portrait');
    return toolPlan(ctx, 'cosplay', {
      model: body.character,
      params: withoutKey(body),
      prompt: body.character === 'custom' ? body.prompt : preset?.prompt,
      price: { kind: 'tool', tool: 'cosplay', count: 1 },
    });
  },

  run(ctx, task, context) {
    return runImageEdit(ctx, task, context, {
      inputIds: [String(task.params.imageId)],
      prompt: `Dress the person in this photo as ${task.prompt ?? 'a costume character'}. Keep their face, identity and pose; full costume, matching background.`,
    });
  },
});
