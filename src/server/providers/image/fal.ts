// fal's queue API: `POST {queue}/{model}` with the model's input → `{request_id, status_url, response_url}`,
// the request id handed to the runner as the upstream id, then `GET …/requests/{id}/status?logs=1` with
// backoff (IN_QUEUE | IN_PROGRESS | COMPLETED) and `GET …/requests/{id}` for the result. As in fal's own
// client, the status, result and cancel addresses sit under the app id (`owner/app`, without the endpoint
// path: `fal-ai/flux/schnell` → `fal-ai/flux`), so a resumed task rebuilds them from the model and the id.
// An abort cancels with `PUT …/requests/{id}/cancel`.
import {
  ProviderError,
  type ImageRequest,
  type ImageProvider,
  type ImageResult,
  type OutputImage,
} from './types';
import {
  badOutput,
  bestEffort,
  call,
  dataUrl,
  decodeDataUrl,
  httpError,
  isRecord,
  lastPercent,
  numbersOf,
  parseSize,
  pollUntil,
  promptBanned,
  soundsLikeSafety,
  type PollIntervals,
  type Reply,
} from './upstream';

export interface FalOptions {
  apiKey: string;
  /** Default https://queue.fal.run. */
  queueURL?: string;
  /** Waits between status polls (default 300 ms growing to 3 s). */
  poll?: Partial<PollIntervals>;
}

const SERVICE = 'fal';
/** fal's named sizes, passed through as `image_size` when a recipe uses one. */
const SIZE_PRESETS = [
  'square_hd',
  'square',
  'portrait_4_3',
  'portrait_16_9',
  'landscape_4_3',
  'landscape_16_9',
];
/** Endpoint ids in these namespaces have one more leading segment (`workflows/owner/app/...`). */
const NAMESPACES = ['workflows', 'comfy'];

/** The part of an endpoint id the queue's request addresses use: owner/app (with its namespace). */
export function falAppId(model: string): string {
  const parts = model.split('/').filter(Boolean);
  return parts.slice(0, NAMESPACES.includes(parts[0] ?? '') ? 3 : 2).join('/');
}

/** The model's input: the job's fields under fal's usual names, the recipe's extra last. */
export function falInput(job: ImageRequest): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (job.prompt !== undefined) input.prompt = job.prompt;
  if (job.negativePrompt) input.negative_prompt = job.negativePrompt;
  input.num_images = Math.max(1, job.count);
  const size = parseSize(job.size);
  if (size) input.image_size = size;
  else if (job.size && SIZE_PRESETS.includes(job.size)) input.image_size = job.size;
  const [first] = job.images;
  if (first) input.image_url = dataUrl(first);
  if (job.images.length > 1) input.image_urls = job.images.map(dataUrl);
  if (job.mask) input.mask_url = dataUrl(job.mask);
  return { ...input, ...job.extra };
}

/** The texts and types of fal's `detail`: a string (request errors) or a list of `{msg, type}`. */
function details(body: unknown): { text: string; types: string[] } {
  const detail = isRecord(body) ? body.detail : undefined;
  if (typeof detail === 'string') return { text: detail, types: [] };
  if (Array.isArray(detail)) {
    const items = detail.filter(isRecord);
    return {
      text: items.map((item) => String(item.msg ?? item.type ?? '')).join('; '),
      types: items.map((item) => String(item.type ?? '')),
    };
  }
  return { text: '', types: [] };
}

/** An error answer. `final`: the result of a finished request (its failure is stored, not passing). */
function failure(reply: Reply, final = false): ProviderError {
  const { text, types } = details(reply.json);
  const message = text || reply.text.slice(0, 300) || `HTTP ${reply.status}`;
  if (types.includes('content_policy_violation')) return promptBanned(SERVICE, message);
  if (reply.status >= 400 && reply.status < 500 && soundsLikeSafety(message))
    return promptBanned(SERVICE, message);
  // A finished request's stored failure (JSON with `detail`) stays the same however often it is read.
  if (final && isRecord(reply.json) && 'detail' in reply.json)
    return new ProviderError(
      'failed',
      'PROVIDER_ERROR',
      `${SERVICE}: HTTP ${reply.status}: ${message}`,
    );
  return httpError(SERVICE, reply.status, message);
}

function result(reply: Reply): ImageResult {
  const body = isRecord(reply.json) ? reply.json : {};
  const list = Array.isArray(body.images) ? body.images : isRecord(body.image) ? [body.image] : [];
  const flags = Array.isArray(body.has_nsfw_concepts) ? body.has_nsfw_concepts : [];
  const images = list.flatMap((item: unknown, index): OutputImage[] => {
    // The safety checker's hits come back as black images: they are no result.
    if (flags[index] === true || !isRecord(item) || typeof item.url !== 'string') return [];
    if (/^https?:\/\//.test(item.url)) return [{ url: item.url }];
    const decoded = item.url.startsWith('data:') ? decodeDataUrl(item.url) : undefined;
    return decoded ? [decoded] : [];
  });
  if (!images.length) {
    if (list.length && flags.some((flag) => flag === true))
      throw promptBanned(SERVICE, 'every image was flagged by the safety checker');
    throw badOutput(SERVICE, 'no images in the result');
  }
  const usage = numbersOf(body.timings);
  return Object.keys(usage).length ? { images, usage } : { images };
}

export function createFalProvider(options: FalOptions): ImageProvider {
  const queue = (options.queueURL ?? 'https://queue.fal.run').replace(/\/+$/, '');
  const auth = { authorization: `Key ${options.apiKey}` };

  return {
    id: 'fal',
    async run(job, context) {
      const { signal } = context;
      const requests = `${queue}/${falAppId(job.model)}/requests`;
      let id = context.upstreamId;
      if (!id) {
        const reply = await call(SERVICE, `${queue}/${job.model.replace(/^\/+/, '')}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(falInput(job)),
          signal,
        });
        if (!reply.ok) throw failure(reply);
        const requestId = isRecord(reply.json) ? reply.json.request_id : undefined;
        if (typeof requestId !== 'string' || !requestId)
          throw new ProviderError('transient', 'PROVIDER_ERROR', `${SERVICE}: no request_id`);
        id = requestId;
        try {
          await context.accepted(id);
        } catch (error) {
          // Unrecorded, the request could never be resumed: stop it rather than pay for it twice.
          await bestEffort(`${requests}/${encodeURIComponent(id)}/cancel`, {
            method: 'PUT',
            headers: auth,
          });
          throw error;
        }
      }

      const request = `${requests}/${encodeURIComponent(id)}`;
      let reported: number | undefined;
      try {
        await pollUntil(
          async () => {
            const reply = await call(SERVICE, `${request}/status?logs=1`, {
              headers: auth,
              signal,
            });
            if (!reply.ok) throw failure(reply);
            const status = isRecord(reply.json) ? reply.json : {};
            const logs = Array.isArray(status.logs)
              ? status.logs.map((log: unknown) => (isRecord(log) ? String(log.message ?? '') : ''))
              : [];
            const percent = lastPercent(logs.join('\n'));
            if (percent !== undefined && percent !== reported) {
              reported = percent;
              await context.progress(percent);
            }
            if (status.status === 'COMPLETED') return true;
            if (status.status === 'IN_QUEUE' || status.status === 'IN_PROGRESS') return undefined;
            throw new ProviderError(
              'transient',
              'PROVIDER_ERROR',
              `${SERVICE}: unknown status ${String(status.status)}`,
            );
          },
          signal,
          { intervals: options.poll, waitFirst: !context.upstreamId },
        );
        return await pollUntil(
          async () => {
            const reply = await call(SERVICE, request, { headers: auth, signal });
            if (!reply.ok) throw failure(reply, true);
            return result(reply);
          },
          signal,
          { intervals: options.poll, waitFirst: false },
        );
      } catch (error) {
        if (signal.aborted) await bestEffort(`${request}/cancel`, { method: 'PUT', headers: auth });
        throw error;
      }
    },
  };
}
