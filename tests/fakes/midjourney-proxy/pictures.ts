// The loopback midjourney-proxy's pictures: real PNGs, a 2x2 grid of coloured quadrants or one upscaled
// picture, larger for a zoom out.
import sharp from 'sharp';
import type { FakeMjShape } from './tasks';

const SIDE: Record<FakeMjShape, number> = { grid: 1024, single: 512, zoom2x: 2048, zoom1_5x: 1536 };

/** A real PNG: one colour for an upscale, four coloured quadrants for a grid. */
export async function picture(shape: FakeMjShape, seed: number): Promise<Buffer> {
  const side = SIDE[shape];
  const colour = (n: number) => ({
    r: (seed * 53 + n * 97) % 256,
    g: (seed * 29 + 60 + n * 61) % 256,
    b: (seed * 71 + 200 - n * 45 + 256) % 256,
  });
  if (shape === 'single')
    return sharp({ create: { width: side, height: side, channels: 3, background: colour(0) } })
      .png()
      .toBuffer();
  const half = side / 2;
  const quadrants = await Promise.all(
    [0, 1, 2, 3].map((n) =>
      sharp({ create: { width: half, height: half, channels: 3, background: colour(n) } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
    .composite(
      quadrants.map((input, n) => ({ input, left: (n % 2) * half, top: Math.floor(n / 2) * half })),
    )
    .png()
    .toBuffer();
}
