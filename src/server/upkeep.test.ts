import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_UPKEEP_AFTER_MS, scheduleUpkeep } from './upkeep';

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function newApp() {
  const app = Fastify({ logger: false });
  apps.push(app);
  return app;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduleUpkeep', () => {
  it('runs first a moment after the start, then on its timer, one run at a time', async () => {
    const app = newApp();
    let runs = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    scheduleUpkeep(app, {
      run: async () => {
        runs++;
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        await sleep(30);
        inFlight--;
      },
      everyMs: 10,
      failure: 'upkeep failed',
    });
    const ready = Date.now();
    await app.ready();
    await sleep(FIRST_UPKEEP_AFTER_MS / 2);
    expect(runs).toBe(0);
    await expect.poll(() => runs, { timeout: FIRST_UPKEEP_AFTER_MS * 3 }).toBeGreaterThan(2);
    expect(Date.now() - ready).toBeGreaterThanOrEqual(FIRST_UPKEEP_AFTER_MS);
    expect(mostInFlight).toBe(1);
  });

  it('goes on after a failed run, and a close waits for the run in flight', async () => {
    const app = newApp();
    let runs = 0;
    let finished = 0;
    scheduleUpkeep(app, {
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('first run fails');
        await sleep(50);
        finished++;
      },
      everyMs: 10,
      failure: 'upkeep failed',
    });
    await app.ready();
    await expect.poll(() => runs, { timeout: FIRST_UPKEEP_AFTER_MS * 3 }).toBeGreaterThan(1);
    await app.close();
    // Every run after the failed one has ended, the one in flight at the close included.
    expect(finished).toBe(runs - 1);
    const closedAt = runs;
    await sleep(50);
    expect(runs).toBe(closedAt);
  });

  it('waits a whole period first when asked not to run at the start', async () => {
    const app = newApp();
    let runs = 0;
    scheduleUpkeep(app, {
      run: async () => {
        runs++;
      },
      everyMs: FIRST_UPKEEP_AFTER_MS * 2,
      atStart: false,
      failure: 'upkeep failed',
    });
    await app.ready();
    await sleep(FIRST_UPKEEP_AFTER_MS * 1.5);
    expect(runs).toBe(0);
  });
});
