// The browser's image pre-check: the same shared table as the desktop and the server, with the facts read
// from the file's first bytes (image-size parses headers; nothing is decoded, so a pixel bomb costs nothing).
import { imageSize } from 'image-size';
import { evaluateImage, type UploadPurpose, type ImageVerdict } from '@shared/rules/image-limits';

const HEADER_BYTES = 512 * 1024;
const FORMATS: Record<string, string> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
};

export async function checkImageInBrowser(
  purpose: UploadPurpose,
  file: Blob,
): Promise<ImageVerdict> {
  let header: Uint8Array;
  try {
    header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  } catch {
    return { ok: false, message: 'rules.unreadable' };
  }
  try {
    const size = imageSize(header);
    // EXIF orientations 5-8 turn the picture a quarter: its displayed width is the stored height.
    const turned = (size.orientation ?? 1) >= 5;
    return evaluateImage(purpose, {
      bytes: file.size,
      format: FORMATS[size.type ?? ''],
      width: turned ? size.height : size.width,
      height: turned ? size.width : size.height,
    });
  } catch {
    return evaluateImage(purpose, { bytes: file.size });
  }
}
