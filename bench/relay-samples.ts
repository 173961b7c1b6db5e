// How the chat relay benchmark (chat-relay.ts) reads a streamed answer and prints what it measured: a sample
// per answer (time to first token, gaps between tokens, whether it all arrived) and the rows comparing each
// relaying path with calling the upstream directly.
import { loadAverage, ms, percentile } from './lib.mjs';

export interface Sample {
  ttft: number;
  /** Mean gap between tokens after the first. */
  gap: number;
  tokens: number;
  ok: boolean;
  maxGap: number;
}

/** A stream whose tokens stop for this long, or that never ends, is stalled. */
const STALL_MS = 5_000;

/** Reads an event stream, timing each token; `tokensOf` says how many tokens a chunk carries (-1: the end). */
export async function timed(
  response: Response,
  started: number,
  tokensOf: (text: string) => number,
): Promise<Sample> {
  const times: number[] = [];
  let ok = false;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const count = tokensOf(value);
    if (count < 0) ok = true;
    for (let i = 0; i < Math.max(0, count); i++) times.push(performance.now());
  }
  const gaps = times.slice(1).map((time, i) => time - times[i]!);
  return {
    ttft: (times[0] ?? performance.now()) - started,
    gap: gaps.length ? gaps.reduce((a, b) => a + b, 0) / gaps.length : 0,
    maxGap: Math.max(0, ...gaps),
    tokens: times.length,
    ok,
  };
}

/** A streamed Chat Completions call to `url` (the upstream itself, or a gateway in front of it). */
export async function openaiSample(url: string, headers: Record<string, string>): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${url}/chat/completions`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'bench' }],
    }),
  });
  let done = false;
  return timed(response, started, (chunk) => {
    // The first chunk names the role with empty content: only text counts as a token.
    const deltas = chunk
      .split('\n')
      .filter((line) => line.includes('"content":"') && !line.includes('"content":""')).length;
    if (chunk.includes('[DONE]')) done = true;
    return done && !deltas ? -1 : deltas;
  }).then((sample) => ({ ...sample, ok: done }));
}

const f = (value: number) => ms(value, 2);
const pick = (samples: Sample[], key: 'ttft' | 'gap', p: number) =>
  percentile(
    samples.map((sample) => sample[key]),
    p,
  );
const meanGap = (samples: Sample[]) => samples.reduce((a, s) => a + s.gap, 0) / samples.length;

/** One path's TTFT p50/p99 and per-token delay, and what it adds to the direct path's. */
function row(label: string, samples: Sample[], directSamples: Sample[]) {
  const added = (p: number) => pick(samples, 'ttft', p) - pick(directSamples, 'ttft', p);
  console.log(
    `  ${label.padEnd(8)} TTFT p50 ${f(pick(samples, 'ttft', 50))} p99 ${f(pick(samples, 'ttft', 99))}` +
      ` → added p50 ${f(added(50))} p99 ${f(added(99))}; per token ${f(meanGap(samples))}` +
      ` → added ${f(meanGap(samples) - meanGap(directSamples))}`,
  );
}

/** Every path's row under a heading with the machine's load. */
export function compare(label: string, paths: Record<string, Sample[]>, directSamples: Sample[]) {
  console.log(`${label} (load average ${loadAverage()}):`);
  row('direct', directSamples, directSamples);
  for (const [name, samples] of Object.entries(paths)) row(name, samples, directSamples);
}

/** Answers started together: how many waited over 2 s for their first token, and how many stalled. */
export function burst(label: string, samples: Sample[], seconds: number) {
  // Stalled: the whole answer never arrived, or it stopped arriving for STALL_MS.
  const stalled = samples.filter((sample) => !sample.ok || sample.maxGap > STALL_MS).length;
  const waited = samples.filter((sample) => sample.ttft > 2_000).length;
  console.log(
    `  ${label.padEnd(8)} first token p50 ${f(pick(samples, 'ttft', 50))} p99 ${f(pick(samples, 'ttft', 99))};` +
      ` ${waited} waited over 2 s; ${stalled} stalled; all done in ${seconds.toFixed(1)} s`,
  );
}
