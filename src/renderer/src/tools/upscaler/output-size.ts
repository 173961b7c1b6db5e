// The upscaler's output size, as the server works it out: the input times the factor, rounded, unless the
// longer side would pass 12000 pixels: then the longer side is 12000 and the other follows.
import { UPSCALE } from '@shared/tools/upscaler';

export interface OutputSize {
  width: number;
  height: number;
  /** The factor actually applied (below the chosen one when the size was limited). */
  scale: number;
  limited: boolean;
}

export function outputSize(
  width: number,
  height: number,
  scale: number,
  maxSide: number = UPSCALE.maxOutputSide,
): OutputSize {
  const long = Math.max(width, height);
  if (Math.round(long * scale) <= maxSide)
    return {
      width: Math.round(width * scale),
      height: Math.round(height * scale),
      scale,
      limited: false,
    };
  const factor = maxSide / long;
  const side = (value: number) =>
    value === long ? maxSide : Math.min(maxSide, Math.max(1, Math.round(value * factor)));
  return { width: side(width), height: side(height), scale: factor, limited: true };
}
