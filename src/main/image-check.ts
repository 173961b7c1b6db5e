// Checks a chosen image before anything is uploaded: only the header is read (sharp's metadata), never the
// pixels, so a 196-megapixel bomb costs as little as a thumbnail. The verdict comes from the shared rules,
// judged as the server judges its uploads (@shared/rules/image-header).
import sharp from 'sharp';
import { open, stat } from 'node:fs/promises';
import {
  MAX_INPUT_PIXELS,
  type UploadPurpose,
  type ImageVerdict,
} from '@shared/rules/image-limits';
import { judgeImageHeader } from '@shared/rules/image-header';

/** Enough bytes for the header of every format we accept (JPEG's SOF may sit after large EXIF blocks). */
const HEADER_BYTES = 512 * 1024;

export type ImageSource = { path: string } | { bytes: Uint8Array };

async function readFacts(source: ImageSource): Promise<{ bytes: number; header: Buffer }> {
  if ('bytes' in source)
    return { bytes: source.bytes.byteLength, header: Buffer.from(source.bytes) };
  const { size } = await stat(source.path);
  const file = await open(source.path, 'r');
  try {
    const header = Buffer.alloc(Math.min(size, HEADER_BYTES));
    await file.read(header, 0, header.length, 0);
    return { bytes: size, header };
  } finally {
    await file.close();
  }
}

export async function checkImage(
  source: ImageSource,
  purpose: UploadPurpose,
): Promise<ImageVerdict> {
  let facts: { bytes: number; header: Buffer };
  try {
    facts = await readFacts(source);
  } catch {
    return { ok: false, message: 'rules.unreadable' };
  }
  return judgeImageHeader(purpose, facts.bytes, () =>
    sharp(facts.header, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' }).metadata(),
  );
}
