// Midjourney through a midjourney-proxy server (the trueai-org API, header `mj-api-secret`): submit an imagine,
// a button of a finished task, or vary region (the Inpaint button answers 21 "waiting for window confirm" with a
// new task in MODAL status, then `/mj/submit/modal` confirms that task with the mask and the prompt), hand the
// task id to the runner, then fetch the task with backoff until it ends. A resumed task (context.upstreamId)
// is only fetched, never submitted again.
//
// The proxy has no reliable cancel (Discord jobs cannot be stopped once Midjourney took them): an abort stops
// waiting and throws the abort reason; the job runs out on the proxy's side and its picture is never fetched.
import { ProviderError, type RunContext } from '../image/types';
import {
  badOutput,
  call,
  dataUrl,
  httpError,
  isRecord,
  lastPercent,
  pollUntil,
  type PollIntervals,
} from '../image/upstream';
import type { MidjourneyJob, MidjourneyProvider, MidjourneyResult, MjButton } from './types';

export interface MidjourneyProxyOptions {
  /** The proxy's address (MJ_PROXY_URL), e.g. `http://mj-proxy:8080`; a trailing `/mj` is accepted too. */
  baseURL: string;
  /** The proxy's `mj-api-secret` (MJ_API_SECRET). */
  apiSecret: string;
  /** Sent with an imagine; unset, the proxy's default (MID_JOURNEY). Follow-ups keep their parent's bot. */
  botType?: 'MID_JOURNEY' | 'NIJI_JOURNEY';
  /** Waits between fetches (default 1 s growing to 5 s); tests pass a few milliseconds. */
  poll?: Partial<PollIntervals>;
}

const SERVICE = 'midjourney-proxy';

/** A job takes Midjourney 30–90 s: a fetch a second at first, then every few seconds. */
export const MIDJOURNEY_POLL: PollIntervals = { initialMs: 1000, maxMs: 5000, factor: 1.5 };

/** The proxy's submit codes (trueai-org `ReturnCode`). */
export const MJ_CODE = {
  ok: 1,
  notFound: 3,
  validation: 4,
  failure: 9,
  /** "Existed": for vary region, the task waits for its modal. */
  modal: 21,
  queued: 22,
  queueFull: 23,
  banned: 24,
} as const;

/** Task states of the proxy; the last three end a task. */
export type MjTaskStatus =
  'NOT_START' | 'SUBMITTED' | 'MODAL' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE' | 'CANCEL';

/** Midjourney's own refusals, as the proxy passes them on in failReason. */
const BANNED = /banned|AI moderator|community standards/i;

export function createMidjourneyProvider(options: MidjourneyProxyOptions): MidjourneyProvider {
  const base = options.baseURL.replace(/\/+$/, '').replace(/\/mj$/, '');
  const intervals = { ...MIDJOURNEY_POLL, ...options.poll };

  async function request(path: string, signal: AbortSignal, body?: unknown) {
    const post = body !== undefined;
    const reply = await call(SERVICE, `${base}${path}`, {
      method: post ? 'POST' : 'GET',
      headers: {
        'mj-api-secret': options.apiSecret,
        accept: 'application/json',
        ...(post ? { 'content-type': 'application/json' } : {}),
      },
      ...(post ? { body: JSON.stringify(body) } : {}),
      signal,
    });
    if (reply.status === 401 || reply.status === 403)
      throw new ProviderError(
        'failed',
        'PROVIDER_ERROR',
        `${SERVICE}: HTTP ${reply.status}: the proxy refused the mj-api-secret (check MJ_API_SECRET)`,
      );
    if (!reply.ok) throw httpError(SERVICE, reply.status, reply.text.slice(0, 300));
    return reply;
  }

  /**
   * Posts a submit and returns the task id it answers, or throws what its code means. `modal`: the answer
   * must be 21 (the vary-region button); elsewhere 21 is an error, as is every code but 1 and 22.
   */
  async function submit(path: string, body: unknown, signal: AbortSignal, modal = false) {
    const reply = await request(path, signal, body);
    const answer = reply.json;
    const code = isRecord(answer) ? answer.code : undefined;
    if (!isRecord(answer) || typeof code !== 'number')
      throw badOutput(SERVICE, `${path} answered no code: ${reply.text.slice(0, 200)}`);
    const { description, result, properties } = answer;
    const id =
      typeof result === 'string' && result
        ? result
        : typeof result === 'number'
          ? String(result)
          : undefined;
    const why = `${SERVICE}: ${path} code ${code}${typeof description === 'string' && description ? `: ${description}` : ''}`;
    if (code === MJ_CODE.queueFull) throw new ProviderError('rejected', 'PROVIDER_BUSY', why);
    if (code === MJ_CODE.banned) {
      const word = isRecord(properties) ? properties.bannedWord : undefined;
      throw new ProviderError('rejected', 'PROMPT_BANNED', why, {
        word: typeof word === 'string' ? word : '',
      });
    }
    const expected: readonly number[] = modal ? [MJ_CODE.modal] : [MJ_CODE.ok, MJ_CODE.queued];
    if (!expected.includes(code))
      throw new ProviderError(
        'failed',
        'PROVIDER_ERROR',
        modal && (code === MJ_CODE.ok || code === MJ_CODE.queued)
          ? `${why} (expected 21, waiting for the vary-region modal)`
          : why,
      );
    if (!id) throw badOutput(SERVICE, `${why} (no task id)`);
    return id;
  }

  async function start(job: MidjourneyJob, signal: AbortSignal): Promise<string> {
    switch (job.action) {
      case 'imagine':
        return submit(
          '/mj/submit/imagine',
          {
            prompt: job.prompt,
            base64Array: job.images.map(dataUrl),
            ...(options.botType ? { botType: options.botType } : {}),
          },
          signal,
        );
      case 'button':
        return submit(
          '/mj/submit/action',
          { taskId: job.parentUpstreamId, customId: job.customId },
          signal,
        );
      case 'varyRegion': {
        const waiting = await submit(
          '/mj/submit/action',
          { taskId: job.parentUpstreamId, customId: job.customId },
          signal,
          true,
        );
        // The modal task is the one that makes the picture (the proxy answers with that same id).
        return submit(
          '/mj/submit/modal',
          { taskId: waiting, prompt: job.prompt, maskBase64: dataUrl(job.mask) },
          signal,
        );
      }
    }
  }

  /** One fetch: the result when the task ended well, undefined while it runs, or what its end means. */
  async function check(
    id: string,
    context: RunContext,
    reported: { percent: number },
  ): Promise<MidjourneyResult | undefined> {
    const reply = await request(`/mj/task/${encodeURIComponent(id)}/fetch`, context.signal);
    // The proxy answers an unknown id with an empty body (or 404, above).
    if (!reply.text.trim())
      throw new ProviderError('failed', 'PROVIDER_ERROR', `${SERVICE}: task ${id} not found`);
    const task = reply.json;
    if (!isRecord(task)) throw badOutput(SERVICE, `task ${id}: ${reply.text.slice(0, 200)}`);
    const status = task.status as MjTaskStatus | undefined;

    const percent = lastPercent(typeof task.progress === 'string' ? task.progress : undefined);
    // Forward only: a queued task stays at 0, and a stale "0%" never takes back what was shown.
    if (percent !== undefined && percent > reported.percent) {
      reported.percent = percent;
      await context.progress(percent);
    }

    switch (status) {
      case 'SUCCESS': {
        if (typeof task.imageUrl !== 'string' || !task.imageUrl)
          throw badOutput(SERVICE, `task ${id} succeeded without an imageUrl`);
        return { images: [{ url: task.imageUrl }], buttons: buttonsOf(task.buttons) };
      }
      case 'FAILURE': {
        const reason =
          typeof task.failReason === 'string' && task.failReason
            ? task.failReason
            : 'no reason given';
        if (BANNED.test(reason))
          throw new ProviderError('rejected', 'PROMPT_BANNED', `${SERVICE}: ${reason}`, {
            word: bannedWordIn(reason),
          });
        throw new ProviderError('failed', 'PROVIDER_ERROR', `${SERVICE}: task failed: ${reason}`);
      }
      case 'CANCEL':
        throw new ProviderError(
          'failed',
          'PROVIDER_ERROR',
          `${SERVICE}: task ${id} was canceled upstream${typeof task.failReason === 'string' && task.failReason ? `: ${task.failReason}` : ''}`,
        );
      default:
        // NOT_START (queued), SUBMITTED, IN_PROGRESS; MODAL only if a confirm is still on its way.
        return undefined;
    }
  }

  return {
    id: 'midjourney',
    async run(job, context) {
      const resumed = context.upstreamId;
      let id = resumed;
      if (!id) {
        id = await start(job, context.signal);
        await context.accepted(id);
      }
      const taskId = id;
      const reported = { percent: 0 };
      return pollUntil(() => check(taskId, context, reported), context.signal, {
        intervals,
        // A fresh task is not done yet; a resumed one may have ended while the server was down.
        waitFirst: !resumed,
      });
    },
  };
}

/** The buttons of a finished task as the proxy lists them (type and style are Discord's, not kept). */
function buttonsOf(value: unknown): MjButton[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((button) =>
    isRecord(button) && typeof button.customId === 'string' && button.customId
      ? [
          {
            customId: button.customId,
            emoji: typeof button.emoji === 'string' ? button.emoji : '',
            label: typeof button.label === 'string' ? button.label : '',
          },
        ]
      : [],
  );
}

/** The word of a "Banned prompt: word" reason, when Midjourney named one. */
function bannedWordIn(reason: string): string {
  return (
    /banned (?:prompt|word)s?(?: detected)?\s*[:：]\s*["'“]?([^"'”\s,.]+)/i.exec(reason)?.[1] ?? ''
  );
}
