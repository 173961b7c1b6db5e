// What sharp's `metadata()` says about a file, judged by the shared rules. The desktop app and the server both
// read headers with sharp (the browser with image-size): one mapping here, so the two can never disagree.
// src/shared does not import sharp; the caller passes the read.
import {
  evaluateImage,
  MAX_INPUT_PIXELS,
  type UploadPurpose,
  type ImageVerdict,
} from './image-limits';

/** The fields of sharp's Metadata the rules need. */
export interface SharpHeader {
  format?: string;
  compression?: string;
  width?: number;
  height?: number;
  /** The size as displayed, after the EXIF orientation. */
  autoOrient?: { width: number; height: number };
}

export const TOO_MANY_PIXELS: ImageVerdict = {
  ok: false,
  message: 'rules.tooManyPixels',
  params: { megapixels: MAX_INPUT_PIXELS / 1_000_000 },
};

/** sharp refuses a header that claims more pixels than `limitInputPixels` before reading any of them. */
export function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** sharp names AVIF `heif` with AV1 compression; the rules (and browsers) call it avif. */
export function headerFormat(header: SharpHeader): string | undefined {
  return header.format === 'heif' && header.compression === 'av1' ? 'avif' : header.format;
}

/**
 * The verdict for a file of `bytes` bytes whose header `read` returns (sharp's metadata() with
 * `limitInputPixels: MAX_INPUT_PIXELS`). A header sharp cannot read is not an image we take.
 */
export async function judgeImageHeader(
  purpose: UploadPurpose,
  bytes: number,
  read: () => Promise<SharpHeader>,
): Promise<ImageVerdict> {
  try {
    const header = await read();
    return evaluateImage(purpose, {
      bytes,
      format: headerFormat(header),
      width: header.autoOrient?.width ?? header.width,
      height: header.autoOrient?.height ?? header.height,
    });
  } catch (error) {
    if (isPixelLimitError(error)) return TOO_MANY_PIXELS;
    // Not an image sharp reads: a text file renamed .png, a truncated upload, a format we do not take.
    return evaluateImage(purpose, { bytes });
  }
}
