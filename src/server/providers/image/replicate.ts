// Replicate predictions over its HTTP API: `POST /v1/predictions {version, input}` without `Prefer: wait`
// (the answer comes at once, status `starting`), the prediction id handed to the runner as the upstream id,
// then `GET /v1/predictions/{id}` with backoff until succeeded | failed | canceled. Progress comes from the
// last `NN%` of the logs (Replicate reports no percentage). A resumed task polls its prediction again
// instead of creating one; an abort cancels it with `POST /v1/predictions/{id}/cancel`.
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

export interface ReplicateOptions {
  apiToken: string;
  /** Default https://api.replicate.com (paths add /v1). */
  baseURL?: string;
  /** Waits between polls (default 300 ms growing to 3 s). */
  poll?: Partial<PollIntervals>;
}

const SERVICE = 'Replicate';

interface Prediction {
  id: string;
  status: string;
  output: unknown;
  error: unknown;
  logs: string | undefined;
  metrics: unknown;
}

/** The prediction's `input`: the job's fields under Replicate's usual names, the recipe's extra last. */
export function replicateInput(job: ImageRequest): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (job.prompt !== undefined) input.prompt = job.prompt;
  if (job.negativePrompt) input.negative_prompt = job.negativePrompt;
  input.num_outputs = Math.max(1, job.count);
  const size = parseSize(job.size);
  if (size) Object.assign(input, size);
  const [first] = job.images;
  if (first) input.image = dataUrl(first);
  if (job.mask) input.mask = dataUrl(job.mask);
  return { ...input, ...job.extra };
}

/** Replicate's errors are problem details: `{title, detail, status}`. */
function failure(reply: Reply): ProviderError {
  const body = isRecord(reply.json) ? reply.json : {};
  const message =
    [body.title, body.detail].filter((part) => typeof part === 'string').join(': ') ||
    reply.text.slice(0, 300);
  return httpError(SERVICE, reply.status, message);
}

function readPrediction(reply: Reply): Prediction {
  const body = reply.json;
  if (!isRecord(body) || typeof body.id !== 'string' || typeof body.status !== 'string')
    throw new ProviderError('transient', 'PROVIDER_ERROR', `${SERVICE}: not a prediction`);
  return {
    id: body.id,
    status: body.status,
    output: body.output,
    error: body.error,
    logs: typeof body.logs === 'string' ? body.logs : undefined,
    metrics: body.metrics,
  };
}

function result(prediction: Prediction): ImageResult {
  const { output } = prediction;
  const list = typeof output === 'string' ? [output] : Array.isArray(output) ? output : [];
  const images = list.flatMap((item: unknown): OutputImage[] => {
    if (typeof item !== 'string') return [];
    if (/^https?:\/\//.test(item)) return [{ url: item }];
    const decoded = item.startsWith('data:') ? decodeDataUrl(item) : undefined;
    return decoded ? [decoded] : [];
  });
  if (!images.length) throw badOutput(SERVICE, `prediction ${prediction.id} has no image output`);
  const usage = numbersOf(prediction.metrics);
  return Object.keys(usage).length ? { images, usage } : { images };
}

function ended(prediction: Prediction): ImageResult | undefined {
  switch (prediction.status) {
    case 'succeeded':
      return result(prediction);
    case 'failed': {
      const text = typeof prediction.error === 'string' ? prediction.error : 'prediction failed';
      if (soundsLikeSafety(text)) throw promptBanned(SERVICE, text);
      throw new ProviderError('failed', 'PROVIDER_ERROR', `${SERVICE}: ${text}`);
    }
    case 'canceled':
      throw new ProviderError('failed', 'PROVIDER_ERROR', `${SERVICE}: prediction was canceled`);
    default:
      return undefined;
  }
}

export function createReplicateProvider(options: ReplicateOptions): ImageProvider {
  // The base is the origin (REPLICATE_BASE_URL=https://api.replicate.com); a trailing /v1 is tolerated.
  const origin = (options.baseURL ?? 'https://api.replicate.com')
    .replace(/\/+$/, '')
    .replace(/\/v1$/, '');
  const base = `${origin}/v1`;
  const auth = { authorization: `Bearer ${options.apiToken}` };
  const predictionURL = (id: string) => `${base}/predictions/${encodeURIComponent(id)}`;

  return {
    id: 'replicate',
    async run(job, context) {
      const { signal } = context;
      let id = context.upstreamId;
      let done: ImageResult | undefined;
      if (!id) {
        const reply = await call(SERVICE, `${base}/predictions`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ version: job.model, input: replicateInput(job) }),
          signal,
        });
        if (!reply.ok) throw failure(reply);
        const prediction = readPrediction(reply);
        id = prediction.id;
        try {
          await context.accepted(id);
        } catch (error) {
          // Unrecorded, the prediction could never be resumed: stop it rather than pay for it twice.
          await bestEffort(`${predictionURL(id)}/cancel`, { method: 'POST', headers: auth });
          throw error;
        }
        done = ended(prediction);
      }
      if (done) return done;

      const predictionId = id;
      let reported: number | undefined;
      try {
        return await pollUntil(
          async () => {
            const reply = await call(SERVICE, predictionURL(predictionId), {
              headers: auth,
              signal,
            });
            if (!reply.ok) throw failure(reply);
            const prediction = readPrediction(reply);
            const percent = lastPercent(prediction.logs);
            if (percent !== undefined && percent !== reported) {
              reported = percent;
              await context.progress(percent);
            }
            return ended(prediction);
          },
          signal,
          { intervals: options.poll, waitFirst: !context.upstreamId },
        );
      } catch (error) {
        if (signal.aborted)
          await bestEffort(`${predictionURL(predictionId)}/cancel`, {
            method: 'POST',
            headers: auth,
          });
        throw error;
      }
    },
  };
}
