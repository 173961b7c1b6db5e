// The run of a tool that edits the user's images (product images, graffiti, cosplay, style, photo book): its
// inputs read back, then whichever provider serves the tool, given the tool's prompt. A dedicated model
// takes the prompt in its own input field; OpenAI's image editing takes it as the prompt.
import type { RunContext, ImageRequest } from '../../../providers/image/types';
import type { TaskRow } from '../../../task-runner/repo';
import type { RunOutcome } from '../../../task-runner/runner';
import { loadInputs } from '../inputs';
import type { ToolContext } from '../server-tool';

export interface EditRun {
  /** The input images, in the order the provider should see them. */
  inputIds: string[];
  prompt: string;
  /** The size every result is brought to (a product image keeps its input's). */
  keepInputSize?: boolean;
}

export async function runImageEdit(
  ctx: ToolContext,
  task: TaskRow,
  context: RunContext,
  edit: EditRun,
): Promise<RunOutcome> {
  const images = await loadInputs(ctx.deps, task.userId, edit.inputIds);
  const request: ImageRequest = {
    model: task.upstreamModel,
    prompt: edit.prompt,
    count: Number(task.params.count ?? 1),
    images,
  };
  if (task.provider !== 'openai-images') request.extra = { prompt: edit.prompt };
  const result = await ctx.providers.requireImage(task.provider).run(request, context);
  const first = images[0]!;
  return {
    images: result.images,
    target: edit.keepInputSize ? { width: first.width, height: first.height } : undefined,
  };
}
