// Uploads: an image sent as base64, checked, normalised (upright, metadata stripped) and stored for its owner;
// and a stored file (or its thumbnail) opened for whoever holds its signed address. The rows are the stored
// files' own (src/server/files): this module has no table of its own.
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { fileQuery, UploadBody, UploadedImage } from '@shared/api/upload';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { checkUploadedImage, rejectUpload } from '../../files/check-image';
import { saveFile, uploadById } from '../../files/repo';
import { fileUrlLife, signedFileUrl } from '../../files/signed-url';
import { openStoredFile, type OpenedFile } from '../../files/serve';

const DATA_URL_HEAD = /^data:[\w.+-]*\/?[\w.+-]*(?:;[\w.+-]+=[\w.+-]+)*;base64,/i;

/**
 * The bytes of standard, padded base64 (what FileReader and Buffer write) or of a base64 data URL; undefined
 * for anything else. Node's decoder skips what it does not understand, so the bytes must encode back to the
 * same text (faster than a pattern over 14 MB, and a pattern of that size overflows the regexp stack).
 */
export function decodeUploadData(data: string): Buffer | undefined {
  let text = data;
  if (text.startsWith('data:')) {
    const head = DATA_URL_HEAD.exec(text.slice(0, 256));
    if (!head) return undefined;
    text = text.slice(head[0].length);
  }
  const bytes = Buffer.from(text, 'base64');
  return bytes.length && bytes.toString('base64') === text ? bytes : undefined;
}

export async function createUpload(
  deps: Deps,
  userId: string,
  body: UploadBody,
): Promise<UploadedImage> {
  const bytes = decodeUploadData(body.data);
  if (!bytes) rejectUpload({ ok: false, message: 'rules.unreadable' });
  const image = await checkUploadedImage(body.purpose, bytes);
  const id = randomUUID();
  await saveFile(deps, {
    id,
    userId,
    purpose: body.purpose,
    bytes: image.bytes,
    mime: image.mime,
    width: image.width,
    height: image.height,
    storageKey: `uploads/${userId}/${id}.${image.extension}`,
  });
  const { width, height, mime } = image;
  return { id, url: signedFileUrl(deps, id), width, height, mime, bytes: image.bytes.length };
}

/**
 * The file a signed address opens, with its type and how many seconds the address is still good for. A wrong,
 * expired or unknown address (`query` undefined when it did not parse) is the same NOT_FOUND.
 */
export async function openSignedFile(
  deps: Deps,
  id: string,
  query: z.output<typeof fileQuery> | undefined,
): Promise<OpenedFile & { life: number }> {
  const variant = query?.v;
  const life = query ? fileUrlLife(deps, id, query.exp, query.sig, variant) : 0;
  const row = life > 0 ? await uploadById(deps, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return { ...(await openStoredFile(deps, row, variant)), life };
}
