// Thumbnails of generated results, made the first time one is asked for rather than when the task ends:
// encoding one costs about as much CPU as all the rest of a task's bookkeeping, and many results are never
// shown small (an API client, a result replaced by Try Again). Made once per process for concurrent asks;
// two processes making the same one both write whole files, so the last write wins harmlessly.
import { sharpModule } from '../deferred';
import type { Deps } from '../deps';
import { readAll, type StoredFile } from '../providers/storage/storage';

const THUMB_SIDE = 512;
export const THUMB_MIME = 'image/webp';
/** Results are at most the upscaler's 12000x12000 and were checked when stored; this is a second guard. */
const MAX_SOURCE_PIXELS = 150_000_000;

/** Where a result's thumbnail lives (beside the image, so removing a task's folder removes both). */
export const thumbnailKey = (storageKey: string) =>
  `${storageKey.replace(/\.[^./]+$/, '')}.thumb.webp`;

async function encodeThumbnail(image: Buffer): Promise<Buffer> {
  const sharp = await sharpModule();
  return sharp(image, { limitInputPixels: MAX_SOURCE_PIXELS })
    .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}

const making = new Map<string, Promise<void>>();

/** The stored thumbnail of `row`, made from its image first if there is none yet; undefined without either. */
export async function thumbnailOf(
  deps: Deps,
  row: { storageKey: string; thumbKey: string | null },
): Promise<StoredFile | undefined> {
  const key = row.thumbKey;
  if (!key) return undefined;
  const stored = await deps.storage.get(key);
  if (stored) return stored;
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => {
      const source = await deps.storage.get(row.storageKey);
      if (!source) return;
      await deps.storage.put(key, await encodeThumbnail(await readAll(source)), THUMB_MIME);
    })().finally(() => making.delete(key));
    making.set(key, pending);
  }
  await pending;
  return deps.storage.get(key);
}
