// Test images for the image checks: a set that sits at, under and over every limit, and a pixel bomb built
// byte by byte (hard to find in the wild).
import sharp from 'sharp';
import { deflateSync } from 'node:zlib';

const MB = 1024 * 1024;
const make = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: '#48c' } })
    .toFormat(format)
    .toBuffer();
const pad = (image: Buffer, bytes: number) =>
  Buffer.concat([image, Buffer.alloc(Math.max(0, bytes - image.length))]);

/** Files on both sides of the limits, for comparing the web, desktop and server checks. */
export async function parityImages(): Promise<Array<[name: string, bytes: Buffer]>> {
  return [
    ['png 64', await make(64, 64, 'png')],
    ['jpeg 2048x300', await make(2048, 300, 'jpeg')],
    ['jpeg 2049x300', await make(2049, 300, 'jpeg')],
    ['webp 1920x1080', await make(1920, 1080, 'webp')],
    ['webp 1921x1080', await make(1921, 1080, 'webp')],
    ['gif 513x513', await make(513, 513, 'gif')],
    ['png 1680x1259', await make(1680, 1259, 'png')],
    ['png 2MB', pad(await make(64, 64, 'png'), 2 * MB)],
    ['png 2MB-1', pad(await make(64, 64, 'png'), 2 * MB - 1)],
    ['text', Buffer.from('just some words, not pixels')],
    ['bomb', pngBomb(14000, 14000)],
  ];
}

/** A valid PNG header that claims width x height, with one tiny compressed row: a decompression bomb. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return crc ^ 0xffffffff;
}
