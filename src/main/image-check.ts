// Checks a chosen image before anything is uploaded: only the header is read (sharp's metadata), never the
// pixels, so a 196-megapixel bomb costs as little as a thumbnail. The verdict comes from the shared rules,
// judged as the server judges its uploads (@shared/rules/image-header). The size rule goes first, as on the
// server: a file too large for its purpose is refused before a byte of it is parsed.
import sharp from 'sharp';
import {
  evaluateImageBytes,
  MAX_INPUT_PIXELS,
  type UploadPurpose,
  type ImageVerdict,
} from '@shared/rules/image-limits';
import { judgeImageHeader } from '@shared/rules/image-header';
import { openRegularFile } from './regular-file';

/** Enough bytes for the header of every format we accept (JPEG's SOF may sit after large EXIF blocks). */
const HEADER_BYTES = 512 * 1024;

export const UNREADABLE = {
  ok: false,
  message: 'rules.unreadable',
} as const satisfies ImageVerdict;

/** A file main picked itself (by its path), or bytes the renderer sent. */
export type ImageSource = { path: string } | { bytes: Uint8Array };

function judgeHeader(purpose: UploadPurpose, bytes: number, header: Buffer): Promise<ImageVerdict> {
  return judgeImageHeader(purpose, bytes, () =>
    sharp(header, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' }).metadata(),
  );
}

async function checkFile(path: string, purpose: UploadPurpose): Promise<ImageVerdict> {
  let size: number;
  let header: Buffer;
  try {
    const file = await openRegularFile(path);
    try {
      size = file.size;
      const bySize = evaluateImageBytes(purpose, size);
      if (!bySize.ok) return bySize;
      header = await file.readHead(HEADER_BYTES);
    } finally {
      await file.close();
    }
  } catch {
    return UNREADABLE;
  }
  return judgeHeader(purpose, size, header);
}

export async function checkImage(
  source: ImageSource,
  purpose: UploadPurpose,
): Promise<ImageVerdict> {
  if ('path' in source) return checkFile(source.path, purpose);
  const { bytes } = source;
  const bySize = evaluateImageBytes(purpose, bytes.byteLength);
  if (!bySize.ok) return bySize;
  // All of it (capped by the size rule above): sharp reads only the header, wherever the format puts it.
  return judgeHeader(
    purpose,
    bytes.byteLength,
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
}
