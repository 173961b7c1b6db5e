import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ProviderError, type ImageRequest, type RunContext } from '../image/types';
import { createSharpUpscaler, upscaledSize } from './sharp-upscaler';

async function photo(width: number, height: number, sigma = 40) {
  const bytes = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      ...(sigma ? { noise: { type: 'gaussian', mean: 128, sigma } } : {}),
    },
  })
    .jpeg()
    .toBuffer();
  return { bytes, mime: 'image/jpeg', width, height };
}

function context(signal = new AbortController().signal) {
  const progress: number[] = [];
  const value: RunContext = {
    signal,
    progress: async (percent) => {
      progress.push(percent);
    },
    accepted: async () => {},
  };
  return { context: value, progress };
}

const job = (image: ImageRequest['images'][number], scale: unknown): ImageRequest => ({
  model: 'lanczos3',
  count: 1,
  images: [image],
  extra: { scale },
});

describe('upscaledSize', () => {
  it('multiplies and rounds each side', () => {
    expect(upscaledSize(100, 80, 2)).toEqual({ width: 200, height: 160, scale: 2 });
    expect(upscaledSize(101, 33, 2.5)).toEqual({ width: 253, height: 83, scale: 2.5 });
    expect(upscaledSize(1200, 1200, 10)).toEqual({ width: 12000, height: 12000, scale: 10 });
  });

  it('shrinks the factor so that no side passes the limit, keeping the aspect ratio', () => {
    expect(upscaledSize(1500, 1000, 10)).toEqual({ width: 12000, height: 8000, scale: 8 });
    expect(upscaledSize(1080, 1920, 10)).toEqual({ width: 6750, height: 12000, scale: 6.25 });
    expect(upscaledSize(1920, 1080, 7, 12000).width).toBe(12000);
    expect(upscaledSize(5000, 1, 10)).toEqual({ width: 12000, height: 2, scale: 2.4 });
  });

  it('refuses factors and sizes out of range', () => {
    expect(() => upscaledSize(100, 100, 1)).toThrow(RangeError);
    expect(() => upscaledSize(100, 100, 10.01)).toThrow(RangeError);
    expect(() => upscaledSize(100, 100, Number.NaN)).toThrow(RangeError);
    expect(() => upscaledSize(0, 100, 2)).toThrow(RangeError);
    expect(() => upscaledSize(10.5, 100, 2)).toThrow(RangeError);
  });
});

describe('createSharpUpscaler', () => {
  const upscaler = createSharpUpscaler();

  it('upscales 2x and 10x to JPEG, reporting progress', async () => {
    const input = await photo(100, 80);
    for (const [scale, width, height] of [
      [2, 200, 160],
      [10, 1000, 800],
      [2.5, 250, 200],
    ] as const) {
      const { context: ctx, progress } = context();
      const result = await upscaler.run(job(input, scale), ctx);
      const output = result.images[0]!;
      if (!('bytes' in output)) throw new Error('expected bytes');
      expect(output.mime).toBe('image/jpeg');
      const meta = await sharp(output.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
      expect(result.usage).toEqual({ width, height, scale });
      expect(progress).toEqual([10, 100]);
    }
  });

  it('clamps the output to 12000 on the longer side', async () => {
    // Flat grey: the same pipeline, much less to encode.
    const result = await upscaler.run(job(await photo(1500, 1000, 0), 10), context().context);
    const output = result.images[0]!;
    if (!('bytes' in output)) throw new Error('expected bytes');
    const meta = await sharp(output.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([12000, 8000]);
  }, 60_000);

  it('keeps PNG for an input with transparency, and JPEG for an opaque alpha channel', async () => {
    const transparent = await sharp({
      create: {
        width: 40,
        height: 30,
        channels: 4,
        background: { r: 255, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const opaque = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const image = (bytes: Buffer) => ({ bytes, mime: 'image/png', width: 40, height: 30 });

    const clear = (await upscaler.run(job(image(transparent), 3), context().context)).images[0]!;
    if (!('bytes' in clear)) throw new Error('expected bytes');
    expect(clear.mime).toBe('image/png');
    const meta = await sharp(clear.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 120, 90, true]);

    const solid = (await upscaler.run(job(image(opaque), 3), context().context)).images[0]!;
    if (!('bytes' in solid)) throw new Error('expected bytes');
    expect(solid.mime).toBe('image/jpeg');
  });

  it('stops when the job is aborted, before and while waiting for its turn', async () => {
    const input = await photo(100, 80);
    const controller = new AbortController();
    controller.abort(new Error('canceled'));
    await expect(upscaler.run(job(input, 2), context(controller.signal).context)).rejects.toThrow(
      'canceled',
    );

    // One upscale at a time: the second waits, and its abort ends the wait at once.
    const first = upscaler.run(job(input, 10), context().context);
    const waiting = new AbortController();
    const { context: second, progress } = context(waiting.signal);
    const queued = upscaler.run(job(input, 2), second);
    waiting.abort(new Error('canceled while queued'));
    await expect(queued).rejects.toThrow('canceled while queued');
    expect(progress).toEqual([]);
    await first;
  });

  it('aborts between steps of a running job', async () => {
    const controller = new AbortController();
    const ctx: RunContext = {
      signal: controller.signal,
      progress: async (percent) => {
        if (percent === 10) controller.abort(new Error('canceled mid-run'));
      },
      accepted: async () => {},
    };
    await expect(upscaler.run(job(await photo(100, 80), 2), ctx)).rejects.toThrow(
      'canceled mid-run',
    );
  });

  it('refuses a bad scale, a missing image and unreadable bytes as rejected', async () => {
    const input = await photo(100, 80);
    const failures = [
      () => upscaler.run(job(input, 11), context().context),
      () => upscaler.run(job(input, '2'), context().context),
      () => upscaler.run({ model: 'lanczos3', count: 1, images: [] }, context().context),
      () =>
        upscaler.run(job({ ...input, bytes: Buffer.from('not an image') }, 2), context().context),
      () => createSharpUpscaler({ limitInputPixels: 1000 }).run(job(input, 2), context().context),
    ];
    for (const failure of failures) {
      const error = await failure().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).kind).toBe('rejected');
    }
  });
});
