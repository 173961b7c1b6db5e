// The OpenAI Images adapter against the loopback OpenAI Images API: generations decoded to real PNGs of
// the asked size with their usage, edits with `image[]` parts and a mask, the DALL-E fields, refused
// prompts, 429 and 5xx, garbage answers, and an abort that drops the request.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeOpenAIImages,
  type FakeOpenAIImages,
} from '../../../../tests/fakes/openai-images';
import { imageInfo, pngInput, recordingContext } from '../../../../tests/fakes/image-job';
import { createOpenAIImagesProvider } from './openai-images';
import { ProviderError, type ImageRequest, type ImageResult, type OutputImage } from './types';

let fake: FakeOpenAIImages;
beforeAll(async () => {
  fake = await startFakeOpenAIImages();
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.script, {
    delayMs: 0,
    status: undefined,
    policyViolation: false,
    garbage: false,
  });
  fake.requests.length = 0;
});

const provider = () => createOpenAIImagesProvider({ apiKey: fake.apiKey, baseURL: fake.url });
const job = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  model: 'gpt-image-1',
  prompt: 'a red fox in the snow',
  count: 1,
  size: '1536x1024',
  quality: 'low',
  images: [],
  ...overrides,
});
const bytesOf = (image: OutputImage | undefined) => {
  if (!image || !('bytes' in image)) throw new Error('expected bytes');
  return image.bytes;
};
const rejection = async (promise: Promise<ImageResult>) => {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe('OpenAI Images adapter', () => {
  it('generates PNGs of the asked size and keeps the usage', async () => {
    const { context, accepted } = recordingContext();
    const result = await provider().run(job({ count: 2 }), context);

    expect(result.images).toHaveLength(2);
    for (const image of result.images) {
      expect(image).toMatchObject({ mime: 'image/png' });
      expect(await imageInfo(bytesOf(image))).toEqual({
        width: 1536,
        height: 1024,
        format: 'png',
      });
    }
    expect(result.usage).toMatchObject({
      output_tokens: 2 * 408,
      'input_tokens_details.text_tokens': 6,
    });
    expect(result.usage?.total_tokens).toBeGreaterThan(0);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/images/generations');
    expect(request?.body).toEqual({
      model: 'gpt-image-1',
      prompt: 'a red fox in the snow',
      n: 2,
      size: '1536x1024',
      quality: 'low',
      output_format: 'png',
    });
    expect(accepted).toEqual([]);
  });

  it('answers 1024x1024 for auto', async () => {
    const result = await provider().run(job({ size: 'auto' }), recordingContext().context);
    expect(await imageInfo(bytesOf(result.images[0]))).toMatchObject({ width: 1024, height: 1024 });
  });

  it('edits with one image[] part per input image and the mask', async () => {
    const images = [await pngInput(64, 48), await pngInput(32, 32)];
    const mask = await pngInput(64, 48, true);
    const result = await provider().run(
      job({ images, mask, size: '1024x1024', prompt: 'add a hat' }),
      recordingContext().context,
    );

    expect(await imageInfo(bytesOf(result.images[0]))).toMatchObject({ width: 1024, height: 1024 });
    expect(result.usage?.['input_tokens_details.image_tokens']).toBe(2 * 323);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/images/edits');
    const files = request?.parts?.filter((part) => part.filename !== undefined) ?? [];
    expect(files.map((part) => [part.name, part.contentType])).toEqual([
      ['image[]', 'image/png'],
      ['image[]', 'image/png'],
      ['mask', 'image/png'],
    ]);
    expect(files[0]?.data.equals(images[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(files[2]?.data.equals(mask.bytes)).toBe(true);
    expect(request?.body).toMatchObject({
      model: 'gpt-image-1',
      prompt: 'add a hat',
      n: '1',
      size: '1024x1024',
      quality: 'low',
    });
  });

  it('passes the DALL-E fields through and none of the GPT Image ones', async () => {
    const result = await provider().run(
      job({ model: 'dall-e-3', size: '1792x1024', quality: 'hd', style: 'natural', count: 2 }),
      recordingContext().context,
    );

    // DALL-E 3 makes one image per call: two calls, each with n=1.
    expect(result.images).toHaveLength(2);
    expect(await imageInfo(bytesOf(result.images[1]))).toMatchObject({ width: 1792, height: 1024 });
    expect(result.usage).toBeUndefined();
    expect(fake.requests.map((request) => request.body)).toEqual([
      {
        model: 'dall-e-3',
        prompt: 'a red fox in the snow',
        n: 1,
        size: '1792x1024',
        quality: 'hd',
        style: 'natural',
        response_format: 'b64_json',
      },
      expect.objectContaining({ n: 1 }),
    ]);
  });

  it('leaves out a quality or style DALL-E does not know, and never sends style to GPT Image', async () => {
    await provider().run(
      job({ model: 'dall-e-3', size: '1024x1024', quality: 'high', style: 'cinematic' }),
      recordingContext().context,
    );
    await provider().run(job({ style: 'vivid' }), recordingContext().context);
    const [dalle, gptImage] = fake.requests.map((request) => request.body as object);
    expect(dalle).not.toHaveProperty('quality');
    expect(dalle).not.toHaveProperty('style');
    expect(gptImage).not.toHaveProperty('style');
    expect(gptImage).not.toHaveProperty('response_format');
  });

  it('maps a content policy refusal to PROMPT_BANNED', async () => {
    for (const code of ['content_policy_violation', 'moderation_blocked'] as const) {
      fake.script.policyViolation = code;
      const error = await rejection(provider().run(job(), recordingContext().context));
      expect(error).toMatchObject({ kind: 'rejected', code: 'PROMPT_BANNED' });
    }
  });

  it('maps 429 to a transient rate limit and 5xx to a transient error', async () => {
    fake.script.status = 429;
    expect(await rejection(provider().run(job(), recordingContext().context))).toMatchObject({
      kind: 'transient',
      code: 'PROVIDER_RATE_LIMITED',
    });
    fake.script.status = 500;
    expect(await rejection(provider().run(job(), recordingContext().context))).toMatchObject({
      kind: 'transient',
      code: 'PROVIDER_ERROR',
    });
  });

  it('fails other 4xx (a wrong key, an unsupported size) without retry', async () => {
    const wrongKey = createOpenAIImagesProvider({ apiKey: 'sk-wrong', baseURL: fake.url });
    expect(await rejection(wrongKey.run(job(), recordingContext().context))).toMatchObject({
      kind: 'failed',
      code: 'PROVIDER_ERROR',
    });
    const error = await rejection(
      provider().run(job({ size: '999x999' }), recordingContext().context),
    );
    expect(error).toMatchObject({ kind: 'failed', code: 'PROVIDER_ERROR' });
    expect(error.message).toContain('invalid_value');
  });

  it('fails a 200 whose images are not images with PROVIDER_BAD_OUTPUT', async () => {
    fake.script.garbage = true;
    expect(await rejection(provider().run(job(), recordingContext().context))).toMatchObject({
      kind: 'failed',
      code: 'PROVIDER_BAD_OUTPUT',
    });
  });

  it('treats an unreachable service as transient', async () => {
    const down = createOpenAIImagesProvider({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1' });
    expect(await rejection(down.run(job(), recordingContext().context))).toMatchObject({
      kind: 'transient',
      code: 'PROVIDER_ERROR',
    });
  });

  it('drops the request on abort and throws the abort reason', async () => {
    fake.script.delayMs = 2000;
    const { context, controller } = recordingContext();
    const started = Date.now();
    const running = provider().run(job(), context);
    setTimeout(() => controller.abort(new Error('cancel')), 50);
    await expect(running).rejects.toThrow('cancel');
    expect(Date.now() - started).toBeLessThan(1000);
    await expect.poll(() => fake.stats.aborted).toBe(1);
  });
});
