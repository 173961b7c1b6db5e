// Photo-book inputs must show one clear, front-facing face (spec section 5): checked with face detection on
// the server, for the form (`/api/face/detect`) and again before anything is held (`/api/face/post`).
import { AppError } from '../../../http/app-error';
import {
  FaceDetectionError,
  judgeFace,
  type FaceReport,
  type FaceVerdict,
} from '../../face/detect';
import { readUpload, type UploadRow } from '../../upload/service';
import type { RecipeContext } from './context';

/** The faces in a stored image and the rule it breaks, if any. */
export async function checkFace(
  ctx: RecipeContext,
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

export async function requireFaces(ctx: RecipeContext, rows: UploadRow[]): Promise<void> {
  for (const row of rows) {
    const { verdict } = await checkFace(ctx, row);
    if (verdict) throw new AppError(verdict);
  }
}
