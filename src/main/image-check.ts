// Checks a chosen image before anything is uploaded: only the header is read (sharp's metadata), never the
// pixels, so a 196-megapixel bomb costs as little as a thumbnail. The verdict comes from the shared table.
import sharp from 'sharp';
import { open, stat } from 'node:fs/promises';
import {
  evaluateImage,
  MAX_INPUT_PIXELS,
  type ImageTool,
  type ImageVerdict,
} from '@shared/rules/image-limits';

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

export async function checkImage(source: ImageSource, tool: ImageTool): Promise<ImageVerdict> {
  let facts: { bytes: number; header: Buffer };
  try {
    facts = await readFacts(source);
  } catch {
    return { ok: false, message: 'rules.unreadable' };
  }
  try {
    const metadata = await sharp(facts.header, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'none',
    }).metadata();
    return evaluateImage(tool, {
      bytes: facts.bytes,
      format:
        metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format,
      width: metadata.autoOrient?.width ?? metadata.width,
      height: metadata.autoOrient?.height ?? metadata.height,
    });
  } catch (error) {
    // sharp refuses a header that claims more pixels than the limit before reading any of them.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return {
        ok: false,
        message: 'rules.tooManyPixels',
        params: { megapixels: MAX_INPUT_PIXELS / 1_000_000 },
      };
    }
    // Not an image sharp reads: a text file renamed .png, a truncated upload, a format we do not take.
    return evaluateImage(tool, { bytes: facts.bytes });
  }
}
