// Publishing: a finished image goes into the feed with what its owner chose to show, and out again; only the
// published picture gets an address that needs no signature, every other file keeps needing its signature;
// another user's task, an unfinished or failed one are refused with nothing changed; a prompt with a checked
// word waits for review; a suspended account's pictures leave the feed and its owner is told why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem } from '../../../../src/shared/api/feed';
import { feedItems } from '../../../../src/server/db/schema';
import { suspendAccount } from '../../../../src/server/sessions/service';
import { feedPage, get, makeImages, push, published } from '../../support/feed';
import { createImageWorld, type ImageWorld } from '../../support/images';
import { api } from '../../support/test-app';

let world: ImageWorld;
beforeAll(async () => {
  world = await createImageWorld();
});
afterAll(async () => world?.close());

const unsigned = (url: string) => url.split('?')[0]!;
const itemCount = async () => (await world.t.app.deps.db.select().from(feedItems)).length;

describe('publishing', () => {
  it('shows what the owner chose, to visitors too, and takes it out again', async () => {
    const owner = await world.user('pub');
    const task = await makeImages(world, owner.headers, { count: 2 });
    expect(task.status).toBe('succeeded');
    const second = task.images[1]!;

    const item = await published(world, owner.headers, { taskId: task.id, imageId: second.id });
    expect(item).toMatchObject({
      kind: 'imagine',
      model: 'gpt-image',
      modelLabel: 'GPT Image',
      prompt: 'a lighthouse on a cliff at dawn',
      status: 'public',
      likes: 0,
      liked: false,
      mine: true,
      width: second.width,
      height: second.height,
    });
    expect(item.settings).toMatchObject({ size: '3:2', quality: 'low', count: 2 });
    expect(item.settings).not.toHaveProperty('clientKey');
    expect(item.settings).not.toHaveProperty('referenceIds');
    expect(JSON.stringify(item)).not.toContain(second.id);

    // A visitor sees it, not as theirs.
    const page = await feedPage(world, {});
    expect(page.list.find((one) => one.id === item.id)).toMatchObject({
      mine: false,
      liked: false,
    });
    const view = await get(world, `/api/feed/item?id=${item.id}`);
    expect(view.body.data).toMatchObject({ id: item.id, prompt: item.prompt, mine: false });

    // The same image again with less shown: one item, the same number, prompt and settings gone.
    const again = await published(world, owner.headers, {
      taskId: task.id,
      imageId: second.id,
      show: { prompt: false, model: true, settings: false },
    });
    expect(again.id).toBe(item.id);
    expect(again.prompt).toBeUndefined();
    expect(again.settings).toBeUndefined();
    const listed = await feedPage(world, {});
    expect(JSON.stringify(listed)).not.toContain('lighthouse');

    const out = await api(world.t.app, {
      method: 'POST',
      url: '/api/feed/unpush',
      headers: owner.headers,
      payload: { id: item.id },
    });
    expect(out.body).toMatchObject({ success: true, data: { id: item.id } });
    expect((await feedPage(world, {})).list.map((one) => one.id)).not.toContain(item.id);
    expect((await get(world, `/api/feed/item?id=${item.id}`)).status).toBe(404);
  });

  it('gives the published picture an address of its own; every other file still needs its signature', async () => {
    const owner = await world.user('files');
    const task = await makeImages(world, owner.headers, { count: 2 });
    const [shown, kept] = task.images;
    // The results' signed addresses work; without their signature, or with another file's, they do not.
    expect((await world.t.app.inject({ method: 'GET', url: kept!.url })).statusCode).toBe(200);
    expect((await world.t.app.inject({ method: 'GET', url: unsigned(kept!.url) })).statusCode).toBe(
      404,
    );
    const forged = `${unsigned(kept!.url)}?${shown!.url.split('?')[1]}`;
    expect((await world.t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    const item = await published(world, owner.headers, { taskId: task.id, imageId: shown!.id });
    for (const url of [item.url, item.thumbUrl]) {
      const file = await world.t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\//);
      expect(file.headers['cache-control']).toContain('public');
    }
    // Publishing one picture opens nothing else: the other result, and the published one's own file
    // address, still need a signature.
    expect((await world.t.app.inject({ method: 'GET', url: unsigned(kept!.url) })).statusCode).toBe(
      404,
    );
    expect(
      (await world.t.app.inject({ method: 'GET', url: unsigned(shown!.url) })).statusCode,
    ).toBe(404);
    // An item number that is no listed picture answers like nothing there.
    for (const url of [
      '/api/feed/image/999999',
      '/api/feed/image/abc',
      `/api/feed/image/${shown!.id}`,
    ])
      expect((await world.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    await api(world.t.app, {
      method: 'POST',
      url: '/api/feed/unpush',
      headers: owner.headers,
      payload: { id: item.id },
    });
    expect((await world.t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
  });

  it("refuses another user's task, an unfinished or failed one, and changes nothing", async () => {
    const owner = await world.user('owner');
    const other = await world.user('other');
    const task = await makeImages(world, owner.headers);
    const before = await itemCount();

    const theirs = await push(world, other.headers, { taskId: task.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const otherImage = await push(world, owner.headers, {
      taskId: task.id,
      imageId: '00000000-0000-4000-8000-000000000000',
    });
    expect(otherImage.status).toBe(404);
    const bad = await push(world, owner.headers, { taskId: 'not-a-task' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBeTruthy();

    world.fakes.openai.script.delayMs = 1500;
    try {
      const running = await makeImages(world, owner.headers, { wait: false });
      const early = await push(world, owner.headers, { taskId: running.id });
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({ code: 'FEED_TASK_UNFINISHED' });
      expect(early.body.msg).toMatch(/Only a finished image can be published/);
    } finally {
      world.fakes.openai.script.delayMs = 0;
    }

    world.fakes.openai.script.policyViolation = true;
    let failed;
    try {
      failed = await makeImages(world, owner.headers);
    } finally {
      world.fakes.openai.script.policyViolation = false;
    }
    expect(failed.status).toBe('failed');
    const late = await push(world, owner.headers, { taskId: failed.id });
    expect(late.body).toMatchObject({ success: false, code: 'FEED_TASK_UNFINISHED' });
    const chinese = await api(world.t.app, {
      method: 'POST',
      url: '/api/feed/push',
      headers: { ...owner.headers, 'x-atrium-locale': 'zh-CN' },
      payload: { taskId: failed.id },
    });
    expect(chinese.body.msg).toMatch(/只有已完成的图片才能发布/);
    expect(await itemCount()).toBe(before);
  });

  it('holds a prompt with a checked word for review: its owner sees it, nobody else', async () => {
    const owner = await world.user('words');
    const task = await makeImages(world, owner.headers, { prompt: 'A NUDE figure by the sea' });
    const item = await published(world, owner.headers, { taskId: task.id });
    expect(item.status).toBe('review');
    const chinese = await makeImages(world, owner.headers, { prompt: '一张血腥的海报' });
    expect((await published(world, owner.headers, { taskId: chinese.id })).status).toBe('review');
    // A word inside another is not the word.
    const fine = await makeImages(world, owner.headers, { prompt: 'a first class cabin' });
    expect((await published(world, owner.headers, { taskId: fine.id })).status).toBe('public');

    const ids = (await feedPage(world, { pageSize: '50' })).list.map((one) => one.id);
    expect(ids).not.toContain(item.id);
    expect((await world.t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    const visitor = await get(world, `/api/feed/item?id=${item.id}`);
    expect(visitor.body).toMatchObject({ success: false, code: 'FEED_ITEM_UNAVAILABLE' });
    const own = await get(world, `/api/feed/item?id=${item.id}`, owner.headers);
    expect(own.body.data).toMatchObject({ status: 'review', mine: true });
    const rows = await world.t.app.deps.db.select().from(feedItems);
    expect(rows.find((row) => String(row.id) === item.id)?.flaggedWords).toEqual(['nude']);
  });

  it("takes a suspended account's pictures out of the feed and tells its owner why", async () => {
    const owner = await world.user('suspended');
    const task = await makeImages(world, owner.headers);
    const item: FeedItem = await published(world, owner.headers, { taskId: task.id });
    expect((await feedPage(world, { pageSize: '50' })).list.map((one) => one.id)).toContain(
      item.id,
    );

    await suspendAccount(world.t.app.deps, owner.id, 'illegalContent');
    expect((await feedPage(world, { pageSize: '50' })).list.map((one) => one.id)).not.toContain(
      item.id,
    );
    expect((await world.t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    const refused = await get(world, '/api/creations/list', owner.headers);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(refused.body.msg).toMatch(/suspended: it published content that is not allowed/);
  });
});
