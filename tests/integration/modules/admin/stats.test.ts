// The console's Stats against the real app: sign-ups on their UTC day, a charged chat answer and a charged
// Midjourney task under their tools and models (with the margin known only where the catalogue gives a cost),
// a failed task in its provider's failure rate, every day of the period present with zeros where nothing
// happened (a day that is over kept once aggregated), and a period other than 7, 30 or 90 days refused with a
// translated message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../../../src/shared/api/admin-stats';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { adminStatsDays, users } from '../../../../src/server/db/schema';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';
import {
  clientKey,
  imageEnv,
  startImageFakes,
  waitForTask,
  type ImageFakes,
} from '../../support/images';
import { api } from '../../support/test-app';

const DAY_MS = 86_400_000;
let world: ChatWorld;
let fakes: ImageFakes;
let boss: Record<string, string>;
beforeAll(async () => {
  fakes = await startImageFakes();
  // The chat world's fake language models with the image fakes beside them: one app makes both kinds of charge.
  world = await createChatWorld({
    env: { ...imageEnv(fakes), ADMIN_EMAILS: 'boss-1@example.com' },
  });
  boss = (await world.user('boss')).headers;
});
afterAll(async () => {
  await world?.close();
  await Promise.all(Object.values(fakes ?? {}).map((fake) => fake.close()));
});

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function stats(days: string, locale = 'en-US') {
  return api(world.t.app, {
    method: 'GET',
    url: `/api/admin/stats?days=${days}`,
    headers: { ...boss, 'accept-language': locale },
  });
}

/** The stats once `ready` holds (a charge is settled as its work ends, a moment after the answer is seen). */
async function statsWhen(ready: (data: AdminStats) => boolean): Promise<AdminStats> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const data = (await stats('7')).body.data as AdminStats;
    if (ready(data)) return data;
    if (Date.now() > deadline) throw new Error(`stats never ready: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const todayOf = (series: number[] | undefined) => series?.at(-1) ?? 0;

async function runTask(headers: Record<string, string>, prompt: string): Promise<TaskView> {
  const created = await api(world.t.app, {
    method: 'POST',
    url: '/api/imagine/post',
    headers,
    payload: { model: 'midjourney', prompt, clientKey: clientKey() },
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  return waitForTask(world.t, headers, '/api/imagine/check', (created.body.data as TaskView).id);
}

describe('admin stats', () => {
  it('counts sign-ups on their UTC day and fills every other day with zeros', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS);
    await world.t.app.deps.db.insert(users).values([
      { email: 'old-1@example.com', name: 'old', createdAt: threeDaysAgo },
      { email: 'old-2@example.com', name: 'old', createdAt: threeDaysAgo },
    ]);
    const week = (await stats('7')).body.data as AdminStats;
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)).toBe(utcDay(Date.now()));
    expect(week.days[0]).toBe(utcDay(Date.now() - 6 * DAY_MS));
    expect(week.signups[3]).toBe(2);
    expect(week.signups.at(-1)).toBeGreaterThanOrEqual(1);
    // Six days ago nothing happened: every series has its zero there.
    expect(week.signups[0]).toBe(0);
    expect(week.active[0]).toBe(0);
    expect(week.subscriptions).toEqual([0, 0, 0, 0, 0, 0, 0]);
    for (const series of [...week.spendByTool, ...week.spendByModel])
      expect(series.credits[0]).toBe(0);

    // A day that is over is aggregated once and kept: a row written into it later is not counted again
    // (nothing is: rows are written with the time they happen), and today is never kept.
    const kept = await world.t.app.deps.db.select().from(adminStatsDays);
    expect(kept.map((row) => row.day)).toContain(utcDay(threeDaysAgo.getTime()));
    expect(kept.map((row) => row.day)).not.toContain(utcDay(Date.now()));
    await world.t.app.deps.db
      .insert(users)
      .values({ email: 'late@example.com', name: 'late', createdAt: threeDaysAgo });
    expect(((await stats('7')).body.data as AdminStats).signups[3]).toBe(2);

    const quarter = (await stats('90')).body.data as AdminStats;
    expect(quarter.days).toHaveLength(90);
    expect(new Set(quarter.days).size).toBe(90);
    expect(quarter.signups).toHaveLength(90);
  });

  it('puts a charged answer and a charged task under their tools and models, with the margin where known', async () => {
    const alice = await world.user('alice');
    await world.t.app.deps.credits.ledger.grant({
      userId: alice.id,
      key: `test:${alice.id}`,
      bucket: 'topup',
      amount: 100_000,
      source: 'test',
    });
    const answer = await stream(world.base, '/api/user/chat/push', alice.headers, {
      clientKey: key(),
      model: 'gpt-4o-mini',
      text: 'Hello there',
    });
    expect(finalMessage(answer).status).toBe('done');
    expect((await runTask(alice.headers, 'a lighthouse')).status).toBe('succeeded');

    const data = await statsWhen(
      (stats) =>
        stats.spendByTool.some((row) => row.tool === 'chat' && todayOf(row.credits) > 0) &&
        stats.spendByTool.some((row) => row.tool === 'imagine' && todayOf(row.credits) > 0),
    );
    expect(todayOf(data.spendByTool.find((row) => row.tool === 'imagine')?.credits)).toBe(1000);
    expect(todayOf(data.spendByModel.find((row) => row.model === 'midjourney')?.credits)).toBe(
      1000,
    );
    expect(todayOf(data.spendByModel.find((row) => row.model === 'gpt-4o-mini')?.credits)).toBe(
      todayOf(data.spendByTool.find((row) => row.tool === 'chat')?.credits),
    );
    expect(todayOf(data.active)).toBeGreaterThanOrEqual(1);
    // The chat model has a cost in the catalogue; Midjourney has none: unknown, not zero.
    const chat = data.margins.find((row) => row.model === 'gpt-4o-mini');
    expect(chat).toMatchObject({ tool: 'chat' });
    expect(chat?.cost).toEqual(expect.any(Number));
    expect(chat?.margin).toEqual(expect.any(Number));
    expect(data.margins.find((row) => row.model === 'midjourney')).toEqual({
      model: 'midjourney',
      tool: 'imagine',
      credits: 1000,
      cost: null,
      margin: null,
    });
  });

  it('counts a failed task in its provider’s failure rate', async () => {
    const bob = await world.user('bob');
    await world.t.app.deps.credits.ledger.grant({
      userId: bob.id,
      key: `test:${bob.id}`,
      bucket: 'topup',
      amount: 100_000,
      source: 'test',
    });
    const before = (await stats('7')).body.data as AdminStats;
    const was = before.failures.find((row) => row.provider === 'midjourney');
    fakes.midjourney.script.failReason = 'Discord rejected the job';
    const failed = await runTask(bob.headers, 'fails').finally(
      () => (fakes.midjourney.script.failReason = undefined),
    );
    expect(failed.status).toBe('failed');
    const after = (await stats('7')).body.data as AdminStats;
    const now = after.failures.find((row) => row.provider === 'midjourney');
    expect(todayOf(now?.failed)).toBe(todayOf(was?.failed) + 1);
    expect(todayOf(now?.finished)).toBe(todayOf(was?.finished) + 1);
    expect(now?.failed.slice(0, -1).every((n) => n === 0)).toBe(true);
  });

  it('refuses another period with a translated message', async () => {
    const refused = await stats('5');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(refused.body.msg).toBe('Please choose a period of 7, 30 or 90 days.');
    const chinese = await stats('365', 'zh-CN');
    expect(chinese.status).toBe(400);
    expect(chinese.body.msg).toBe('请选择 7、30 或 90 天。');
    // No period: the default month.
    const fallback = await api(world.t.app, {
      method: 'GET',
      url: '/api/admin/stats',
      headers: boss,
    });
    expect(fallback.body.data.days).toHaveLength(30);
  });
});
