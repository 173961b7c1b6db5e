// Sending a stored file (or its thumbnail) to a browser: the signed file route and a published picture's
// public address answer with the same headers, differing only in how long a cache may keep the answer.
import type { FastifyReply } from 'fastify';
import { AppError } from '../http/app-error';
import type { Deps } from '../deps';
import type { StoredFile } from '../providers/storage';
import type { UploadRow } from './repo';
import type { FileVariant } from './signed-url';
import { THUMB_MIME, thumbnailOf } from './thumbnails';

export interface OpenedFile {
  file: StoredFile;
  mime: string;
}

/** The bytes of `row`, or of its thumbnail (an upload without one, not a generated result, is shown whole). */
export async function openStoredFile(
  deps: Deps,
  row: UploadRow,
  variant: FileVariant | undefined,
): Promise<OpenedFile> {
  const thumb = variant === 'thumb' && row.thumbKey ? await thumbnailOf(deps, row) : undefined;
  const file = thumb ?? (await deps.storage.get(row.storageKey));
  if (!file) throw new AppError('NOT_FOUND');
  return { file, mime: thumb ? THUMB_MIME : row.mime };
}

/** Sends an opened file; `cacheControl` says who may keep it and how long. */
export function sendStoredFile(reply: FastifyReply, opened: OpenedFile, cacheControl: string) {
  return (
    reply
      .header('content-type', opened.mime)
      .header('content-length', opened.file.size)
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      // The desktop app's renderer is another origin; the address, not the origin, guards the file.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(opened.file.stream)
  );
}
