// The runner's one entry into the recipes: a task's kind and action choose how it runs.
import type { TaskExecutor } from '../../../jobs/runner';
import type { RecipeContext } from './context';
import { runImagine } from './imagine';
import { runMidjourneyAction } from './midjourney';
import { runTool } from './tools';

export function taskExecutor(ctx: RecipeContext): TaskExecutor {
  return (task, context) => {
    if (task.kind !== 'imagine') return runTool(ctx, task, context);
    return task.action === 'generate'
      ? runImagine(ctx, task, context)
      : runMidjourneyAction(ctx, task, context);
  };
}
