// My creations: every image of every tool in one list, newest first by a cursor that never repeats an image,
// with its tool, model, prompt and settings and its place in the feed; filters by tool and model; removing an
// image removes its files, its place among its task's results and in the feed, and nobody else's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Creation } from '../../../../src/shared/api/creations';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { uploads } from '../../../../src/server/db/schema';
import { get, makeImages, published } from '../../support/feed';
import {
  clientKey,
  createImageWorld,
  testImage,
  upload,
  waitForTask,
  type ImageWorld,
} from '../../support/images';
import { api } from '../../support/test-app';

type Headers = Record<string, string>;
let world: ImageWorld;
beforeAll(async () => {
  world = await createImageWorld();
});
afterAll(async () => world?.close());

async function list(headers: Headers, query: Record<string, string> = {}) {
  const answer = await get(world, `/api/creations/list?${new URLSearchParams(query)}`, headers);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as { list: Creation[]; next?: string };
}

async function all(headers: Headers, query: Record<string, string> = {}) {
  const seen: Creation[] = [];
  let page = await list(headers, query);
  seen.push(...page.list);
  while (page.next) {
    page = await list(headers, { ...query, cursor: page.next });
    seen.push(...page.list);
  }
  return seen;
}

async function doodle(headers: Headers): Promise<TaskView> {
  const imageId = await upload(world.t, headers, 'doodle', await testImage(512, 512));
  const created = await api(world.t.app, {
    method: 'POST',
    url: '/api/doodle/post',
    headers,
    payload: { imageId, style: 'watercolor', count: 2, prompt: 'a cat', clientKey: clientKey() },
  });
  return waitForTask(world.t, headers, '/api/doodle/check', (created.body.data as TaskView).id);
}

describe('my creations', () => {
  it('lists every tool’s images, newest first, filtered by tool and model, without uploads', async () => {
    const user = await world.user('maker');
    const first = await makeImages(world, user.headers, { count: 4, prompt: 'first' });
    const drawn = await doodle(user.headers);
    const last = await makeImages(world, user.headers, { count: 4, prompt: 'last' });
    await makeImages(world, user.headers, { count: 4, prompt: 'more' });

    const everything = await all(user.headers);
    expect(everything).toHaveLength(14);
    expect(new Set(everything.map((image) => image.id)).size).toBe(14);
    const times = everything.map((image) => image.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const lastImage = everything.find((image) => image.id === last.images[0]!.id)!;
    expect(lastImage).toMatchObject({
      taskId: last.id,
      kind: 'imagine',
      model: 'gpt-image',
      prompt: 'last',
      settings: { size: '3:2', quality: 'low', count: 4 },
    });
    expect(lastImage.settings).not.toHaveProperty('clientKey');
    expect((await world.t.app.inject({ method: 'GET', url: lastImage.url })).statusCode).toBe(200);

    const drawings = await all(user.headers, { kind: 'doodle' });
    expect(drawings.map((image) => image.taskId)).toEqual([drawn.id, drawn.id]);
    expect(drawings[0]!.settings).not.toHaveProperty('imageId');
    expect(await all(user.headers, { kind: 'imagine', model: 'midjourney' })).toEqual([]);
    expect(
      (await all(user.headers, { model: 'gpt-image' })).map((image) => image.taskId),
    ).toContain(first.id);
    const facets = (await get(world, '/api/creations/facets', user.headers)).body.data;
    expect(facets).toEqual([
      { kind: 'imagine', model: 'gpt-image', modelLabel: 'GPT Image', count: 12 },
      { kind: 'doodle', model: expect.any(String), count: 2 },
    ]);
    // Another user has none of them.
    const other = await world.user('stranger');
    expect(await all(other.headers)).toEqual([]);
  });

  it('removes an image with its files, from its task and the feed; another user’s id is not found', async () => {
    const user = await world.user('remover');
    const other = await world.user('intruder');
    const task = await makeImages(world, user.headers, { count: 2 });
    const [gone, kept] = task.images;
    const item = await published(world, user.headers, { taskId: task.id, imageId: gone!.id });
    const listed = (await list(user.headers)).list.find((image) => image.id === gone!.id);
    expect(listed?.published).toEqual({ id: item.id, status: 'public', likes: 0 });

    const remove = (headers: Headers, id: string) =>
      api(world.t.app, { method: 'POST', url: '/api/creations/remove', headers, payload: { id } });
    expect((await remove(other.headers, gone!.id)).status).toBe(404);
    expect((await world.t.app.inject({ method: 'GET', url: gone!.url })).statusCode).toBe(200);
    // The thumbnail is made when first asked for: ask, so there is one to remove.
    expect((await world.t.app.inject({ method: 'GET', url: gone!.thumbUrl })).statusCode).toBe(200);
    const { deps } = world.t.app;
    const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, gone!.id));
    expect(await deps.storage.get(row!.thumbKey!)).toBeTruthy();

    expect((await remove(user.headers, gone!.id)).body).toMatchObject({ data: { id: gone!.id } });
    expect((await world.t.app.inject({ method: 'GET', url: gone!.url })).statusCode).toBe(404);
    expect(await deps.storage.get(row!.storageKey)).toBeUndefined();
    expect(await deps.storage.get(row!.thumbKey!)).toBeUndefined();
    expect((await world.t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect((await get(world, `/api/feed/item?id=${item.id}`)).status).toBe(404);
    const check = await get(world, `/api/imagine/check?id=${task.id}`, user.headers);
    expect((check.body.data as TaskView).images.map((image) => image.id)).toEqual([kept!.id]);
    expect((await list(user.headers)).list.map((image) => image.id)).toEqual([kept!.id]);
    expect((await remove(user.headers, gone!.id)).status).toBe(404);
    // An upload (not something a tool made) is not a creation.
    const own = await upload(world.t, user.headers, 'reference', await testImage(300, 300));
    expect((await remove(user.headers, own)).status).toBe(404);
  });
});
