// Work a server does on its own, not for a request: the recoveries and sweeps that follow a start (what a
// process that stopped left behind), then the same on a timer. One run of each at a time; a run in flight
// finishes before the app closes, and so before the database does.
//
// The first run waits a moment after the start. The requests that come with a start (a desktop window's first
// calls, a load balancer's health check) are answered first: on PGlite every statement takes its turn on one
// thread, and a start's sweeps would otherwise all go before them. What a run recovers has waited since the
// last process stopped; a second more changes nothing for it.
import type { FastifyInstance } from 'fastify';

/** How long after the app is ready its first upkeep runs. */
export const FIRST_UPKEEP_AFTER_MS = 1_000;

export interface UpkeepOptions {
  /** One run; its errors are logged with `failure`, and the next run comes on time. */
  run: () => Promise<unknown>;
  /** Runs again this often after the first; once only when absent. */
  everyMs?: number;
  /** false: the first run waits a whole `everyMs`, not the start's moment. */
  atStart?: boolean;
  failure: string;
}

/** Schedules `options.run` from the app's start until it closes. */
export function scheduleUpkeep(app: FastifyInstance, options: UpkeepOptions): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= options
      .run()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, options.failure),
      )
      .finally(() => (running = undefined));
  };
  const repeat = () => {
    if (!options.everyMs) return;
    timer = setInterval(run, options.everyMs);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    if (options.atStart === false) return repeat();
    timer = setTimeout(() => {
      run();
      repeat();
    }, FIRST_UPKEEP_AFTER_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    // The first run's timeout or the interval that followed it: both are cleared alike, and neither can be
    // set again once cleared (the interval is set only by the timeout's own callback).
    clearTimeout(timer);
    await running;
  });
}
