// Real sharp on generated images: every rule at, just under and just over its limit.
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkImage } from './image-check';
import { pngBomb } from './image-check.test-helpers';
import { MAX_IMAGE_BYTES } from '@shared/rules/image-limits';

const dir = mkdtempSync(join(tmpdir(), 'atrium-images-'));
const MB = 1024 * 1024;

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Pads a real image with a trailing chunk so the file has an exact size (sharp ignores trailing data). */
function padTo(image: Buffer, bytes: number): Buffer {
  return Buffer.concat([image, Buffer.alloc(Math.max(0, bytes - image.length))]);
}

let small: Buffer;
beforeAll(async () => {
  small = await png(64, 64);
});

describe('checkImage', () => {
  it('accepts a real image from bytes and from a path', async () => {
    expect(await checkImage({ bytes: small }, 'chat')).toEqual({ ok: true });
    const path = join(dir, 'ok.png');
    writeFileSync(path, small);
    expect(await checkImage({ path }, 'chat')).toEqual({ ok: true });
  });

  it('refuses a text file renamed .png, and a missing file', async () => {
    const path = join(dir, 'notes.png');
    writeFileSync(path, 'these are not pixels');
    expect(await checkImage({ path }, 'chat')).toEqual({ ok: false, message: 'rules.onlyImages' });
    expect(await checkImage({ path: join(dir, 'missing.png') }, 'chat')).toEqual({
      ok: false,
      message: 'rules.unreadable',
    });
  });

  it.each([
    ['chat', 2],
    ['product', 10],
  ] as const)('holds %s files under %i MB', async (tool, mb) => {
    expect((await checkImage({ bytes: padTo(small, mb * MB - 1) }, tool)).ok).toBe(true);
    expect(await checkImage({ bytes: padTo(small, mb * MB) }, tool)).toMatchObject({
      message: 'rules.tooLarge',
    });
    const path = join(dir, `${tool}-over.png`);
    writeFileSync(path, padTo(small, mb * MB + 1));
    expect(await checkImage({ path }, tool)).toMatchObject({
      message: 'rules.tooLarge',
      params: { megabytes: mb },
    });
  });

  it('reads dimensions from the header for the size rules', async () => {
    expect((await checkImage({ bytes: await png(2048, 16) }, 'product')).ok).toBe(true);
    expect(await checkImage({ bytes: await png(2049, 16) }, 'product')).toMatchObject({
      message: 'rules.longSide',
    });
    expect((await checkImage({ bytes: await png(1920, 1080) }, 'upscaler')).ok).toBe(true);
    expect(await checkImage({ bytes: await png(1921, 1080) }, 'upscaler')).toMatchObject({
      message: 'rules.upscalerSize',
    });
    expect((await checkImage({ bytes: await png(513, 513) }, 'styleTemplate')).ok).toBe(true);
    expect((await checkImage({ bytes: await png(512, 513) }, 'styleTemplate')).ok).toBe(false);
    expect((await checkImage({ bytes: await png(1679, 1259) }, 'styleTemplate')).ok).toBe(true);
    expect((await checkImage({ bytes: await png(1680, 1259) }, 'styleTemplate')).ok).toBe(false);
  });

  it('refuses a 14000x14000 PNG bomb from its header, quickly', async () => {
    const bomb = pngBomb(14000, 14000);
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(await checkImage({ bytes: bomb }, 'chat')).toMatchObject({
      message: 'rules.tooManyPixels',
    });
    // Generous: this is a guard against decoding, not a benchmark (bench/image-check.mjs measures).
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('checkImage bounds', () => {
  it('refuses bytes over the largest upload limit by their length alone', async () => {
    // Zeros are no image: only the size rule, which runs first, can answer tooLarge here.
    const verdict = await checkImage({ bytes: new Uint8Array(MAX_IMAGE_BYTES + 1) }, 'product');
    expect(verdict).toMatchObject({ message: 'rules.tooLarge', params: { megabytes: 10 } });
  });

  it('judges a file too large for its purpose from its size, before reading its header', async () => {
    const path = join(dir, 'zeros-over.png');
    writeFileSync(path, Buffer.alloc(2 * MB));
    expect(await checkImage({ path }, 'chat')).toMatchObject({ message: 'rules.tooLarge' });
  });
});
