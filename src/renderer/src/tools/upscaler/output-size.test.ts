// The output size shown before upscaling is the one the server will make.
import { describe, expect, it } from 'vitest';
import { outputSize } from './output-size';

describe('the upscaler output size', () => {
  it('multiplies and rounds', () => {
    expect(outputSize(1920, 1080, 2)).toEqual({
      width: 3840,
      height: 2160,
      scale: 2,
      limited: false,
    });
    expect(outputSize(333, 201, 1.5)).toMatchObject({ width: 500, height: 302, limited: false });
  });

  it('stops the longer side at 12000 pixels', () => {
    const size = outputSize(1920, 1080, 10);
    expect(size).toMatchObject({ width: 12000, height: 6750, limited: true });
    expect(size.scale).toBeCloseTo(6.25);
    expect(outputSize(1000, 1920, 10)).toMatchObject({ width: 6250, height: 12000, limited: true });
  });
});
