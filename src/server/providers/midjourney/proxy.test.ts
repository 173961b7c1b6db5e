// The Midjourney adapter against the loopback midjourney-proxy: an imagine submitted once, its id handed to the
// runner, fetched to the end with progress and the grid's buttons; follow-ups from those buttons (upscale, zoom
// out, vary region through the modal with the mask and prompt); the proxy's submit codes (queue full, banned
// prompt, queued); failure reasons; a resumed task that is only fetched; an abort; a wrong secret.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMidjourney, type FakeMidjourney } from '../../../../tests/fakes/midjourney-proxy';
import { fetchImageInfo, pngInput, recordingContext } from '../../../../tests/fakes/image-job';
import type { OutputImage } from '../image/types';
import { ProviderError } from '../image/types';
import { mjButtonKind } from './buttons';
import { createMidjourneyProvider, type MidjourneyProxyOptions } from './proxy';
import type { MidjourneyJob, MidjourneyResult } from './types';

let fake: FakeMidjourney;
beforeAll(async () => {
  fake = await startFakeMidjourney();
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.script, {
    delayMs: 0,
    pollsToFinish: 3,
    queueFull: false,
    banned: undefined,
    queued: false,
    numberOfQueues: 2,
    failReason: undefined,
    failOnFetch: undefined,
    cancel: false,
    noImageUrl: false,
    hang: false,
    httpStatus: undefined,
    httpStatusCount: undefined,
  });
  fake.requests.length = 0;
});

const fast = { initialMs: 2, maxMs: 8, factor: 2 };
const provider = (options: Partial<MidjourneyProxyOptions> = {}) =>
  createMidjourneyProvider({ baseURL: fake.url, apiSecret: fake.secret, poll: fast, ...options });
const imagine = (prompt = 'a castle in the clouds --ar 3:2'): MidjourneyJob => ({
  action: 'imagine',
  prompt,
  images: [],
});
const submits = (path?: string) =>
  fake.requests.filter(
    (r) => r.method === 'POST' && r.path.startsWith('/mj/submit/') && (!path || r.path === path),
  );
const fetches = (id?: string) =>
  fake.requests.filter((r) =>
    id ? r.path === `/mj/task/${id}/fetch` : /^\/mj\/task\/[^/]+\/fetch$/.test(r.path),
  );
const urlOf = (image: OutputImage | undefined) => (image && 'url' in image ? image.url : '');
const rejection = async (promise: Promise<MidjourneyResult>) => {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

/** A finished task and its upstream id, made through the adapter. */
async function finished(job: MidjourneyJob) {
  const { context, accepted } = recordingContext();
  const result = await provider().run(job, context);
  return { id: accepted[0]!, result };
}
const press = (parent: { id: string; result: MidjourneyResult }, label: string) => {
  const button = parent.result.buttons.find((b) => b.label === label || b.emoji === label);
  if (!button) throw new Error(`no ${label} button`);
  return { action: 'button' as const, parentUpstreamId: parent.id, customId: button.customId };
};

describe('Midjourney proxy adapter', () => {
  it('submits an imagine once, reports its id and progress, and returns the grid and its buttons', async () => {
    const reference = await pngInput(64, 48);
    const { context, accepted, progress } = recordingContext();
    const result = await provider({ botType: 'NIJI_JOURNEY' }).run(
      { action: 'imagine', prompt: 'a fox --ar 3:2 --no fog', images: [reference] },
      context,
    );

    expect(submits()).toHaveLength(1);
    const [submit] = submits('/mj/submit/imagine');
    expect(submit?.headers['mj-api-secret']).toBe(fake.secret);
    expect(submit?.body).toEqual({
      prompt: 'a fox --ar 3:2 --no fog',
      base64Array: [`data:image/png;base64,${reference.bytes.toString('base64')}`],
      botType: 'NIJI_JOURNEY',
    });
    expect(accepted).toHaveLength(1);
    const task = fake.tasks.get(accepted[0]!);
    expect(task).toMatchObject({ action: 'IMAGINE', status: 'SUCCESS', botType: 'NIJI_JOURNEY' });
    expect(fetches(accepted[0])).toHaveLength(3);
    expect(progress).toEqual([33, 67, 100]);

    expect(result.images).toHaveLength(1);
    expect(await fetchImageInfo(urlOf(result.images[0]))).toEqual({
      width: 1024,
      height: 1024,
      format: 'png',
    });
    expect(result.buttons.map((b) => b.label || b.emoji)).toEqual([
      'U1',
      'U2',
      'U3',
      'U4',
      '🔄',
      'V1',
      'V2',
      'V3',
      'V4',
    ]);
    expect(result.buttons.map((b) => mjButtonKind(b.customId))).toEqual([
      ...Array<string>(4).fill('upscale'),
      'reroll',
      ...Array<string>(4).fill('variation'),
    ]);
    // Each customId carries the task's own hash, and only the three fields of MjButton are kept.
    expect(result.buttons.every((b) => b.customId.includes(task!.hash))).toBe(true);
    expect(Object.keys(result.buttons[0]!).sort()).toEqual(['customId', 'emoji', 'label']);
  });

  it('upscales from a button of the grid, then zooms out from a button of the upscale', async () => {
    const grid = await finished(imagine());
    fake.requests.length = 0;

    const { context, accepted, progress } = recordingContext();
    const upscaled = await provider().run(press(grid, 'U2'), context);
    expect(submits('/mj/submit/action').map((r) => r.body)).toEqual([
      { taskId: grid.id, customId: grid.result.buttons[1]!.customId },
    ]);
    expect(fake.tasks.get(accepted[0]!)).toMatchObject({ action: 'UPSCALE', parentId: grid.id });
    expect(progress).toEqual([33, 67, 100]);
    expect(await fetchImageInfo(urlOf(upscaled.images[0]))).toMatchObject({
      width: 512,
      height: 512,
    });
    expect(upscaled.buttons.map((b) => [b.label, mjButtonKind(b.customId)])).toEqual([
      ['Vary (Strong)', 'highVariation'],
      ['Vary (Subtle)', 'lowVariation'],
      ['Zoom Out 2x', 'zoomOut2x'],
      ['Zoom Out 1.5x', 'zoomOut1_5x'],
      ['Vary (Region)', 'varyRegion'],
    ]);

    const zoomed = await provider().run(
      press({ id: accepted[0]!, result: upscaled }, 'Zoom Out 1.5x'),
      recordingContext().context,
    );
    expect(await fetchImageInfo(urlOf(zoomed.images[0]))).toMatchObject({
      width: 1536,
      height: 1536,
    });
    expect(zoomed.buttons.map((b) => b.label || b.emoji)).toContain('U1');
  });

  it('varies a region: the Inpaint button answers 21, the modal sends mask and prompt, and that task is followed', async () => {
    const grid = await finished(imagine());
    const upscaled = await finished(press(grid, 'U1'));
    const region = upscaled.result.buttons.find((b) => mjButtonKind(b.customId) === 'varyRegion')!;
    const mask = await pngInput(512, 512, true);
    fake.requests.length = 0;

    const { context, accepted } = recordingContext();
    const result = await provider().run(
      {
        action: 'varyRegion',
        parentUpstreamId: upscaled.id,
        customId: region.customId,
        prompt: 'add a dragon',
        mask,
      },
      context,
    );

    const [action, modal] = submits();
    expect(action).toMatchObject({
      path: '/mj/submit/action',
      body: { taskId: upscaled.id, customId: region.customId },
    });
    const modalId = [...fake.tasks.values()].find((t) => t.action === 'INPAINT')!.id;
    const maskUrl = `data:image/png;base64,${mask.bytes.toString('base64')}`;
    expect(modal).toMatchObject({
      path: '/mj/submit/modal',
      body: { taskId: modalId, prompt: 'add a dragon', maskBase64: maskUrl },
    });
    expect(accepted).toEqual([modalId]);
    expect(fake.tasks.get(modalId)).toMatchObject({
      status: 'SUCCESS',
      prompt: 'add a dragon',
      mask: maskUrl,
      parentId: upscaled.id,
    });
    expect(fetches().every((r) => r.path === `/mj/task/${modalId}/fetch`)).toBe(true);
    expect(result.buttons.map((b) => b.label || b.emoji)).toContain('V4');
  });

  it('ends a full queue as PROVIDER_BUSY and a banned prompt as PROMPT_BANNED with the word, nothing accepted', async () => {
    fake.script.queueFull = true;
    const busy = recordingContext();
    expect(await rejection(provider().run(imagine(), busy.context))).toMatchObject({
      kind: 'rejected',
      code: 'PROVIDER_BUSY',
    });
    expect(busy.accepted).toEqual([]);

    fake.script.queueFull = false;
    fake.script.banned = 'gore';
    const banned = recordingContext();
    const error = await rejection(provider().run(imagine('gore everywhere'), banned.context));
    expect(error).toMatchObject({
      kind: 'rejected',
      code: 'PROMPT_BANNED',
      params: { word: 'gore' },
    });
    expect(banned.accepted).toEqual([]);
    expect(fetches()).toHaveLength(0);
  });

  it('keeps the failure reason, and reads a banned-prompt failure, a cancel and a missing image', async () => {
    fake.script.failReason = 'Discord rejected the job: invalid parameter --ar 9:0';
    const failed = await rejection(provider().run(imagine(), recordingContext().context));
    expect(failed).toMatchObject({ kind: 'failed', code: 'PROVIDER_ERROR' });
    expect(failed.message).toContain('invalid parameter --ar 9:0');

    fake.script.failReason = undefined;
    fake.script.failOnFetch = 'Banned prompt detected: blood';
    expect(await rejection(provider().run(imagine(), recordingContext().context))).toMatchObject({
      kind: 'rejected',
      code: 'PROMPT_BANNED',
      params: { word: 'blood' },
    });

    fake.script.failOnFetch = undefined;
    fake.script.cancel = true;
    expect(await rejection(provider().run(imagine(), recordingContext().context))).toMatchObject({
      kind: 'failed',
      code: 'PROVIDER_ERROR',
    });

    fake.script.cancel = false;
    fake.script.noImageUrl = true;
    expect(await rejection(provider().run(imagine(), recordingContext().context))).toMatchObject({
      kind: 'failed',
      code: 'PROVIDER_BAD_OUTPUT',
    });
  });

  it('waits out a queued submit (code 22) at 0% and then follows it to the end', async () => {
    fake.script.queued = true;
    const { context, accepted, progress } = recordingContext();
    const result = await provider().run(imagine(), context);
    expect(result.images).toHaveLength(1);
    expect(accepted).toHaveLength(1);
    // Two fetches queued (NOT_START), one SUBMITTED, then the three of the job itself.
    expect(fetches(accepted[0])).toHaveLength(2 + 1 + 3);
    expect(progress).toEqual([33, 67, 100]);
  });

  it('resumes an upstream id by fetching it, without a second submit', async () => {
    // A task an earlier run submitted (through the fake's own API, as that run did).
    const made = await fetch(`${fake.url}/mj/submit/imagine`, {
      method: 'POST',
      headers: { 'mj-api-secret': fake.secret, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a lighthouse' }),
    });
    const { code, result: id } = (await made.json()) as { code: number; result: string };
    expect(code).toBe(1);
    fake.requests.length = 0;

    const resumed = recordingContext({ upstreamId: id });
    const result = await provider().run(imagine('ignored on resume'), resumed.context);
    expect(result.buttons).toHaveLength(9);
    expect(submits()).toHaveLength(0);
    expect(resumed.accepted).toEqual([]);
    expect(fake.requests.map((r) => r.path)).toEqual(Array(3).fill(`/mj/task/${id}/fetch`));
  });

  it('stops fetching on abort and throws the abort reason', async () => {
    fake.script.hang = true;
    const { context, accepted } = recordingContext({ abortOnAccepted: true });
    await expect(provider().run(imagine(), context)).rejects.toThrow('cancel');
    // A fetch already on the wire when the abort came may still reach the fake: let it land, then count.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 40));
    await settle();
    const seen = fetches(accepted[0]).length;
    await settle();
    expect(fetches(accepted[0])).toHaveLength(seen);
    expect(fake.tasks.get(accepted[0]!)?.status).toBe('IN_PROGRESS');
  });

  it('fails a wrong secret for good, retries 5xx, and rides out a passing 5xx while fetching', async () => {
    const wrong = await rejection(
      createMidjourneyProvider({ baseURL: fake.url, apiSecret: 'nope', poll: fast }).run(
        imagine(),
        recordingContext().context,
      ),
    );
    expect(wrong).toMatchObject({ kind: 'failed', code: 'PROVIDER_ERROR' });
    expect(wrong.message).toMatch(/mj-api-secret/);

    fake.script.httpStatus = 502;
    expect(await rejection(provider().run(imagine(), recordingContext().context))).toMatchObject({
      kind: 'transient',
      code: 'PROVIDER_ERROR',
    });

    fake.script.httpStatus = undefined;
    const grid = await finished(imagine());
    Object.assign(fake.script, { httpStatus: 503, httpStatusCount: 2 });
    const passing = recordingContext({ upstreamId: grid.id });
    expect((await provider().run(imagine(), passing.context)).images).toHaveLength(1);
  });

  it('accepts a base URL ending in /mj and refuses a button the task does not offer', async () => {
    const grid = await finished(imagine());
    const error = await rejection(
      provider({ baseURL: `${fake.url}/mj/` }).run(
        {
          action: 'button',
          parentUpstreamId: grid.id,
          customId: 'MJ::JOB::upsample::1::other-hash',
        },
        recordingContext().context,
      ),
    );
    expect(error).toMatchObject({ kind: 'failed', code: 'PROVIDER_ERROR' });
    expect(error.message).toContain('code 4');
    expect(submits('/mj/submit/action')).toHaveLength(1);
  });
});
