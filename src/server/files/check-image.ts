// The server's check of an uploaded image, with the rules the clients use (@shared/rules): the size first, then
// the header read by sharp with `limitInputPixels` (a pixel bomb is refused before a pixel is decoded), and
// only then a decode, to write the image again upright and without its metadata (EXIF carries GPS positions).
import type { Sharp } from 'sharp';
import {
  judgeImageHeader,
  headerFormat,
  isPixelLimitError,
  TOO_MANY_PIXELS,
} from '@shared/rules/image-header';
import {
  evaluateImageBytes,
  MAX_INPUT_PIXELS,
  type UploadPurpose,
  type ImageVerdict,
} from '@shared/rules/image-limits';
import { sharpModule } from '../deferred';
import { AppError } from '../http/app-error';

export interface CheckedImage {
  bytes: Buffer;
  mime: string;
  extension: string;
  width: number;
  height: number;
}

type Output = { mime: string; extension: string; write: (image: Sharp) => Sharp };
const JPEG: Output = {
  mime: 'image/jpeg',
  extension: 'jpg',
  write: (image) => image.jpeg({ quality: 90 }),
};
// Lossless as it came (a PNG `quality` would reduce it to a palette).
const PNG: Output = { mime: 'image/png', extension: 'png', write: (image) => image.png() };
const WEBP: Output = {
  mime: 'image/webp',
  extension: 'webp',
  write: (image) => image.webp({ quality: 90 }),
};

/**
 * JPEG, PNG and WebP keep their format. GIF (its first frame) becomes PNG and AVIF becomes WebP: the vision
 * models and image providers read only JPEG, PNG, WebP and still GIF.
 */
const OUTPUT: Record<string, Output> = { jpeg: JPEG, png: PNG, webp: WEBP, gif: PNG, avif: WEBP };

/** Refused with the rule's own message, under the code UPLOAD_REJECTED. */
export function rejectUpload(verdict: ImageVerdict): never {
  const refused = verdict.ok ? { message: 'rules.unreadable', params: {} } : verdict;
  throw new AppError('UPLOAD_REJECTED', refused.params ?? {}, refused.message);
}

/** The image to store, or an UPLOAD_REJECTED error saying which rule it broke. */
export async function checkUploadedImage(
  purpose: UploadPurpose,
  bytes: Buffer,
): Promise<CheckedImage> {
  const size = evaluateImageBytes(purpose, bytes.length);
  if (!size.ok) rejectUpload(size);
  // Loaded before any step that reads a failure as a bad image: a missing sharp is this server's fault.
  const sharp = await sharpModule();
  const open = (bytes: Buffer, failOn: 'none' | 'error') =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn });
  let format: string | undefined;
  const verdict = await judgeImageHeader(purpose, bytes.length, async () => {
    const header = await open(bytes, 'none').metadata();
    format = headerFormat(header);
    return header;
  });
  const output = format ? OUTPUT[format] : undefined;
  if (!verdict.ok || !output) rejectUpload(verdict);
  try {
    // sharp writes no metadata unless asked: EXIF, XMP and IPTC go; colours are converted to sRGB.
    const { data, info } = await output
      .write(open(bytes, 'error').autoOrient())
      .toBuffer({ resolveWithObject: true });
    const { mime, extension } = output;
    return { bytes: data, mime, extension, width: info.width, height: info.height };
  } catch (error) {
    // The header was fine but the pixels are not (truncated, corrupt).
    rejectUpload(
      isPixelLimitError(error) ? TOO_MANY_PIXELS : { ok: false, message: 'rules.unreadable' },
    );
  }
}
