// An image world for tests: the real app (task runner on, polling fast) with the loopback OpenAI Images,
// Replicate, fal and Midjourney proxy fakes behind it, every model open to free accounts, and helpers to
// upload an image, create a task and wait for it to end as the renderer does (polling `check`).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TaskView } from '../../../src/shared/api/tasks';
import { startFakeFal, type FakeFal } from '../../fakes/fal';
import { startFakeMidjourney, type FakeMidjourney } from '../../fakes/midjourney-proxy';
import { startFakeOpenAIImages, type FakeOpenAIImages } from '../../fakes/openai-images';
import { startFakeReplicate, type FakeReplicate } from '../../fakes/replicate';
import { priceTableWith } from './chat';
import { api, bearer, createTestApp, signIn, type TestApp, type TestAppOptions } from './test-app';

export const ALL_IMAGE_MODELS = [
  'midjourney',
  'gpt-image',
  'dall-e-3',
  'flux-dev',
  'goods',
  'doodle',
  'cosplay',
  'style',
  'ghibli',
  'face',
];

export interface ImageFakes {
  openai: FakeOpenAIImages;
  replicate: FakeReplicate;
  fal: FakeFal;
  midjourney: FakeMidjourney;
}

export interface ImageWorld {
  t: TestApp;
  fakes: ImageFakes;
  user(label: string): Promise<{ headers: Record<string, string>; id: string }>;
  close(): Promise<void>;
}

export async function startImageFakes(): Promise<ImageFakes> {
  const [openai, replicate, fal, midjourney] = await Promise.all([
    startFakeOpenAIImages(),
    startFakeReplicate({ pollsToFinish: 2 }),
    startFakeFal(),
    startFakeMidjourney({ pollsToFinish: 2 }),
  ]);
  return { openai, replicate, fal, midjourney };
}

/** The environment that points the server at the fakes (`keys: false`: none configured). */
export function imageEnv(fakes: ImageFakes | undefined): Record<string, string> {
  const env: Record<string, string> = { PRICE_TABLE: priceTableWith(ALL_IMAGE_MODELS) };
  if (!fakes) return env;
  return {
    ...env,
    OPENAI_IMAGES_API_KEY: fakes.openai.apiKey,
    OPENAI_IMAGES_BASE_URL: fakes.openai.url,
    ...fakes.replicate.env,
    ...fakes.fal.env,
    MJ_PROXY_URL: fakes.midjourney.url,
    MJ_API_SECRET: fakes.midjourney.secret,
  };
}

export async function createImageWorld(
  options: { keys?: boolean; env?: Record<string, string>; app?: TestAppOptions } = {},
): Promise<ImageWorld> {
  const fakes = await startImageFakes();
  const t = await createTestApp(
    { ...imageEnv(options.keys === false ? undefined : fakes), ...options.env },
    options.app,
  );
  let count = 0;
  return {
    t,
    fakes,
    user: (label) => newUser(t, `${label}-${++count}`),
    async close() {
      await t.close();
      await Promise.all(Object.values(fakes).map((fake) => fake.close()));
    },
  };
}

let users = 0;
export async function newUser(t: TestApp, label: string) {
  users++;
  const tokens = await signIn(t, `${label}@example.com`, `10.7.${users >> 8}.${users & 255}`);
  const headers = bearer(tokens.token);
  const me = await api(t.app, { method: 'GET', url: '/api/user', headers });
  const id = (me.body.data as { id: string }).id;
  // Enough for the dearest images (gpt-image high is 30 credits each).
  await t.app.deps.credits.ledger.grant({
    userId: id,
    key: `test:${id}`,
    bucket: 'topup',
    amount: 100_000,
    source: 'test',
  });
  return { headers, id };
}

/** A photo-like PNG (noise, so it does not compress to nothing). */
export async function testImage(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } },
  })
    .composite([
      {
        input: Buffer.from(randomBytes(width * height * 3).map((value) => value % 60)),
        raw: { width, height, channels: 3 },
        blend: 'add',
      },
    ])
    .png()
    .toBuffer();
}

export async function upload(
  t: TestApp,
  headers: Record<string, string>,
  purpose: string,
  bytes: Buffer,
): Promise<string> {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/upload64',
    headers,
    payload: { purpose, data: bytes.toString('base64') },
  });
  if (!response.body.success) throw new Error(`upload refused: ${response.body.msg}`);
  return (response.body.data as { id: string }).id;
}

export const clientKey = () => `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/** Polls `check` until the task has ended (or `timeoutMs` passes). */
export async function waitForTask(
  t: TestApp,
  headers: Record<string, string>,
  checkPath: string,
  id: string,
  until: (task: TaskView) => boolean = (task) =>
    ['succeeded', 'failed', 'canceled'].includes(task.status),
  timeoutMs = 20_000,
): Promise<TaskView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await api(t.app, { method: 'GET', url: `${checkPath}?id=${id}`, headers });
    const task = response.body.data as TaskView | undefined;
    if (task && until(task)) return task;
    if (Date.now() > deadline)
      throw new Error(`task ${id} still ${task?.status ?? JSON.stringify(response.body)}`);
    // As the renderer polls, and within the API's 600 requests a minute per address.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function balance(t: TestApp, headers: Record<string, string>): Promise<number> {
  const response = await api(t.app, { method: 'GET', url: '/api/user/credits', headers });
  return (response.body.data as { total: number }).total;
}
