// A provider's images made into Atrium's own files: downloaded (never hot-linked), checked by sharp with a
// pixel limit (a provider that sends garbage or a bomb fails the task, it does not crash the server),
// brought to the size the tool promises, stored, and recorded as `uploads` rows of the task so they are
// served by signed address to their owner and can feed another tool. Thumbnails are made when first asked for.
import { randomUUID } from 'node:crypto';
import type { FormatEnum, Metadata } from 'sharp';
import { sharpModule } from '../deferred';
import type { Deps } from '../deps';
import type { TaskResultImage } from '../db/schema';
import { removeTaskFiles, storeFileBytes, type UploadValues } from '../files/repo';
import { thumbnailKey } from '../files/thumbnails';
import { ProviderError, type OutputImage } from '../providers/image/types';
import type { TaskRow } from './repo';

/** The upscaler's largest output (12000x12000) and a little room: nothing larger is decoded. */
export const MAX_RESULT_PIXELS = 150_000_000;
const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 120_000;

const FORMATS: Record<string, { mime: string; extension: string }> = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  webp: { mime: 'image/webp', extension: 'webp' },
};

const badOutput = (why: string) => new ProviderError('failed', 'PROVIDER_BAD_OUTPUT', why);

async function download(url: string, signal: AbortSignal): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS)]),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ProviderError('transient', 'PROVIDER_ERROR', `download failed: ${String(error)}`);
  }
  if (!response.ok || !response.body) {
    const kind = response.status >= 500 ? 'transient' : 'failed';
    throw new ProviderError(kind, 'PROVIDER_ERROR', `download answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_DOWNLOAD_BYTES) throw badOutput(`result of ${declared} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.length;
    if (size > MAX_DOWNLOAD_BYTES) {
      await reader.cancel();
      throw badOutput('result too large');
    }
    chunks.push(Buffer.from(part.value));
  }
  return Buffer.concat(chunks);
}

/** The image as stored: its format kept (PNG, JPEG or WebP), others written as PNG; resized to `target`. */
async function normalize(
  bytes: Buffer,
  target: { width: number; height: number } | undefined,
): Promise<{ bytes: Buffer; width: number; height: number; format: string }> {
  // Loaded before the tries below, which read any failure as a bad output of the provider.
  const sharp = await sharpModule();
  const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_RESULT_PIXELS });
  let meta: Metadata;
  try {
    meta = await open(bytes).metadata();
  } catch {
    throw badOutput('not an image');
  }
  if (!meta.width || !meta.height || !meta.format) throw badOutput('not an image');
  const format = meta.format in FORMATS ? meta.format : 'png';
  const resize = target && (target.width !== meta.width || target.height !== meta.height);
  if (!resize && format === meta.format)
    return { bytes, width: meta.width, height: meta.height, format };
  try {
    let image = open(bytes);
    if (resize) image = image.resize(target.width, target.height, { fit: 'fill' });
    const written = await image.toFormat(format as keyof FormatEnum).toBuffer({
      resolveWithObject: true,
    });
    return { bytes: written.data, width: written.info.width, height: written.info.height, format };
  } catch {
    throw badOutput('image could not be decoded');
  }
}

/** A run's results, and the rows of their files, written by the statement that ends the task. */
export interface StoredResults {
  results: TaskResultImage[];
  files: UploadValues[];
}

/**
 * Stores the bytes of the outputs of `task` and answers them as its results. Their rows are written with
 * the task's end, so a run that does not end succeeded leaves none; only a run of an earlier attempt, of
 * a build that wrote them apart, may have left some, which are removed first. The keys are the task's and
 * the output's, so a later attempt writes over bytes an interrupted one left.
 */
export async function storeResults(
  deps: Deps,
  task: TaskRow,
  outputs: OutputImage[],
  options: { target?: { width: number; height: number }; signal: AbortSignal },
): Promise<StoredResults> {
  if (!outputs.length) throw badOutput('no images');
  if (task.attempt > 1) await removeTaskFiles(deps, task.id);
  const stored: StoredResults = { results: [], files: [] };
  try {
    for (const [index, output] of outputs.entries()) {
      const raw = 'bytes' in output ? output.bytes : await download(output.url, options.signal);
      const image = await normalize(raw, options.target);
      const { mime, extension } = FORMATS[image.format] ?? FORMATS.png!;
      const storageKey = `generated/${task.userId}/${task.id}/${index}.${extension}`;
      const id = randomUUID();
      stored.files.push(
        await storeFileBytes(deps, {
          id,
          userId: task.userId,
          purpose: 'generated',
          bytes: image.bytes,
          mime,
          width: image.width,
          height: image.height,
          storageKey,
          thumbKey: thumbnailKey(storageKey),
          taskId: task.id,
        }),
      );
      stored.results.push({ uploadId: id, width: image.width, height: image.height });
    }
  } catch (error) {
    // This run ends without these results (it fails, or is stopped): no row will name their bytes.
    for (const file of stored.files)
      await deps.storage.delete(file.storageKey).catch(() => undefined);
    throw error;
  }
  return stored;
}
