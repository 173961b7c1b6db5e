// The soak's table (one row per sample), its curve (one row per minute) and its verdicts: for each series a
// least-squares line through the second half of the run (the first half holds the warm-up: JIT, caches,
// pools, PGlite's pages), its slope per 10 minutes with a 95% margin (two standard errors), and whether that
// is growth: a slope whose margin clears zero and that is above the series' threshold.
import { percentile } from '../lib.mjs';
import type { Window } from './traffic';

export interface Sample {
  minute: number;
  rssMb: number;
  heapMb: number;
  fds: number;
  /** Of `fds`, the sockets: the clients' connections, the database's, the providers'. */
  socketFds: number;
  /** The clients' connections on the server's port (from the kernel's table). */
  sockets: number;
  closeWait: number;
  requests: number;
  client4xx: number;
  server5xx: number;
  p50: number;
  p99: number;
  /** The event loop's delay over the window: 99th percentile and longest, ms. */
  loopP99: number;
  loopMax: number;
  /** The machine's one-minute load average: other work on the same cores shows here. */
  load: number;
}

export function windowFigures(window: Window) {
  const { latencies } = window;
  return {
    requests: window.requests,
    client4xx: window.client4xx,
    server5xx: window.server5xx,
    p50: latencies.length ? percentile(latencies, 50) : 0,
    p99: latencies.length ? percentile(latencies, 99) : 0,
  };
}

const COLUMNS: Array<[string, (sample: Sample) => string]> = [
  ['minute', (s) => s.minute.toFixed(1)],
  ['RSS MB', (s) => s.rssMb.toFixed(1)],
  ['heap MB', (s) => s.heapMb.toFixed(1)],
  ['fds', (s) => String(s.fds)],
  ['sock fds', (s) => String(s.socketFds)],
  ['port conns', (s) => `${s.sockets}${s.closeWait ? ` (${s.closeWait} cw)` : ''}`],
  ['requests', (s) => String(s.requests)],
  ['4xx', (s) => String(s.client4xx)],
  ['5xx', (s) => String(s.server5xx)],
  ['p50 ms', (s) => s.p50.toFixed(1)],
  ['p99 ms', (s) => s.p99.toFixed(1)],
  ['loop p99', (s) => s.loopP99.toFixed(1)],
  ['loop max', (s) => s.loopMax.toFixed(0)],
  ['load', (s) => s.load.toFixed(2)],
];
const WIDTH = 11;

export const tableHeader = () =>
  COLUMNS.map(([name]) => name.padStart(WIDTH)).join('') +
  `\n${'-'.repeat(WIDTH * COLUMNS.length)}`;
export const tableRow = (sample: Sample) =>
  COLUMNS.map(([, cell]) => cell(sample).padStart(WIDTH)).join('');

/** The memory curve: the sample nearest each whole minute, between those before and after the load. */
export function curve(before: Sample, samples: Sample[], after: Sample): string[] {
  const columns = COLUMNS.filter(([name]) =>
    ['minute', 'RSS MB', 'heap MB', 'fds', 'sock fds', 'port conns', 'loop p99'].includes(name),
  );
  const row = (s: Sample) => columns.map(([, cell]) => cell(s).padStart(WIDTH)).join('');
  const minutes = new Map<number, Sample>();
  for (const sample of samples) {
    const minute = Math.round(sample.minute);
    const kept = minutes.get(minute);
    if (minute && (!kept || Math.abs(sample.minute - minute) < Math.abs(kept.minute - minute)))
      minutes.set(minute, sample);
  }
  return [
    columns.map(([name]) => name.padStart(WIDTH)).join(''),
    '-'.repeat(WIDTH * columns.length),
    `${row(before)}  (before the load)`,
    ...[...minutes.values()].map(row),
    `${row(after)}  (after the load stopped)`,
  ];
}

interface Series {
  name: string;
  unit: string;
  /** A drift smaller than this per 10 minutes does not matter, even if it is no noise. */
  floor: number;
  value: (sample: Sample) => number;
}

const SERIES: Series[] = [
  { name: 'RSS', unit: 'MB', floor: 2, value: (s) => s.rssMb },
  { name: 'live heap', unit: 'MB', floor: 1, value: (s) => s.heapMb },
  { name: 'open file descriptors', unit: '', floor: 1, value: (s) => s.fds },
  { name: 'socket descriptors', unit: '', floor: 1, value: (s) => s.socketFds },
  { name: 'connections on the port', unit: '', floor: 2, value: (s) => s.sockets },
  { name: 'p99 latency', unit: 'ms', floor: 2, value: (s) => s.p99 },
  { name: 'event-loop delay p99', unit: 'ms', floor: 2, value: (s) => s.loopP99 },
];

/** Least squares of y on x: the slope, its standard error and the mean of y. */
export function fitLine(points: Array<[number, number]>) {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
  }
  const slope = sxy / sxx;
  const residuals = points.reduce((sum, [x, y]) => sum + (y - meanY - slope * (x - meanX)) ** 2, 0);
  return { slope, se: Math.sqrt(residuals / (n - 2) / sxx), mean: meanY };
}

/**
 * One line per series: flat (within noise, or a drift under its threshold) or growing; `growing` names the
 * series that grow.
 */
export function verdicts(samples: Sample[]): { lines: string[]; growing: string[] } {
  const end = samples.at(-1)?.minute ?? 0;
  const half = samples.filter((sample) => sample.minute >= end / 2);
  if (half.length < 4)
    return { lines: ['too few samples in the second half to judge (run longer)'], growing: [] };
  const growing: string[] = [];
  const lines = SERIES.map((series) => {
    const { slope, se, mean } = fitLine(half.map((s) => [s.minute, series.value(s)]));
    const unit = series.unit ? ` ${series.unit}` : '';
    const per10 = `${slope >= 0 ? '+' : ''}${(slope * 10).toFixed(2)} ± ${(2 * se * 10).toFixed(2)}${unit} per 10 min`;
    const noise = Math.abs(slope) <= 2 * se;
    const small = Math.abs(slope * 10) < series.floor;
    const word = noise
      ? 'flat (within noise)'
      : small
        ? 'flat (a drift under the threshold)'
        : slope > 0
          ? 'GROWING'
          : 'falling';
    if (word === 'GROWING') growing.push(series.name);
    return (
      `${series.name}: ${word}: ${per10}, threshold ${series.floor}${unit} per 10 min ` +
      `(mean ${mean.toFixed(1)}${unit}, ${half.length} samples from minute ${half[0]!.minute.toFixed(1)})`
    );
  });
  return { lines, growing };
}
