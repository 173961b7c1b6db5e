// The upload limits of every purpose an image is sent for (chat, each tool's inputs), in one table. The desktop
// app checks them with sharp before anything is uploaded, the web app in the browser, and the server again: a
// client is never trusted. Each side gathers the facts (size, format, dimensions) its own way and asks `evaluateImage`.

export type UploadPurpose =
  | 'chat'
  | 'product'
  | 'styleTemplate'
  | 'upscaler'
  | 'photoBook'
  | 'reference'
  | 'doodle'
  | 'portrait'
  | 'mask'
  | 'avatar'
  | 'newsCover';
export const UPLOAD_PURPOSES: readonly UploadPurpose[] = [
  'chat',
  'product',
  'styleTemplate',
  'upscaler',
  'photoBook',
  'reference',
  'doodle',
  'portrait',
  'mask',
  'avatar',
  'newsCover',
];

/** Formats every purpose accepts (what sharp, browsers and the providers all read). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const MB = 1024 * 1024;

export interface ImageLimit {
  /** Bytes: the file must be smaller than this. */
  maxBytes: number;
  /** The longer side at most this many pixels. */
  maxLongSide?: number;
  /** Width and height at most these (upscaler input). */
  maxWidth?: number;
  maxHeight?: number;
  /** Larger than this in both directions (strictly). */
  minExclusive?: { width: number; height: number };
  /** Smaller than this in both directions (strictly). */
  maxExclusive?: { width: number; height: number };
}

/**
 * No image larger than this many pixels is decoded anywhere: a tiny file can claim 196 megapixels and
 * expand to gigabytes. The upscaler's own 10x output limit (12000x12000) is far above any input it accepts.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export const IMAGE_LIMITS: Record<UploadPurpose, ImageLimit> = {
  chat: { maxBytes: 2 * MB },
  product: { maxBytes: 10 * MB, maxLongSide: 2048 },
  styleTemplate: {
    maxBytes: 5 * MB,
    minExclusive: { width: 512, height: 512 },
    maxExclusive: { width: 1680, height: 1260 },
  },
  upscaler: { maxBytes: 10 * MB, maxWidth: 1920, maxHeight: 1080 },
  photoBook: { maxBytes: 10 * MB },
  // Beside the product's own limits above: a reference for text-to-image or image-to-image, a graffiti drawing, a portrait for
  // cosplay or style conversion, and a Midjourney vary-region mask. Sizes the providers accept.
  reference: { maxBytes: 10 * MB, maxLongSide: 4096 },
  doodle: { maxBytes: 5 * MB, maxLongSide: 4096 },
  portrait: { maxBytes: 10 * MB, maxLongSide: 4096 },
  mask: { maxBytes: 10 * MB, maxLongSide: 4096 },
  // A picture of a person or a character, stored once from wherever it was given.
  avatar: { maxBytes: 5 * MB, maxLongSide: 4096 },
  // A news post's cover, uploaded by an admin and shown to every reader.
  newsCover: { maxBytes: 5 * MB, maxLongSide: 4096 },
};

/**
 * The largest file any purpose takes (every file must be smaller than its purpose's `maxBytes`). Nothing
 * larger is worth carrying anywhere: the desktop app refuses bytes above it at its IPC boundary, before they
 * are looked at, and the upload body is sized from it.
 */
export const MAX_IMAGE_BYTES = Math.max(
  ...Object.values(IMAGE_LIMITS).map((limit) => limit.maxBytes),
);

/** Photo book portraits: how many may be chosen at once. */
export const PHOTO_BOOK_PORTRAITS = { min: 1, max: 5 } as const;

export interface ImageFacts {
  bytes: number;
  /** Undefined when the file is not an image we read. */
  format?: string;
  width?: number;
  height?: number;
}

export type ImageVerdict =
  { ok: true } | { ok: false; message: string; params?: Record<string, number | string> };

/** The size rule alone: the server applies it before sharp reads anything. */
export function evaluateImageBytes(purpose: UploadPurpose, bytes: number): ImageVerdict {
  const { maxBytes } = IMAGE_LIMITS[purpose];
  return bytes < maxBytes
    ? { ok: true }
    : { ok: false, message: 'rules.tooLarge', params: { megabytes: maxBytes / MB } };
}

/** The verdict for one file and one purpose; `message` is a key of the `rules` messages. */
export function evaluateImage(purpose: UploadPurpose, facts: ImageFacts): ImageVerdict {
  const limit = IMAGE_LIMITS[purpose];
  const { width, height } = facts;
  if (!facts.format || !IMAGE_FORMATS.includes(facts.format as ImageFormat) || !width || !height) {
    return { ok: false, message: 'rules.onlyImages' };
  }
  const size = evaluateImageBytes(purpose, facts.bytes);
  if (!size.ok) return size;
  if (width * height > MAX_INPUT_PIXELS) {
    return {
      ok: false,
      message: 'rules.tooManyPixels',
      params: { megapixels: MAX_INPUT_PIXELS / 1_000_000 },
    };
  }
  if (limit.maxLongSide && Math.max(width, height) > limit.maxLongSide) {
    return { ok: false, message: 'rules.longSide', params: { pixels: limit.maxLongSide } };
  }
  if (limit.maxWidth && limit.maxHeight && (width > limit.maxWidth || height > limit.maxHeight)) {
    return {
      ok: false,
      message: 'rules.upscalerSize',
      params: { width: limit.maxWidth, height: limit.maxHeight },
    };
  }
  const { minExclusive: min, maxExclusive: max } = limit;
  if (
    min &&
    max &&
    !(width > min.width && height > min.height && width < max.width && height < max.height)
  ) {
    return {
      ok: false,
      message: 'rules.templateSize',
      params: {
        minWidth: min.width,
        minHeight: min.height,
        maxWidth: max.width,
        maxHeight: max.height,
      },
    };
  }
  return { ok: true };
}

/** The photo book wants 1 to 5 portraits. */
export function evaluatePortraitCount(count: number): ImageVerdict {
  return count >= PHOTO_BOOK_PORTRAITS.min && count <= PHOTO_BOOK_PORTRAITS.max
    ? { ok: true }
    : { ok: false, message: 'rules.portraitCount', params: PHOTO_BOOK_PORTRAITS };
}
