// The images a task starts from: the user's own uploads or earlier results, checked against the tool's limits
// (a result fed to the upscaler must still fit its 1920x1080 rule), and read back as bytes when it runs.
import { evaluateImage, type UploadPurpose } from '@shared/rules/image-limits';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { InputImage } from '../../providers/image/types';
import { isUploadId, ownedUploads, readUpload, type UploadRow } from '../../files/repo';

const FORMAT_OF_MIME: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** This user's images with these ids, each within `tool`'s limits; NOT_FOUND for anyone else's. */
export async function requireInputs(
  deps: Deps,
  userId: string,
  ids: string[],
  tool: UploadPurpose,
): Promise<UploadRow[]> {
  const rows = await ownedUploads(deps, userId, ids);
  for (const row of rows) {
    const verdict = evaluateImage(tool, {
      bytes: row.bytes,
      format: FORMAT_OF_MIME[row.mime],
      width: row.width,
      height: row.height,
    });
    if (!verdict.ok) throw new AppError('UPLOAD_REJECTED', verdict.params ?? {}, verdict.message);
  }
  return rows;
}

/** The stored bytes of a task's inputs, in the order of `ids` (the owner was checked at creation). */
export async function loadInputs(deps: Deps, userId: string, ids: string[]): Promise<InputImage[]> {
  const rows = await ownedUploads(deps, userId, ids);
  return Promise.all(
    rows.map(async (row) => {
      const { bytes, mime } = await readUpload(deps, row);
      return { bytes, mime, width: row.width, height: row.height };
    }),
  );
}

/** The ids of input images among a task's parameters (`imageId`, `referenceIds`, `maskId`…). */
export function inputIdsOf(params: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    // Midjourney's `customId` and `parentUpstreamId` are the proxy's, not images: only our ids count.
    if (key.endsWith('Id') && typeof value === 'string' && isUploadId(value)) ids.push(value);
    if (key.endsWith('Ids') && Array.isArray(value))
      ids.push(
        ...value.filter((item): item is string => typeof item === 'string' && isUploadId(item)),
      );
  }
  return ids;
}
