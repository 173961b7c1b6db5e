// Imagine on the server: a generation, or a Midjourney button pressed on a finished task (the `action` call,
// a task of its own), and prompts translated to English.
import { imagineActionBody, imaginePostBody, imagineTool } from '@shared/tools/imagine';
import { AppError } from '../../../../http/app-error';
import { userRateKey } from '../../../../http/auth';
import { requestLocale } from '../../../../http/locale';
import { userRoute } from '../../../../http/route';
import { CREATE_LIMIT, defineServerTool } from '../../server-tool';
import { translatePrompt } from './translate';
import { planImagine, runGenerate } from './generate';
import { planMidjourneyAction, runMidjourneyAction } from './midjourney-actions';

export const imagine = defineServerTool({
  declaration: imagineTool,
  plan: planImagine,

  run(ctx, task, context) {
    return task.action === 'generate'
      ? runGenerate(ctx, task, context)
      : runMidjourneyAction(ctx, task, context);
  },

  again(ctx, userId, original, clientKey) {
    const body = { ...original.params, clientKey };
    if (original.action === 'generate')
      return planImagine(ctx, userId, imaginePostBody.parse(body));
    if (!original.parentId) throw new AppError('TASK_NOT_RETRYABLE');
    return planMidjourneyAction(
      ctx,
      userId,
      imagineActionBody.parse({ ...body, taskId: original.parentId }),
    );
  },

  routes(app, ctx, submit) {
    userRoute(
      app,
      imagineTool.calls.action,
      async ({ auth, body, request }) =>
        submit(
          auth.userId,
          body.clientKey,
          await planMidjourneyAction(ctx, auth.userId, body),
          requestLocale(request),
        ),
      { rateLimit: CREATE_LIMIT },
    );
    userRoute(
      app,
      imagineTool.calls.translate,
      ({ body }) => translatePrompt(ctx.deps, body.text),
      {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: userRateKey },
      },
    );
  },
});
