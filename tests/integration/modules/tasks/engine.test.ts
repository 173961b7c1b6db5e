// The task engine end to end over the real app: create, poll, results stored and served, exact credits
// (held at creation, settled on success, released on failure or cancel), "again", idempotent presses,
// authorization, and every failure a provider can send ending as a clear message with the hold released.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { expectLedgerConsistent } from '../../support/ledger';
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

async function fetchImage(url: string) {
  const response = await world.t.app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    bytes: response.rawPayload,
  };
}

describe('the upscaler', () => {
  it('upscales a real image with sharp, stores the result with a thumbnail, and charges its price exactly', async () => {
    const user = await world.user('upscale');
    const imageId = await upload(world.t, user.headers, 'upscaler', await testImage(300, 200));
    const before = await balance(world.t, user.headers);
    const created = await post('/api/image/super/create', user.headers, {
      imageId,
      scale: 4,
      clientKey: clientKey(),
    });
    expect(created.status).toBe(200);
    const queued = created.body.data as TaskView;
    expect(queued.kind).toBe('super');
    expect(queued.credits.held).toBeGreaterThan(0);
    const done = await waitForTask(world.t, user.headers, '/api/image/super/check', queued.id);
    expect(done.status).toBe('succeeded');
    expect(done.images).toHaveLength(1);
    expect(done.images[0]).toMatchObject({ width: 1200, height: 800 });
    const full = await fetchImage(done.images[0]!.url);
    expect(full.status).toBe(200);
    expect(await sharp(full.bytes).metadata()).toMatchObject({ width: 1200, height: 800 });
    // The thumbnail is made when first asked for; two asks at once get the same picture.
    const [thumb, again] = await Promise.all([
      fetchImage(done.images[0]!.thumbUrl),
      fetchImage(done.images[0]!.thumbUrl),
    ]);
    expect(thumb.type).toBe('image/webp');
    expect((await sharp(thumb.bytes).metadata()).width).toBe(512);
    expect(again.bytes.equals(thumb.bytes)).toBe(true);
    expect(done.credits.charged).toBe(queued.credits.held);
    expect(await balance(world.t, user.headers)).toBe(before - done.credits.charged);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('refuses a scale above 10 and an input over 1920 x 1080 with the rule message', async () => {
    const user = await world.user('upscale-rules');
    const imageId = await upload(world.t, user.headers, 'upscaler', await testImage(100, 100));
    const tooMuch = await post('/api/image/super/create', user.headers, {
      imageId,
      scale: 11,
      clientKey: clientKey(),
    });
    expect(tooMuch.status).toBe(400);
    const big = await post('/api/upload64', user.headers, {
      purpose: 'upscaler',
      data: (await testImage(2000, 1000)).toString('base64'),
    });
    expect(big.body.msg).toBe('The height or width of the image should be less than 1920 x 1080.');
  });
});

describe('text to image on gpt-image', () => {
  it('makes the images asked for and charges the table price for each', async () => {
    const user = await world.user('gpt');
    const before = await balance(world.t, user.headers);
    const created = await post('/api/imagine/post', user.headers, {
      model: 'gpt-image',
      prompt: 'a lighthouse at dawn',
      size: '3:2',
      quality: 'high',
      count: 2,
      clientKey: clientKey(),
    });
    expect(created.status).toBe(200);
    const done = await waitForTask(
      world.t,
      user.headers,
      '/api/imagine/check',
      (created.body.data as TaskView).id,
    );
    expect(done.status).toBe('succeeded');
    expect(done.images.map((image) => [image.width, image.height])).toEqual([
      [1536, 1024],
      [1536, 1024],
    ]);
    expect(done.credits.charged).toBe(2 * 3000);
    expect(await balance(world.t, user.headers)).toBe(before - 6000);
    const sent = world.fakes.openai.requests.at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ model: 'gpt-image-1', n: 2, size: '1536x1024', quality: 'high' });
  });

  it('a banned prompt fails with the reason and gives the hold back', async () => {
    const user = await world.user('banned');
    const before = await balance(world.t, user.headers);
    world.fakes.openai.script.policyViolation = true;
    try {
      const created = await post('/api/imagine/post', user.headers, {
        model: 'gpt-image',
        prompt: 'something refused',
        clientKey: clientKey(),
      });
      const done = await waitForTask(
        world.t,
        user.headers,
        '/api/imagine/check',
        (created.body.data as TaskView).id,
      );
      expect(done.status).toBe('failed');
      expect(done.error?.code).toBe('PROMPT_BANNED');
      expect(done.error?.msg).toMatch(/refused this prompt/);
      expect(done.credits).toEqual({ held: 0, charged: 0 });
    } finally {
      world.fakes.openai.script.policyViolation = false;
    }
    expect(await balance(world.t, user.headers)).toBe(before);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('garbage from the provider fails the task as a bad answer, the hold released', async () => {
    const user = await world.user('garbage');
    const before = await balance(world.t, user.headers);
    world.fakes.openai.script.garbage = true;
    try {
      const created = await post('/api/imagine/post', user.headers, {
        model: 'gpt-image',
        prompt: 'anything',
        clientKey: clientKey(),
      });
      const done = await waitForTask(
        world.t,
        user.headers,
        '/api/imagine/check',
        (created.body.data as TaskView).id,
      );
      expect(done.status).toBe('failed');
      expect(done.error?.code).toBe('PROVIDER_BAD_OUTPUT');
    } finally {
      world.fakes.openai.script.garbage = false;
    }
    expect(await balance(world.t, user.headers)).toBe(before);
  });

  it('checks what a model offers and the prompt before anything is held', async () => {
    const user = await world.user('imagine-rules');
    const before = await balance(world.t, user.headers);
    const empty = await post('/api/imagine/post', user.headers, {
      model: 'gpt-image',
      prompt: '   ',
      clientKey: clientKey(),
    });
    expect(empty.status).toBe(400);
    const dalleStyle = await post('/api/imagine/post', user.headers, {
      model: 'gpt-image',
      prompt: 'a cat',
      style: 'vivid',
      clientKey: clientKey(),
    });
    expect(dalleStyle.body.msg).toBe('GPT Image does not offer “vivid”.');
    const unknown = await post('/api/imagine/post', user.headers, {
      model: 'no-such-model',
      prompt: 'a cat',
      clientKey: clientKey(),
    });
    expect(unknown.status).toBe(404);
    const noReference = await post('/api/imagine/post', user.headers, {
      model: 'gpt-image',
      mode: 'image',
      prompt: 'a cat',
      clientKey: clientKey(),
    });
    expect(noReference.body.msg).toBe('Please upload a reference image first.');
    expect(await balance(world.t, user.headers)).toBe(before);
  });
});

describe('any task', () => {
  it('the same press twice makes one task and one hold', async () => {
    const user = await world.user('idempotent');
    const before = await balance(world.t, user.headers);
    const key = clientKey();
    const body = { model: 'flux-dev', prompt: 'a fox', clientKey: key };
    const [first, second] = await Promise.all([
      post('/api/imagine/post', user.headers, body),
      post('/api/imagine/post', user.headers, body),
    ]);
    const id = (first.body.data as TaskView).id;
    expect((second.body.data as TaskView).id).toBe(id);
    const done = await waitForTask(world.t, user.headers, '/api/imagine/check', id);
    expect(done.status).toBe('succeeded');
    expect(await balance(world.t, user.headers)).toBe(before - done.credits.charged);
    expect(
      world.fakes.replicate.requests.filter(
        (r) =>
          r.method === 'POST' &&
          r.path === '/v1/predictions' &&
          (r.body as { input?: { prompt?: string } }).input?.prompt === 'a fox',
      ),
    ).toHaveLength(1);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('another user sees none of it: check, again, cancel, order and files', async () => {
    const owner = await world.user('owner');
    const other = await world.user('other');
    const created = await post('/api/imagine/post', owner.headers, {
      model: 'gpt-image',
      prompt: 'mine',
      clientKey: clientKey(),
    });
    const id = (created.body.data as TaskView).id;
    for (const [method, url, payload] of [
      ['GET', `/api/imagine/check?id=${id}`, undefined],
      ['GET', `/api/imagine/order?id=${id}`, undefined],
      ['POST', '/api/imagine/again', { id, clientKey: clientKey() }],
      ['POST', '/api/imagine/cancel', { id }],
      ['GET', `/api/doodle/check?id=${id}`, undefined],
    ] as const) {
      const response = await api(world.t.app, { method, url, headers: other.headers, payload });
      expect(response.status, url).toBe(404);
    }
    const list = await api(world.t.app, {
      method: 'GET',
      url: '/api/imagine/list',
      headers: other.headers,
    });
    expect((list.body.data as { total: number }).total).toBe(0);
    const mine = await api(world.t.app, {
      method: 'GET',
      url: '/api/user/myimagegen',
      headers: other.headers,
    });
    expect((mine.body.data as { total: number }).total).toBe(0);
  });

  it('a failed tool shows Failed and Try Again charges once', async () => {
    const user = await world.user('again');
    const before = await balance(world.t, user.headers);
    const imageId = await upload(world.t, user.headers, 'doodle', await testImage(256, 256));
    world.fakes.replicate.script.fail = 'CUDA out of memory';
    let failed: TaskView;
    try {
      const created = await post('/api/doodle/post', user.headers, {
        imageId,
        style: 'anime',
        clientKey: clientKey(),
      });
      failed = await waitForTask(
        world.t,
        user.headers,
        '/api/doodle/check',
        (created.body.data as TaskView).id,
      );
    } finally {
      world.fakes.replicate.script.fail = undefined;
    }
    expect(failed.status).toBe('failed');
    expect(await balance(world.t, user.headers)).toBe(before);
    const again = await post('/api/doodle/again', user.headers, {
      id: failed.id,
      clientKey: clientKey(),
    });
    const retried = await waitForTask(
      world.t,
      user.headers,
      '/api/doodle/check',
      (again.body.data as TaskView).id,
    );
    expect(retried.status).toBe('succeeded');
    expect(retried.parentId).toBe(failed.id);
    expect(await balance(world.t, user.headers)).toBe(before - retried.credits.charged);
    expect(retried.credits.charged).toBe(500);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('cancel of a running task aborts the provider call and releases the hold', async () => {
    const user = await world.user('cancel');
    const before = await balance(world.t, user.headers);
    world.fakes.replicate.script.hang = true;
    try {
      const created = await post('/api/imagine/post', user.headers, {
        model: 'flux-dev',
        prompt: 'never finishes',
        clientKey: clientKey(),
      });
      const id = (created.body.data as TaskView).id;
      // The provider has the job: there is something upstream to cancel.
      const upstream = () =>
        [...world.fakes.replicate.predictions.values()].find(
          (prediction) => prediction.input.prompt === 'never finishes',
        );
      for (let i = 0; !upstream(); i++) {
        if (i > 400) throw new Error('the provider never got the job');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const canceled = await post('/api/imagine/cancel', user.headers, { id });
      expect(canceled.status).toBe(200);
      const done = await waitForTask(world.t, user.headers, '/api/imagine/check', id);
      expect(done.status).toBe('canceled');
      expect(upstream()?.canceled).toBe(true);
    } finally {
      world.fakes.replicate.script.hang = false;
    }
    expect(await balance(world.t, user.headers)).toBe(before);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('lists what this user may make, with prices, and orders by serial', async () => {
    const user = await world.user('catalog');
    const models = await api(world.t.app, {
      method: 'GET',
      url: '/api/user/imagine',
      headers: user.headers,
    });
    const data = models.body.data as {
      models: Array<{ id: string; available: boolean }>;
      tools: Array<{ id: string; available: boolean }>;
    };
    expect(data.models.find((model) => model.id === 'midjourney')?.available).toBe(true);
    expect(data.tools.find((tool) => tool.id === 'super')?.available).toBe(true);
    const created = await post('/api/imagine/post', user.headers, {
      model: 'gpt-image',
      prompt: 'an order',
      clientKey: clientKey(),
    });
    const id = (created.body.data as TaskView).id;
    const order = await api(world.t.app, {
      method: 'GET',
      url: `/api/imagine/order?id=${id}`,
      headers: user.headers,
    });
    const sn = (order.body.data as { sn: string }).sn;
    const bySn = await api(world.t.app, {
      method: 'GET',
      url: `/api/imagine/ordersn?sn=${sn}`,
      headers: user.headers,
    });
    expect((bySn.body.data as { taskId: string }).taskId).toBe(id);
  });
});
