// The fal adapter against the loopback fal queue: a request submitted once to the full endpoint id and
// followed under its app id, its id handed to the runner, progress from the logs, result images that
// download as real PNGs; the input built from the job; refused prompts (422 and flagged images),
// failures, 429; a resumed task that polls without submitting; an abort that cancels upstream.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeFal, type FakeFal } from '../../../../tests/fakes/fal';
import { fetchImageInfo, pngInput, recordingContext } from '../../../../tests/fakes/image-job';
import { createFalProvider, falAppId } from './fal';
import { ProviderError, type ImageRequest, type ImageResult } from './types';

let fake: FakeFal;
beforeAll(async () => {
  fake = await startFakeFal();
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.script, {
    delayMs: 0,
    status: undefined,
    statusCount: undefined,
    pollsToFinish: 3,
    fail: undefined,
    nsfw: false,
    flagNsfw: false,
    hang: false,
    logs: true,
  });
  fake.requests.length = 0;
});

const fast = { initialMs: 5, maxMs: 20, factor: 2 };
const provider = () => createFalProvider({ apiKey: fake.apiKey, queueURL: fake.url, poll: fast });
const job = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  model: 'fal-ai/flux/schnell',
  prompt: 'a paper boat on a pond',
  count: 2,
  size: '512x320',
  images: [],
  ...overrides,
});
const submits = () =>
  fake.requests.filter((r) => r.method === 'POST' && !r.path.includes('/requests/'));
const rejection = async (promise: Promise<ImageResult>) => {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};
/** Submits straight to the fake, as an earlier run would have. */
async function submitted(model = 'fal-ai/flux/schnell', input: object = { num_images: 1 }) {
  const response = await fetch(`${fake.url}/${model}`, {
    method: 'POST',
    headers: { authorization: `Key ${fake.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const { request_id } = (await response.json()) as { request_id: string };
  fake.requests.length = 0;
  return request_id;
}

describe('fal adapter', () => {
  it('derives the app id the queue addresses use', () => {
    expect(falAppId('fal-ai/flux/schnell')).toBe('fal-ai/flux');
    expect(falAppId('fal-ai/fast-sdxl')).toBe('fal-ai/fast-sdxl');
    expect(falAppId('workflows/someone/my-flow/run')).toBe('workflows/someone/my-flow');
  });

  it('submits, reports the request id and progress, and returns the result images', async () => {
    const { context, accepted, progress } = recordingContext();
    const result = await provider().run(job(), context);

    expect(accepted).toHaveLength(1);
    expect(fake.queue.has(accepted[0] ?? '')).toBe(true);
    expect(progress).toEqual([67, 100]);
    expect(result.images).toHaveLength(2);
    for (const image of result.images) {
      if (!('url' in image)) throw new Error('expected a URL');
      expect(await fetchImageInfo(image.url)).toEqual({ width: 512, height: 320, format: 'png' });
    }
    expect(result.usage).toEqual({ inference: 0.42 });

    const [submit] = submits();
    expect(submit?.path).toBe('/fal-ai/flux/schnell');
    expect(submit?.headers.authorization).toBe(`Key ${fake.apiKey}`);
    expect(submit?.body).toEqual({
      prompt: 'a paper boat on a pond',
      num_images: 2,
      image_size: { width: 512, height: 320 },
    });
    const id = accepted[0] ?? '';
    const polls = fake.requests.filter((r) => r.path.endsWith('/status'));
    expect(polls.map((r) => `${r.path}?logs=${r.query.get('logs')}`)).toEqual(
      Array.from({ length: 3 }, () => `/fal-ai/flux/requests/${id}/status?logs=1`),
    );
  });

  it('sends images as data URLs, a preset size, the negative prompt, and extra last', async () => {
    const image = await pngInput(30, 20);
    const mask = await pngInput(30, 20, true);
    const result = await provider().run(
      job({
        model: 'fal-ai/fast-sdxl/image-to-image',
        count: 1,
        size: 'square',
        negativePrompt: 'text, watermark',
        images: [image],
        mask,
        extra: { strength: 0.7, num_images: 1 },
      }),
      recordingContext().context,
    );
    expect(submits()[0]?.body).toEqual({
      prompt: 'a paper boat on a pond',
      negative_prompt: 'text, watermark',
      num_images: 1,
      image_size: 'square',
      image_url: `data:image/png;base64,${image.bytes.toString('base64')}`,
      mask_url: `data:image/png;base64,${mask.bytes.toString('base64')}`,
      strength: 0.7,
    });
    const [output] = result.images;
    if (!output || !('url' in output)) throw new Error('expected a URL');
    expect(await fetchImageInfo(output.url)).toMatchObject({ width: 512, height: 512 });
  });

  it('resumes from the request id without submitting again', async () => {
    const id = await submitted();
    const resumed = recordingContext({ upstreamId: id });
    const result = await provider().run(job(), resumed.context);
    expect(result.images).toHaveLength(1);
    expect(submits()).toHaveLength(0);
    expect(resumed.accepted).toEqual([]);
  });

  it('cancels the request upstream on abort and throws the abort reason', async () => {
    fake.script.hang = true;
    const { context, accepted } = recordingContext({ abortOnAccepted: true });
    await expect(provider().run(job(), context)).rejects.toThrow('cancel');
    const id = accepted[0] ?? '';
    const cancel = fake.requests.find((r) => r.path.endsWith('/cancel'));
    expect(cancel).toMatchObject({ method: 'PUT', path: `/fal-ai/flux/requests/${id}/cancel` });
    expect(fake.queue.get(id)?.canceled).toBe(true);
  });

  it('cancels a request whose id the runner could not save', async () => {
    fake.script.hang = true;
    const { context, accepted } = recordingContext({ acceptedError: new Error('db down') });
    await expect(provider().run(job(), context)).rejects.toThrow('db down');
    expect(fake.queue.get(accepted[0] ?? '')?.canceled).toBe(true);
  });

  it('maps a content policy error and all-flagged images to PROMPT_BANNED', async () => {
    fake.script.nsfw = true;
    expect(await rejection(provider().run(job(), recordingContext().context))).toMatchObject({
      kind: 'rejected',
      code: 'PROMPT_BANNED',
    });
    fake.script.nsfw = false;
    fake.script.flagNsfw = true;
    expect(await rejection(provider().run(job(), recordingContext().context))).toMatchObject({
      kind: 'rejected',
      code: 'PROMPT_BANNED',
    });
  });

  it('fails a request whose result is an error', async () => {
    fake.script.fail = 'RuntimeError: CUDA out of memory';
    const error = await rejection(provider().run(job(), recordingContext().context));
    expect(error).toMatchObject({ kind: 'failed', code: 'PROVIDER_ERROR' });
    expect(error.message).toContain('CUDA out of memory');
  });

  it('maps 429 to a transient rate limit, 5xx to transient, other 4xx to failed', async () => {
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
    fake.script.status = 422;
    expect(await rejection(provider().run(job(), recordingContext().context))).toMatchObject({
      kind: 'failed',
      code: 'PROVIDER_ERROR',
    });
    fake.script.status = undefined;
    const wrongKey = createFalProvider({ apiKey: 'nope', queueURL: fake.url, poll: fast });
    expect(await rejection(wrongKey.run(job(), recordingContext().context))).toMatchObject({
      kind: 'failed',
      code: 'PROVIDER_ERROR',
    });
  });

  it('rides out a passing error while polling', async () => {
    const id = await submitted();
    Object.assign(fake.script, { status: 503, statusCount: 2 });
    const result = await provider().run(job(), recordingContext({ upstreamId: id }).context);
    expect(result.images).toHaveLength(1);
  });
});
