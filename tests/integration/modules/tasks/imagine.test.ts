// Midjourney through the proxy: imagine, then every follow-up from the task's own buttons (upscale, variation,
// zoom out, vary region with a mask and a prompt), each priced by what it does and linked to its parent; the
// proxy's queue-full and banned-prompt answers end as clear messages with the hold released.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { expectLedgerConsistent } from '../../support/ledger';
import { api } from '../../support/test-app';
import {
  balance,
  clientKey,
  createImageWorld,
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

async function run(headers: Record<string, string>, url: string, payload: Record<string, unknown>) {
  const created = await post(url, headers, { ...payload, clientKey: clientKey() });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  return waitForTask(world.t, headers, '/api/imagine/check', (created.body.data as TaskView).id);
}

describe('Midjourney', () => {
  it('imagine, upscale, variation, zoom out and vary region, each from the buttons, charged by action', async () => {
    const user = await world.user('mj');
    const before = await balance(world.t, user.headers);
    const grid = await run(user.headers, '/api/imagine/post', {
      model: 'midjourney',
      prompt: 'a castle in the clouds',
      size: '3:2',
      style: 'high',
      negativePrompt: 'fog',
    });
    expect(grid.status).toBe('succeeded');
    expect(grid.images[0]).toMatchObject({ width: 1024, height: 1024 });
    const task = [...world.fakes.midjourney.tasks.values()].at(-1)!;
    expect(task.prompt).toBe('a castle in the clouds --ar 3:2 --s 250 --no fog');
    const labels = grid.buttons.map((button) => button.label || button.emoji);
    expect(labels).toEqual(['U1', 'U2', 'U3', 'U4', '🔄', 'V1', 'V2', 'V3', 'V4']);

    const u2 = grid.buttons.find((button) => button.label === 'U2')!;
    expect(u2.action).toBe('upscale');
    const upscaled = await run(user.headers, '/api/imagine/image', {
      taskId: grid.id,
      customId: u2.customId,
    });
    expect(upscaled).toMatchObject({ status: 'succeeded', action: 'upscale', parentId: grid.id });
    expect(upscaled.images[0]).toMatchObject({ width: 512, height: 512 });
    expect(upscaled.buttons.map((button) => button.action)).toEqual([
      'highVariation',
      'lowVariation',
      'zoomOut2x',
      'zoomOut1_5x',
      'varyRegion',
    ]);

    const v1 = grid.buttons.find((button) => button.label === 'V1')!;
    const variation = await run(user.headers, '/api/imagine/image', {
      taskId: grid.id,
      customId: v1.customId,
    });
    expect(variation).toMatchObject({ status: 'succeeded', action: 'variation' });

    const zoom = upscaled.buttons.find((button) => button.action === 'zoomOut2x')!;
    const zoomed = await run(user.headers, '/api/imagine/image', {
      taskId: upscaled.id,
      customId: zoom.customId,
    });
    expect(zoomed).toMatchObject({ status: 'succeeded', action: 'zoomOut2x' });

    const region = upscaled.buttons.find((button) => button.action === 'varyRegion')!;
    const noMask = await post('/api/imagine/image', user.headers, {
      taskId: upscaled.id,
      customId: region.customId,
      prompt: 'add a dragon',
      clientKey: clientKey(),
    });
    expect(noMask.body.msg).toBe('Paint the area to change first.');
    const mask = await sharp({
      create: { width: 512, height: 512, channels: 3, background: '#000' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="200" height="200"><rect width="200" height="200" fill="#fff"/></svg>',
          ),
          left: 100,
          top: 100,
        },
      ])
      .png()
      .toBuffer();
    const maskId = await upload(world.t, user.headers, 'mask', mask);
    const varied = await run(user.headers, '/api/imagine/image', {
      taskId: upscaled.id,
      customId: region.customId,
      prompt: 'add a dragon',
      maskId,
    });
    expect(varied).toMatchObject({
      status: 'succeeded',
      action: 'varyRegion',
      prompt: 'add a dragon',
    });
    const modal = [...world.fakes.midjourney.tasks.values()].find(
      (item) => item.action === 'INPAINT',
    )!;
    expect(modal.prompt).toBe('add a dragon');
    expect(modal.mask).toMatch(/^data:image\/png;base64,/);

    // The price table: imagine 1000, upscale 400, variation 1000, zoom out 1000, vary region 1000.
    expect([grid, upscaled, variation, zoomed, varied].map((item) => item.credits.charged)).toEqual(
      [1000, 400, 1000, 1000, 1000],
    );
    expect(await balance(world.t, user.headers)).toBe(before - 4400);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('refuses a button the task does not offer, before anything is held', async () => {
    const user = await world.user('mj-buttons');
    const grid = await run(user.headers, '/api/imagine/post', {
      model: 'midjourney',
      prompt: 'a boat',
    });
    const before = await balance(world.t, user.headers);
    const made = await post('/api/imagine/image', user.headers, {
      taskId: grid.id,
      customId: 'MJ::JOB::upsample::1::not-this-task',
      clientKey: clientKey(),
    });
    expect(made.status).toBe(400);
    expect(made.body.msg).toBe('That action is not offered for this image.');
    expect(await balance(world.t, user.headers)).toBe(before);
  });

  it('queue full and banned prompts end failed with clear messages and nothing charged', async () => {
    const user = await world.user('mj-refused');
    const before = await balance(world.t, user.headers);
    world.fakes.midjourney.script.queueFull = true;
    const busy = await run(user.headers, '/api/imagine/post', {
      model: 'midjourney',
      prompt: 'busy',
    }).finally(() => (world.fakes.midjourney.script.queueFull = false));
    expect(busy.error).toEqual({
      code: 'PROVIDER_BUSY',
      msg: 'Sorry, the creation is too much. Please try again later.',
    });
    world.fakes.midjourney.script.banned = 'gore';
    const banned = await run(user.headers, '/api/imagine/post', {
      model: 'midjourney',
      prompt: 'gore',
    }).finally(() => (world.fakes.midjourney.script.banned = undefined));
    expect(banned.error?.code).toBe('PROMPT_BANNED');
    expect(banned.error?.msg).toContain('"gore"');
    world.fakes.midjourney.script.failReason = 'Discord rejected the job';
    const failed = await run(user.headers, '/api/imagine/post', {
      model: 'midjourney',
      prompt: 'fails',
    }).finally(() => (world.fakes.midjourney.script.failReason = undefined));
    expect(failed.error?.code).toBe('PROVIDER_ERROR');
    expect(await balance(world.t, user.headers)).toBe(before);
    await expectLedgerConsistent(world.t, user.id);
  });
});
