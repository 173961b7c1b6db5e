// The Replicate adapter against the loopback Replicate API: a prediction created once, its id handed to
// the runner, polled to the end with progress from the logs, output URLs that download as real PNGs; the
// input built from the job; failures, NSFW, 429; a resumed task that polls without creating; an abort that
// cancels the prediction upstream.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeReplicate, type FakeReplicate } from '../../../../tests/fakes/replicate';
import { fetchImageInfo, pngInput, recordingContext } from '../../../../tests/fakes/image-job';
import { createReplicateProvider } from './replicate';
import { ProviderError, type ImageRequest, type ImageResult } from './types';

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate();
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.script, {
    delayMs: 0,
    status: undefined,
    pollsToFinish: 3,
    fail: undefined,
    nsfw: false,
    hang: false,
    logs: true,
    outputAsString: false,
  });
  fake.requests.length = 0;
});

const fast = { initialMs: 5, maxMs: 20, factor: 2 };
const provider = () =>
  createReplicateProvider({ apiToken: fake.apiToken, baseURL: fake.url, poll: fast });
const job = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  model: 'black-forest-labs/flux-schnell',
  prompt: 'a lighthouse at dusk',
  count: 2,
  size: '640x384',
  images: [],
  ...overrides,
});
const creates = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/predictions');
const rejection = async (promise: Promise<ImageResult>) => {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe('Replicate adapter', () => {
  it('creates a prediction, reports its id and progress, and returns the output URLs', async () => {
    const { context, accepted, progress } = recordingContext();
    const result = await provider().run(job(), context);

    expect(accepted).toHaveLength(1);
    expect(fake.predictions.has(accepted[0] ?? '')).toBe(true);
    // tqdm prints whole steps (4 here): a third of the way shows the 25% line.
    expect(progress).toEqual([25, 75, 100]);
    expect(result.images).toHaveLength(2);
    for (const image of result.images) {
      expect(image).toHaveProperty('url');
      if (!('url' in image)) continue;
      expect(image.url).toMatch(/\/files\/[0-9a-f]+\/\d\.png$/);
      expect(await fetchImageInfo(image.url)).toEqual({ width: 640, height: 384, format: 'png' });
    }
    expect(result.usage).toMatchObject({ predict_time: 1.25, image_count: 2 });

    const [create] = creates();
    expect(create?.headers.authorization).toBe(`Bearer ${fake.apiToken}`);
    expect(create?.headers.prefer).toBeUndefined();
    expect(create?.body).toEqual({
      version: 'black-forest-labs/flux-schnell',
      input: { prompt: 'a lighthouse at dusk', num_outputs: 2, width: 640, height: 384 },
    });
  });

  it('sends input images and the mask as data URLs, negative prompt, and extra last', async () => {
    const image = await pngInput(40, 30);
    const mask = await pngInput(40, 30, true);
    const result = await provider().run(
      job({
        model:
          'nightmareai/real-esrgan:f121d640bd286e1fdc67f9799164c1d5be36ff74576ee11c803ae5b665dd46aa',
        prompt: undefined,
        negativePrompt: 'blurry',
        count: 1,
        size: undefined,
        images: [image],
        mask,
        extra: { scale: 2, num_outputs: 1, face_enhance: true },
      }),
      recordingContext().context,
    );
    const input = (creates()[0]?.body as { input: Record<string, unknown> }).input;
    expect(input).toEqual({
      negative_prompt: 'blurry',
      num_outputs: 1,
      image: `data:image/png;base64,${image.bytes.toString('base64')}`,
      mask: `data:image/png;base64,${mask.bytes.toString('base64')}`,
      scale: 2,
      face_enhance: true,
    });
    const [output] = result.images;
    if (!output || !('url' in output)) throw new Error('expected a URL');
    expect(await fetchImageInfo(output.url)).toMatchObject({ width: 80, height: 60 });
  });

  it('takes a single output URL given as a string', async () => {
    fake.script.outputAsString = true;
    const result = await provider().run(job(), recordingContext().context);
    expect(result.images).toHaveLength(1);
  });

  it('leaves progress alone when the logs have no percentage', async () => {
    fake.script.logs = false;
    const { context, progress } = recordingContext();
    await provider().run(job(), context);
    expect(progress).toEqual([]);
  });

  it('resumes polling an upstream id without creating a second prediction', async () => {
    // A prediction an earlier run created (the fake's own API, as that run would have).
    const created = await fetch(`${fake.url}/v1/predictions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        version: 'black-forest-labs/flux-schnell',
        input: { num_outputs: 3 },
      }),
    });
    const { id } = (await created.json()) as { id: string };
    fake.requests.length = 0;

    const resumed = recordingContext({ upstreamId: id });
    const result = await provider().run(job(), resumed.context);
    expect(result.images).toHaveLength(3);
    expect(creates()).toHaveLength(0);
    expect(resumed.accepted).toEqual([]);
    expect(fake.requests.map((r) => r.path)).toEqual(
      Array.from({ length: 3 }, () => `/v1/predictions/${id}`),
    );
  });

  it('cancels a prediction whose id the runner could not save', async () => {
    fake.script.hang = true;
    const { context, accepted } = recordingContext({ acceptedError: new Error('db down') });
    await expect(provider().run(job(), context)).rejects.toThrow('db down');
    expect(fake.predictions.get(accepted[0] ?? '')?.canceled).toBe(true);
  });

  it('cancels the prediction upstream on abort and throws the abort reason', async () => {
    fake.script.hang = true;
    const { context, accepted } = recordingContext({ abortOnAccepted: true });
    await expect(provider().run(job(), context)).rejects.toThrow('cancel');
    const id = accepted[0] ?? '';
    expect(
      fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/predictions/${id}/cancel`),
    ).toBe(true);
    expect(fake.predictions.get(id)?.canceled).toBe(true);
  });

  it('maps an NSFW failure to PROMPT_BANNED and other failures to PROVIDER_ERROR', async () => {
    fake.script.nsfw = true;
    expect(await rejection(provider().run(job(), recordingContext().context))).toMatchObject({
      kind: 'rejected',
      code: 'PROMPT_BANNED',
    });
    fake.script.nsfw = false;
    fake.script.fail = 'CUDA error: device-side assert triggered';
    const error = await rejection(provider().run(job(), recordingContext().context));
    expect(error).toMatchObject({ kind: 'failed', code: 'PROVIDER_ERROR' });
    expect(error.message).toContain('CUDA error');
  });

  it('maps 429 to a transient rate limit, 5xx to transient, other 4xx to failed', async () => {
    fake.script.status = 429;
    expect(await rejection(provider().run(job(), recordingContext().context))).toMatchObject({
      kind: 'transient',
      code: 'PROVIDER_RATE_LIMITED',
    });
    fake.script.status = 503;
    expect(await rejection(provider().run(job(), recordingContext().context))).toMatchObject({
      kind: 'transient',
      code: 'PROVIDER_ERROR',
    });
    fake.script.status = 402;
    expect(await rejection(provider().run(job(), recordingContext().context))).toMatchObject({
      kind: 'failed',
      code: 'PROVIDER_ERROR',
    });
  });

  it('rides out a passing error while polling, and gives up on a lasting one', async () => {
    const make = async () => {
      const response = await fetch(`${fake.url}/v1/predictions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.apiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ version: 'owner/model', input: {} }),
      });
      return ((await response.json()) as { id: string }).id;
    };
    const passing = recordingContext({ upstreamId: await make() });
    Object.assign(fake.script, { status: 500, statusCount: 2 });
    expect((await provider().run(job(), passing.context)).images).toHaveLength(1);

    const lasting = recordingContext({ upstreamId: await make() });
    fake.script.status = 503;
    expect(await rejection(provider().run(job(), lasting.context))).toMatchObject({
      kind: 'transient',
      code: 'PROVIDER_ERROR',
    });
  });
});
