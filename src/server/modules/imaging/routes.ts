// The image studio's HTTP side: every family's create call (plan → hold → task), its list/check/again/cancel,
// the orders, face detection, prompt translation, and the catalogue of what this user may make.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imagineApi } from '@shared/api/imagine';
import {
  cosplayApi,
  doodleApi,
  faceApi,
  goodsApi,
  styleApi,
  superApi,
} from '@shared/api/image-tools';
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

  userRoute(app, imagineApi.post, submitWith(planImagine), limited);
  userRoute(app, imagineApi.image, submitWith(planMidjourneyAction), limited);
  userRoute(app, superApi.create, submitWith(planSuper), limited);
  userRoute(app, faceApi.post, submitWith(planFace), limited);
  userRoute(app, goodsApi.post, submitWith(planGoods), limited);
  userRoute(app, doodleApi.post, submitWith(planDoodle), limited);
  userRoute(app, cosplayApi.post, submitWith(planCosplay), limited);
  userRoute(app, styleApi.post, submitWith(planStyle), limited);
  userRoute(app, imagineApi.translate, ({ body }) => translatePrompt(deps, body.text), {
    rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: userRateKey },
  });

  userRoute(
    app,
    faceApi.detect,
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

  familyRoutes(app, imaging, imagineApi, 'imagine');
  familyRoutes(app, imaging, superApi, 'super');
  familyRoutes(app, imaging, faceApi, 'face');
  familyRoutes(app, imaging, goodsApi, 'goods');
  familyRoutes(app, imaging, doodleApi, 'doodle');
  familyRoutes(app, imaging, cosplayApi, 'cosplay');
  familyRoutes(app, imaging, styleApi, 'style');
  orderRoutes(app, imagineApi, 'imagine');
  orderRoutes(app, faceApi, 'face');
  catalogRoutes(app, imaging);
}
