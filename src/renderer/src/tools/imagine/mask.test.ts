// The vary-region mask: painted shapes become a PNG of exactly the image's size, white where painted and
// black elsewhere, whatever size the image was shown at. The PNG is read back with Node's zlib.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  encodeGreyPng,
  isEmptyShape,
  maskFile,
  paintedShare,
  rasterizeMask,
  rectFrom,
  toImagePoint,
  type MaskShape,
} from './mask';

/** Width, height, colour type and the pixels (one byte each) of a greyscale PNG without filters. */
function readPng(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  const data: Uint8Array[] = [];
  const types: string[] = [];
  while (at < bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    types.push(type);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      colourType = body[9]!;
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    expect(raw[y * (width + 1)]).toBe(0);
    pixels.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { width, height, colourType, pixels, types };
}

const at = (pixels: Uint8Array, width: number, x: number, y: number) => pixels[y * width + x];

describe('the mask', () => {
  it('exports a PNG the size of the image, white where painted on black', async () => {
    const image = { width: 640, height: 480 };
    const shapes: MaskShape[] = [
      { kind: 'rect', x: 10, y: 20, width: 100, height: 50 },
      {
        kind: 'brush',
        radius: 12,
        points: [
          { x: 300, y: 300 },
          { x: 400, y: 300 },
        ],
      },
    ];
    const file = await maskFile(shapes, image);
    expect(file.type).toBe('image/png');
    const png = readPng(new Uint8Array(await file.arrayBuffer()));
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([png.width, png.height]).toEqual([640, 480]);
    expect(png.colourType).toBe(0);
    const { pixels } = png;
    // The rectangle, its edges exclusive on the far side.
    expect(at(pixels, 640, 10, 20)).toBe(255);
    expect(at(pixels, 640, 109, 69)).toBe(255);
    expect(at(pixels, 640, 110, 20)).toBe(0);
    expect(at(pixels, 640, 9, 20)).toBe(0);
    expect(at(pixels, 640, 10, 70)).toBe(0);
    // The brush stroke: along the line and within its radius, not beyond.
    expect(at(pixels, 640, 350, 300)).toBe(255);
    expect(at(pixels, 640, 350, 310)).toBe(255);
    expect(at(pixels, 640, 350, 315)).toBe(0);
    expect(at(pixels, 640, 290, 300)).toBe(255);
    expect(at(pixels, 640, 285, 300)).toBe(0);
    // Nothing else.
    expect(at(pixels, 640, 0, 0)).toBe(0);
    expect(at(pixels, 640, 639, 479)).toBe(0);
    expect(new Set(pixels)).toEqual(new Set([0, 255]));
  });

  it('keeps the image size whatever size it was painted at on the screen', async () => {
    const image = { width: 2048, height: 1024 };
    // Shown at 512 × 256: a drag from the box's corner to its middle covers the top-left quarter.
    const box = { left: 100, top: 50, width: 512, height: 256 };
    const from = toImagePoint({ x: 100, y: 50 }, box, image);
    const to = toImagePoint({ x: 356, y: 178 }, box, image);
    expect(from).toEqual({ x: 0, y: 0 });
    expect(to).toEqual({ x: 1024, y: 512 });
    const file = await maskFile([rectFrom(to, from)], image);
    const png = readPng(new Uint8Array(await file.arrayBuffer()));
    expect([png.width, png.height]).toEqual([2048, 1024]);
    expect(paintedShare(png.pixels)).toBeCloseTo(0.25, 5);
  });

  it('keeps points dragged outside the image on its edge', () => {
    const box = { left: 0, top: 0, width: 100, height: 100 };
    expect(toImagePoint({ x: -20, y: 150 }, box, { width: 1000, height: 1000 })).toEqual({
      x: 0,
      y: 1000,
    });
  });

  it('paints nothing for no shapes and ignores a click without a drag', () => {
    expect(paintedShare(rasterizeMask([], { width: 8, height: 8 }))).toBe(0);
    const click = rectFrom({ x: 4, y: 4 }, { x: 4, y: 4 });
    expect(isEmptyShape(click)).toBe(true);
    expect(isEmptyShape({ kind: 'brush', radius: 4, points: [{ x: 1, y: 1 }] })).toBe(false);
    // A brush dab (one point) paints a disc.
    const dab = rasterizeMask([{ kind: 'brush', radius: 2, points: [{ x: 4, y: 4 }] }], {
      width: 8,
      height: 8,
    });
    expect(at(dab, 8, 4, 4)).toBe(255);
    expect(at(dab, 8, 0, 0)).toBe(0);
  });

  it('writes a valid PNG without CompressionStream too (stored blocks over 64 KiB)', async () => {
    const saved = globalThis.CompressionStream;
    // @ts-expect-error -- removed to take the fallback path
    delete globalThis.CompressionStream;
    try {
      const size = { width: 300, height: 300 };
      const pixels = rasterizeMask([{ kind: 'rect', x: 0, y: 0, width: 150, height: 300 }], size);
      const png = readPng(await encodeGreyPng(pixels, size));
      expect([png.width, png.height]).toEqual([300, 300]);
      expect(png.pixels).toEqual(pixels);
    } finally {
      globalThis.CompressionStream = saved;
    }
  });

  it('refuses pixels that do not match the size', async () => {
    await expect(encodeGreyPng(new Uint8Array(3), { width: 2, height: 2 })).rejects.toThrow();
  });
});
