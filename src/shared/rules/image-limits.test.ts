import { describe, expect, it } from 'vitest';
import { evaluateImage, evaluatePortraitCount } from './image-limits';

const MB = 1024 * 1024;
const png = (width: number, height: number, bytes = 1000) => ({
  format: 'png',
  width,
  height,
  bytes,
});

describe('evaluateImage', () => {
  it('accepts images only', () => {
    expect(evaluateImage('chat', { bytes: 10 })).toEqual({
      ok: false,
      message: 'rules.onlyImages',
    });
    expect(evaluateImage('chat', { bytes: 10, format: 'pdf', width: 10, height: 10 }).ok).toBe(
      false,
    );
    expect(evaluateImage('chat', png(10, 10)).ok).toBe(true);
  });

  it.each([
    ['chat', 2],
    ['styleTemplate', 5],
    ['product', 10],
  ] as const)('holds %s uploads under %i MB (at, just under, just over)', (tool, mb) => {
    const size = tool === 'styleTemplate' ? [600, 600] : [100, 100];
    const facts = (bytes: number) => ({ format: 'jpeg', width: size[0]!, height: size[1]!, bytes });
    expect(evaluateImage(tool, facts(mb * MB - 1)).ok).toBe(true);
    expect(evaluateImage(tool, facts(mb * MB))).toMatchObject({
      ok: false,
      message: 'rules.tooLarge',
    });
    expect(evaluateImage(tool, facts(mb * MB + 1))).toMatchObject({ params: { megabytes: mb } });
  });

  it('holds product images to a longer side of 2048', () => {
    expect(evaluateImage('product', png(2048, 1000)).ok).toBe(true);
    expect(evaluateImage('product', png(1000, 2049))).toMatchObject({ message: 'rules.longSide' });
  });

  it('holds upscaler inputs to 1920 x 1080', () => {
    expect(evaluateImage('upscaler', png(1920, 1080)).ok).toBe(true);
    expect(evaluateImage('upscaler', png(1921, 1080))).toMatchObject({
      message: 'rules.upscalerSize',
    });
    expect(evaluateImage('upscaler', png(1920, 1081)).ok).toBe(false);
  });

  it('wants style templates strictly between 512x512 and 1680x1260', () => {
    expect(evaluateImage('styleTemplate', png(513, 513)).ok).toBe(true);
    expect(evaluateImage('styleTemplate', png(512, 700)).ok).toBe(false);
    expect(evaluateImage('styleTemplate', png(1679, 1259)).ok).toBe(true);
    expect(evaluateImage('styleTemplate', png(1680, 1000)).ok).toBe(false);
    expect(evaluateImage('styleTemplate', png(1000, 1260)).ok).toBe(false);
  });

  it('refuses a decompression bomb whatever the tool', () => {
    expect(evaluateImage('chat', png(14000, 14000, 200_000))).toMatchObject({
      message: 'rules.tooManyPixels',
    });
  });

  it('counts photo book portraits', () => {
    expect(evaluatePortraitCount(0).ok).toBe(false);
    expect(evaluatePortraitCount(1).ok).toBe(true);
    expect(evaluatePortraitCount(5).ok).toBe(true);
    expect(evaluatePortraitCount(6).ok).toBe(false);
  });
});
