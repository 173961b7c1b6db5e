// The photo book on the server: every portrait and the template must show one clear, front-facing face,
// checked with face detection for the form (`detect`) and again before anything is held.
import { ERROR_CODES } from '@shared/api/errors';
import { photoBookTool } from '@shared/tools/photo-book';
import { readUpload, type UploadRow } from '../../../files/repo';
import { AppError } from '../../../http/app-error';
import { perUserPerMinute } from '../../../http/rate-limits';
import { requestLocale } from '../../../http/locale';
import { userRoute } from '../../../http/route';
import { translate } from '../../../i18n';
import {
  FaceDetectionError,
  judgeFace,
  type FaceReport,
  type FaceVerdict,
} from '../../../providers/face/detect';
import { requireInputs } from '../inputs';
import { defineServerTool, toolPlan, withoutKey, type ToolContext } from '../server-tool';
import { runImageEdit } from './image-edit';

/** The faces in a stored image and the rule it breaks, if any. */
async function checkFace(
  ctx: ToolContext,
  row: UploadRow,
): Promise<{ report: FaceReport; verdict: FaceVerdict | undefined }> {
  const { bytes } = await readUpload(ctx.deps, row);
  try {
    const report = await ctx.faces().detect(bytes);
    return { report, verdict: judgeFace(report) };
  } catch (error) {
    if (!(error instanceof FaceDetectionError)) throw error;
    if (error.reason === 'unreadable')
      throw new AppError('UPLOAD_REJECTED', {}, 'rules.unreadable');
    throw new AppError('TOOL_UNAVAILABLE', { reason: 'face detection' });
  }
}

export const photoBook = defineServerTool({
  declaration: photoBookTool,

  async plan(ctx, userId, body) {
    const portraits = await requireInputs(ctx.deps, userId, body.portraitIds, 'photoBook');
    const [template] = await requireInputs(ctx.deps, userId, [body.templateId], 'styleTemplate');
    for (const row of [...portraits, template!]) {
      const { verdict } = await checkFace(ctx, row);
      if (verdict) throw new AppError(verdict);
    }
    return toolPlan(ctx, 'face', {
      model: 'photo-book',
      params: withoutKey(body),
      price: { kind: 'tool', tool: 'face', count: 1 },
    });
  },

  run(ctx, task, context) {
    return runImageEdit(ctx, task, context, {
      inputIds: [String(task.params.templateId), ...(task.params.portraitIds as string[])],
      prompt:
        'Create a photo-book portrait of the person in the other images, in the style, setting and framing of the first image. Keep the face recognisable.',
    });
  },

  routes(app, ctx) {
    userRoute(
      app,
      photoBookTool.calls.detect,
      async ({ auth, body, request }) => {
        const [row] = await requireInputs(
          ctx.deps,
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
      perUserPerMinute(ctx.deps.config.limits.faceChecksPerMinute),
    );
  },
});
