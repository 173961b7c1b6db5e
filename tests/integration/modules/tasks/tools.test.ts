// The tools beside Imagine over the real app: product images keep the input's resolution, style conversion
// keeps records per style, cosplay, graffiti, and the photo book's face checks (real face detection on
// sample photos) before anything is held.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { api } from '../../support/test-app';
import {
  balance,
  clientKey,
  createImageWorld,
  testImage,
  upload,
  waitForTask,
  type ImageWorld,
} from '../../support/images';

let world: ImageWorld;
beforeAll(async () => {
  world = await createImageWorld();
});
afterAll(async () => world?.close());

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  api(world.t.app, { method: 'POST', url, headers, payload });

async function run(
  headers: Record<string, string>,
  family: string,
  payload: Record<string, unknown>,
) {
  const created = await post(`/api/${family}/post`, headers, {
    ...payload,
    clientKey: clientKey(),
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  return waitForTask(world.t, headers, `/api/${family}/check`, (created.body.data as TaskView).id);
}

const demo = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
/** A front-facing single-person crop of the package's sample 6. */
const portrait = (scale: number) =>
  sharp(join(demo, 'sample6.jpg'))
    .extract({ left: 1047, top: 112, width: 453, height: 665 })
    .resize(Math.round(453 * scale))
    .jpeg({ quality: 92 })
    .toBuffer();

describe('image tools', () => {
  it('a product image comes back at the input resolution, on a recommended background', async () => {
    const user = await world.user('goods');
    const imageId = await upload(world.t, user.headers, 'product', await testImage(900, 700));
    const missing = await post('/api/goods/post', user.headers, {
      imageId,
      scene: 'room',
      clientKey: clientKey(),
    });
    expect(missing.body.msg).toBe('Please choose a background image.');
    const done = await run(user.headers, 'goods', {
      imageId,
      scene: 'room',
      backgroundId: 'kitchen',
    });
    expect(done.status).toBe('succeeded');
    expect(done.images[0]).toMatchObject({ width: 900, height: 700 });
    expect(done.credits.charged).toBe(1000);
    const edit = world.fakes.openai.requests.at(-1)!;
    expect(edit.path).toBe('/v1/images/edits');
    expect(String((edit.body as Record<string, string>).prompt)).toContain(
      'modern kitchen counter',
    );
  });

  it('style conversion keeps records per style (Ghibli)', async () => {
    const user = await world.user('style');
    const imageId = await upload(world.t, user.headers, 'portrait', await testImage(600, 600));
    const ghibli = await run(user.headers, 'style', { imageId, styleId: 'ghibli' });
    await run(user.headers, 'style', { imageId, styleId: 'watercolor' });
    expect(ghibli.credits.charged).toBe(800);
    const records = await api(world.t.app, {
      method: 'GET',
      url: '/api/style/list?model=ghibli',
      headers: user.headers,
    });
    const list = records.body.data as { list: TaskView[]; total: number };
    expect(list.total).toBe(1);
    expect(list.list[0]!.id).toBe(ghibli.id);
    const presets = await api(world.t.app, {
      method: 'GET',
      url: '/api/style/list/gen',
      headers: user.headers,
    });
    expect((presets.body.data as Array<{ id: string }>)[0]).toMatchObject({
      id: 'ghibli',
      available: true,
    });
  });

  it('cosplay with a preset, and a custom one needs its description', async () => {
    const user = await world.user('cosplay');
    const imageId = await upload(world.t, user.headers, 'portrait', await testImage(500, 700));
    const custom = await post('/api/cosplay/post', user.headers, {
      imageId,
      character: 'custom',
      clientKey: clientKey(),
    });
    expect(custom.body.msg).toBe('Please describe the character.');
    const done = await run(user.headers, 'cosplay', { imageId, character: 'astronaut' });
    expect(done).toMatchObject({
      status: 'succeeded',
      prompt: 'an astronaut in a white space suit',
    });
  });

  it('graffiti makes the quantity asked for, in the chosen style', async () => {
    const user = await world.user('doodle');
    const imageId = await upload(world.t, user.headers, 'doodle', await testImage(512, 512));
    const done = await run(user.headers, 'doodle', {
      imageId,
      style: 'watercolor',
      count: 2,
      prompt: 'a cat',
    });
    expect(done.status).toBe('succeeded');
    expect(done.images).toHaveLength(2);
    expect(done.credits.charged).toBe(1000);
  });

  it('the photo book checks every face before anything is held, then makes the page', async () => {
    const user = await world.user('face');
    const good = await upload(world.t, user.headers, 'photoBook', await portrait(2));
    const template = await upload(world.t, user.headers, 'styleTemplate', await portrait(1.5));
    const empty = await upload(world.t, user.headers, 'photoBook', await testImage(600, 600));
    const detect = await post('/api/face/detect', user.headers, { imageId: good });
    expect(detect.body.data).toMatchObject({ ok: true, faces: 1 });
    const none = await post('/api/face/detect', user.headers, { imageId: empty });
    expect(none.body.data).toMatchObject({
      ok: false,
      code: 'FACE_NOT_FOUND',
      msg: 'No face was found in this photo. Please choose a clear photo of one person.',
    });
    const before = await balance(world.t, user.headers);
    const refused = await post('/api/face/post', user.headers, {
      portraitIds: [good, empty],
      templateId: template,
      clientKey: clientKey(),
    });
    expect(refused.body.code).toBe('FACE_NOT_FOUND');
    expect(await balance(world.t, user.headers)).toBe(before);
    const done = await run(user.headers, 'face', { portraitIds: [good], templateId: template });
    expect(done.status).toBe('succeeded');
    expect(done.credits.charged).toBe(2000);
  }, 60_000);
});
