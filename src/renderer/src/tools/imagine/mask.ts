// The vary-region mask: what the user painted, kept as shapes in the image's own pixels (so the screen's size
// does not matter), turned into a PNG of exactly the image's size, white where painted on black. The PNG is
// written here (8-bit greyscale, deflated by the browser's CompressionStream, stored blocks where there is
// none), so the same code makes it in the browser, the desktop app and the unit tests.

export interface Point {
  x: number;
  y: number;
}

export type MaskShape =
  | { kind: 'brush'; radius: number; points: Point[] }
  | { kind: 'rect'; x: number; y: number; width: number; height: number };

export interface Size {
  width: number;
  height: number;
}

/** A point of the shown image (its box on the screen) in the image's own pixels, kept inside it. */
export function toImagePoint(
  client: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
  image: Size,
): Point {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return {
    x: clamp(((client.x - box.left) / Math.max(1, box.width)) * image.width, image.width),
    y: clamp(((client.y - box.top) / Math.max(1, box.height)) * image.height, image.height),
  };
}

/** A rectangle from two corners, in any order. */
export function rectFrom(a: Point, b: Point): Extract<MaskShape, { kind: 'rect' }> {
  return {
    kind: 'rect',
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}

/** Whether a shape covers anything (a click without a drag makes an empty rectangle). */
export const isEmptyShape = (shape: MaskShape) =>
  shape.kind === 'rect' ? shape.width < 1 || shape.height < 1 : shape.points.length === 0;

/** Squared distance from (px, py) to the segment a–b. */
function distanceSquared(px: number, py: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t =
    length === 0 ? 0 : Math.min(1, Math.max(0, ((px - a.x) * dx + (py - a.y) * dy) / length));
  const x = a.x + t * dx - px;
  const y = a.y + t * dy - py;
  return x * x + y * y;
}

function paintSegment(pixels: Uint8Array, size: Size, a: Point, b: Point, radius: number): void {
  const left = Math.max(0, Math.floor(Math.min(a.x, b.x) - radius));
  const right = Math.min(size.width - 1, Math.ceil(Math.max(a.x, b.x) + radius));
  const top = Math.max(0, Math.floor(Math.min(a.y, b.y) - radius));
  const bottom = Math.min(size.height - 1, Math.ceil(Math.max(a.y, b.y) + radius));
  const limit = radius * radius;
  for (let y = top; y <= bottom; y += 1) {
    const row = y * size.width;
    for (let x = left; x <= right; x += 1) {
      // A pixel is painted when its centre is under the brush.
      if (pixels[row + x] !== 255 && distanceSquared(x + 0.5, y + 0.5, a, b) <= limit)
        pixels[row + x] = 255;
    }
  }
}

/** One byte a pixel, row by row: 255 where painted, 0 elsewhere. */
export function rasterizeMask(shapes: readonly MaskShape[], size: Size): Uint8Array {
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  const target = { width, height };
  const pixels = new Uint8Array(width * height);
  for (const shape of shapes) {
    if (shape.kind === 'rect') {
      const left = Math.max(0, Math.round(shape.x));
      const top = Math.max(0, Math.round(shape.y));
      const right = Math.min(width, Math.round(shape.x + shape.width));
      const bottom = Math.min(height, Math.round(shape.y + shape.height));
      for (let y = top; y < bottom; y += 1) pixels.fill(255, y * width + left, y * width + right);
      continue;
    }
    const [first, ...rest] = shape.points;
    if (!first) continue;
    let previous = first;
    paintSegment(pixels, target, first, first, shape.radius);
    for (const point of rest) {
      paintSegment(pixels, target, previous, point, shape.radius);
      previous = point;
    }
  }
  return pixels;
}

/** The share of the image painted, 0–1. */
export function paintedShare(pixels: Uint8Array): number {
  if (pixels.length === 0) return 0;
  let painted = 0;
  for (const value of pixels) if (value) painted += 1;
  return painted / pixels.length;
}

// PNG: https://www.w3.org/TR/png-3/ — signature, IHDR, one IDAT (zlib), IEND; each chunk with its CRC-32.

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return crc;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  const MOD = 65521;
  // Sums fit a double for 5552 bytes at a time before the modulo is needed.
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(bytes.length, start + 5552);
    for (let i = start; i < end; i += 1) {
      a += bytes[i]!;
      b += a;
    }
    a %= MOD;
    b %= MOD;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib with stored (uncompressed) blocks: valid everywhere, large. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  const view = new DataView(out.buffer);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let block = 0; block < blocks; block += 1) {
    const start = block * 65535;
    const length = Math.min(65535, raw.length - start);
    out[at] = block === blocks - 1 ? 1 : 0;
    view.setUint16(at + 1, length, true);
    view.setUint16(at + 3, ~length & 0xffff, true);
    out.set(raw.subarray(start, start + length), at + 5);
    at += 5 + length;
  }
  view.setUint32(at, adler32(raw));
  return out;
}

/** zlib ("deflate" in CompressionStream's words) by the platform, or stored blocks without it. */
async function zlib(raw: Uint8Array): Promise<Uint8Array> {
  if (typeof CompressionStream === 'undefined') return zlibStored(raw);
  try {
    const stream = new CompressionStream('deflate');
    const writer = stream.writable.getWriter();
    // Written without waiting: the reader below drains the stream, or a large input would stall.
    const written = writer.write(raw as Uint8Array<ArrayBuffer>).then(() => writer.close());
    const reader = stream.readable.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.length;
    }
    await written;
    const out = new Uint8Array(total);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  } catch {
    return zlibStored(raw);
  }
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, (crc32(out.subarray(4, 8 + data.length)) ^ 0xffffffff) >>> 0);
  return out;
}

/** An 8-bit greyscale PNG of `pixels` (one byte a pixel, row by row). */
export async function encodeGreyPng(pixels: Uint8Array, size: Size): Promise<Uint8Array> {
  const { width, height } = size;
  if (pixels.length !== width * height) throw new Error('the pixels do not match the size');
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Filter type 0 (none) before each row.
    raw[y * (width + 1)] = 0;
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await zlib(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The mask of `shapes` as a PNG file the size of the image, ready for `platform.checkImage` and upload. */
export async function maskFile(shapes: readonly MaskShape[], size: Size): Promise<File> {
  const target = { width: Math.round(size.width), height: Math.round(size.height) };
  const png = await encodeGreyPng(rasterizeMask(shapes, target), target);
  return new File([png as Uint8Array<ArrayBuffer>], 'mask.png', { type: 'image/png' });
}
