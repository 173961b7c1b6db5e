// Uploads: an image in base64 checked, normalised, stored and recorded; and what other modules need of them
// (the chat engine sends a user's images to vision models, the image tools read their inputs).
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { UploadBody, UploadedImage } from '@shared/api/upload';
import type { Deps } from '../../deps';
import { uploads } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { readAll } from '../../storage';
import { checkUploadedImage, rejectUpload } from './check-image';
import { signedFileUrl } from './signed-url';

export type UploadRow = typeof uploads.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUploadId = (id: string) => UUID.test(id);

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
  const storageKey = `uploads/${userId}/${id}.${image.extension}`;
  await deps.storage.put(storageKey, image.bytes, image.mime);
  try {
    await deps.db.insert(uploads).values({
      id,
      userId,
      purpose: body.purpose,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
      storageKey,
      createdAt: deps.now(),
    });
  } catch (error) {
    // No file without its row: the folder must not fill with files nobody can reach.
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  const { width, height, mime } = image;
  return { id, url: signedFileUrl(deps, id), width, height, mime, bytes: image.bytes.length };
}

/** This user's uploads with these ids, in the order asked; NOT_FOUND if any is missing or someone else's. */
export async function ownedUploads(
  deps: Deps,
  userId: string,
  ids: string[],
): Promise<UploadRow[]> {
  if (!ids.length) return [];
  if (!ids.every(isUploadId)) throw new AppError('NOT_FOUND');
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id.toLowerCase());
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
}

/** An upload by id, whoever owns it: only for the signed file route, which has checked the signature. */
export async function uploadById(deps: Deps, id: string): Promise<UploadRow | undefined> {
  if (!isUploadId(id)) return undefined;
  const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** The stored bytes of an upload (to send to a provider). */
export async function readUpload(
  deps: Deps,
  row: UploadRow,
): Promise<{ bytes: Buffer; mime: string }> {
  const file = await deps.storage.get(row.storageKey);
  if (!file) throw new AppError('NOT_FOUND');
  return { bytes: await readAll(file), mime: row.mime };
}
