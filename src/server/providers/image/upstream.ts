// What the HTTP image adapters (openai-images.ts, replicate.ts, fal.ts) share: fetch that turns network
// failures into transient ProviderErrors and an abort into the signal's own reason, the HTTP status → error
// kind rule, reading an error body, an abortable sleep and the polling backoff, and small input helpers
// (data URLs, `WxH` sizes, the last `NN%` of a log).
import { ProviderError, type InputImage } from './types';

/** Polling intervals: the first wait, growing by `factor` up to `maxMs`. Tests pass a few milliseconds. */
export interface PollIntervals {
  initialMs: number;
  maxMs: number;
  factor: number;
}

export const DEFAULT_POLL: PollIntervals = { initialMs: 300, maxMs: 3000, factor: 1.5 };

/** The waits between polls: initial, initial × factor, … capped at max. */
export function* pollDelays(intervals: Partial<PollIntervals> = {}): Generator<number, never> {
  const { initialMs, maxMs, factor } = { ...DEFAULT_POLL, ...intervals };
  for (let delay = initialMs; ; delay = Math.min(maxMs, delay * factor)) yield Math.round(delay);
}

/** What an abort throws: the reason the runner gave, or a plain AbortError. */
export const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('This operation was aborted', 'AbortError');

/** Waits `ms`, or throws the abort reason as soon as `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

const describe = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
    : String(error);

export interface Reply {
  status: number;
  ok: boolean;
  /** The body parsed as JSON, undefined when it is not JSON. */
  json: unknown;
  text: string;
}

/**
 * One HTTP call read to its end. A network failure is a transient PROVIDER_ERROR; an abort of `signal`
 * throws the abort reason (the runner knows why it aborted), never a ProviderError.
 */
export async function call(
  service: string,
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<Reply> {
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, ok: response.ok, json, text };
  } catch (error) {
    if (init.signal.aborted) throw abortReason(init.signal);
    throw new ProviderError('transient', 'PROVIDER_ERROR', `${service}: ${describe(error)}`);
  }
}

/** A cancel nobody waits on for long: its own short timeout, failures ignored. */
export async function bestEffort(url: string, init: RequestInit, timeoutMs = 5000): Promise<void> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
  } catch {
    // The task ends anyway; an upstream job that could not be cancelled runs out on its own.
  }
}

export const promptBanned = (service: string, message: string) =>
  new ProviderError('rejected', 'PROMPT_BANNED', `${service}: ${message}`, { word: '' });

export const badOutput = (service: string, message: string) =>
  new ProviderError('failed', 'PROVIDER_BAD_OUTPUT', `${service}: ${message}`);

/** An HTTP error that is not a refused prompt: 429 and 408 and 5xx are worth another try, other 4xx not. */
export function httpError(service: string, status: number, message: string): ProviderError {
  const text = `${service}: HTTP ${status}: ${message}`.slice(0, 1000);
  if (status === 429) return new ProviderError('transient', 'PROVIDER_RATE_LIMITED', text);
  if (status >= 500 || status === 408)
    return new ProviderError('transient', 'PROVIDER_ERROR', text);
  return new ProviderError('failed', 'PROVIDER_ERROR', text);
}

/** Whether an upstream error text speaks of a safety filter (NSFW, sensitive or flagged content…). */
export const soundsLikeSafety = (text: string) =>
  /\bnsfw\b|safety|sensitive|flagged|content[ _]?(policy|checker|filter)|moderation/i.test(text);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const dataUrl = (image: InputImage) =>
  `data:${image.mime};base64,${image.bytes.toString('base64')}`;

/** `1024x768` → {width, height}; `auto`, presets and nonsense → undefined. */
export function parseSize(size: string | undefined): { width: number; height: number } | undefined {
  const match = /^(\d{1,5})x(\d{1,5})$/.exec(size?.trim() ?? '');
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The last `NN%` in a log text (a tqdm bar prints ` 45%|████▌     | 9/20`), clamped to 0–100. */
export function lastPercent(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const matches = [...text.matchAll(/(\d{1,3}(?:\.\d+)?)\s?%/g)];
  const last = matches.at(-1);
  if (!last) return undefined;
  return Math.max(0, Math.min(100, Number(last[1])));
}

/** Numbers of an object, nested ones as `outer.inner`: a usage block as Record<string, number>. */
export function numbersOf(value: unknown, prefix = ''): Record<string, number> {
  const out: Record<string, number> = {};
  if (!isRecord(value)) return out;
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'number' && Number.isFinite(entry)) out[`${prefix}${key}`] = entry;
    else if (isRecord(entry)) Object.assign(out, numbersOf(entry, `${prefix}${key}.`));
  }
  return out;
}

/** Decodes a data: URL (base64 or not) into bytes and its type. */
export function decodeDataUrl(url: string): { bytes: Buffer; mime: string } | undefined {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s.exec(url);
  if (!match) return undefined;
  const mime = match[1] || 'application/octet-stream';
  const payload = match[4] ?? '';
  const bytes = match[3]
    ? Buffer.from(payload, 'base64')
    : Buffer.from(decodeURIComponent(payload));
  return bytes.length ? { bytes, mime } : undefined;
}

/**
 * Calls `check` with the backoff of `intervals` between calls until it returns a value. A transient
 * ProviderError (network, 429, 5xx while polling) is tried again, up to `tolerate` in a row, before it is
 * thrown; other errors and an abort end the loop at once.
 */
export async function pollUntil<T>(
  check: () => Promise<T | undefined>,
  signal: AbortSignal,
  options: { intervals?: Partial<PollIntervals>; waitFirst: boolean; tolerate?: number },
): Promise<T> {
  const delays = pollDelays(options.intervals);
  const tolerate = options.tolerate ?? 3;
  let failures = 0;
  for (let first = true; ; first = false) {
    if (!first || options.waitFirst) await sleep(delays.next().value, signal);
    try {
      const value = await check();
      failures = 0;
      if (value !== undefined) return value;
    } catch (error) {
      if (signal.aborted) throw abortReason(signal);
      if (!(error instanceof ProviderError) || error.kind !== 'transient' || ++failures >= tolerate)
        throw error;
    }
  }
}
