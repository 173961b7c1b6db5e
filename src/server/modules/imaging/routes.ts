// The image studio's HTTP side: every family's create call (plan → hold → task), its list/check/again/cancel,
// the orders, face detection, prompt translation, and the catalogue of what this user may make.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imagineTool } from '@shared/tools/imagine';
import { cosplayTool } from '@shared/tools/cosplay';
import { doodleTool } from '@shared/tools/doodle';
import { photoBookTool } from '@shared/tools/photo-book';
import { goodsTool } from '@shared/tools/goods';
import { styleTool } from '@shared/tools/style';
import { upscalerTool } from '@shared/tools/upscaler';
import { ERROR_CODES } from '@shared/api/errors';
import { userRateKey, type AuthContext } from '../../http/auth';
import { requestLocale } from '../../http/locale';
import { userRoute } from '../../http/route';
import { translate } from '../../i18n';
import { requireInputs } from './inputs';
import { catalogRoutes } from './catalog-routes';
import { familyRoutes, orderRoutes } from './family-routes';
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
import type { ImagingService } from './service';
import type { TaskPlan } from './create';
import { translatePrompt } from './translate';
import { checkFace } from './recipes/faces';

/** Per user: a burst of presses, not a flood of holds. */
const CREATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: userRateKey };

export function imagingRoutes(app: FastifyInstance, imaging: ImagingService): void {
  const { deps } = app;
  const { ctx } = imaging;
  const limited = { rateLimit: CREATE_LIMIT };

  /** A create call: the family's planner, then the task. */
  const submitWith =
    <B extends { clientKey: string }>(
      planner: (context: typeof ctx, userId: string, body: B) => Promise<TaskPlan>,
    ) =>
    async ({ auth, body, request }: { auth: AuthContext; body: B; request: FastifyRequest }) =>
      imaging.submit(
        auth.userId,
        body.clientKey,
        await planner(ctx, auth.userId, body),
        requestLocale(request),
      );

  userRoute(app, imagineTool.calls.create, submitWith(planImagine), limited);
  userRoute(app, imagineTool.calls.action, submitWith(planMidjourneyAction), limited);
  userRoute(app, upscalerTool.calls.create, submitWith(planSuper), limited);
  userRoute(app, photoBookTool.calls.create, submitWith(planFace), limited);
  userRoute(app, goodsTool.calls.create, submitWith(planGoods), limited);
  userRoute(app, doodleTool.calls.create, submitWith(planDoodle), limited);
  userRoute(app, cosplayTool.calls.create, submitWith(planCosplay), limited);
  userRoute(app, styleTool.calls.create, submitWith(planStyle), limited);
  userRoute(app, imagineTool.calls.translate, ({ body }) => translatePrompt(deps, body.text), {
    rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: userRateKey },
  });

  userRoute(
    app,
    photoBookTool.calls.detect,
    async ({ auth, body, request }) => {
      const [row] = await requireInputs(
        deps,
        auth.userId,
        [body.imageId],
        body.role === 'template' ? 'styleTemplate' : 'photoBook',
      );
      const { report, verdict } = await checkFace(ctx, row!);
      return {
        ok: !verdict,
        faces: report.faces,
        frontal: report.frontal,
        sharp: report.sharp,
        code: verdict,
        msg: verdict ? translate(requestLocale(request), ERROR_CODES[verdict]) : undefined,
      };
    },
    limited,
  );

  familyRoutes(app, imaging, imagineTool.calls, 'imagine');
  familyRoutes(app, imaging, upscalerTool.calls, 'super');
  familyRoutes(app, imaging, photoBookTool.calls, 'face');
  familyRoutes(app, imaging, goodsTool.calls, 'goods');
  familyRoutes(app, imaging, doodleTool.calls, 'doodle');
  familyRoutes(app, imaging, cosplayTool.calls, 'cosplay');
  familyRoutes(app, imaging, styleTool.calls, 'style');
  orderRoutes(app, imagineTool.calls, 'imagine');
  orderRoutes(app, photoBookTool.calls, 'face');
  catalogRoutes(app, imaging);
}
