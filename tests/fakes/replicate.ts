// A loopback Replicate API: `POST /v1/predictions {version, input}`, `GET /v1/predictions/{id}`,
// `POST /v1/predictions/{id}/cancel`. Wire format as Replicate's: Bearer (or Token) auth, prediction
// objects (id, version, input, logs, output, error, status, urls, metrics), problem-details errors
// (`{title, detail, status}`). A prediction answers `starting` when created, `processing` with tqdm-style
// percentages in its logs for `pollsToFinish - 1` reads, then ends on the next read: succeeded with output
// URLs served by the fake (`/files/<id>/<n>.png`, real PNGs of input width × height, or an input image's
// size × `scale`), or failed as scripted. `script` steers delays, HTTP errors, failures, NSFW and a
// prediction that never ends.
import {
  colourFor,
  dataUrlSize,
  newId,
  sendJson,
  solidPng,
  startImageServer,
  takeStatus,
  type Colour,
  type ImageFakeBase,
} from './image-common';

export const NSFW_ERROR = 'NSFW content detected. Try running it again, or try a different prompt.';

export interface ReplicateScript {
  delayMs: number;
  /** Answer every API call with this HTTP error (files are still served). */
  status: 401 | 402 | 422 | 429 | 500 | 503 | undefined;
  /** How many calls get `status` before it clears itself (unset: every call). */
  statusCount: number | undefined;
  /** Reads of a prediction until it ends (the first `pollsToFinish - 1` answer `processing`). */
  pollsToFinish: number;
  /** End failed with this error text. */
  fail: string | undefined;
  /** End failed with Replicate's NSFW error. */
  nsfw: boolean;
  /** Never end (until cancelled). */
  hang: boolean;
  /** Write tqdm-style progress with percentages into the logs. */
  logs: boolean;
  /** Output one URL as a string instead of a list (as upscalers such as real-esrgan do). */
  outputAsString: boolean;
  colour: Colour;
}

export type ReplicateFakeOptions = Partial<ReplicateScript> & { apiToken?: string; port?: number };

export interface FakePrediction {
  id: string;
  version: string;
  input: Record<string, unknown>;
  createdAt: string;
  /** Reads so far. */
  reads: number;
  canceled: boolean;
  /** Set when the prediction ended: its answer stays as it was. */
  final?: Record<string, unknown>;
}

export interface FakeReplicate extends ImageFakeBase<ReplicateScript> {
  /** Base URL without /v1 (as https://api.replicate.com). */
  url: string;
  apiToken: string;
  predictions: Map<string, FakePrediction>;
  env: { REPLICATE_API_TOKEN: string; REPLICATE_BASE_URL: string };
}

const STATUS_ERRORS = {
  401: ['Unauthenticated', 'You did not pass a valid authentication token'],
  402: ['Insufficient credit', 'You have insufficient credit to run this model.'],
  422: ['Input validation failed', '- input: Additional property invalid is not allowed'],
  429: ['Request was throttled', 'Request was throttled. Expected available in 1 second.'],
  500: ['Internal Server Error', 'Internal Server Error'],
  503: ['Service Unavailable', 'Service Unavailable'],
} as const;

const problem = (status: number, title: string, detail: string) => ({ title, detail, status });
const statusProblem = (status: keyof typeof STATUS_ERRORS) =>
  problem(status, STATUS_ERRORS[status][0], STATUS_ERRORS[status][1]);

/** tqdm lines up to `percent`, as a diffusion model's predict() prints them. */
function progressLogs(percent: number) {
  const steps = 4;
  const lines = ['Using seed: 42'];
  for (let step = 0; step <= Math.round((percent / 100) * steps); step++) {
    const done = Math.round((step / steps) * 100);
    const bar = '█'.repeat(Math.floor(done / 10)).padEnd(10);
    lines.push(
      `${String(done).padStart(3)}%|${bar}| ${step}/${steps} [00:0${step}<00:00, 8.12it/s]`,
    );
  }
  return lines.join('\n');
}

export async function startFakeReplicate(
  options: ReplicateFakeOptions = {},
): Promise<FakeReplicate> {
  const { apiToken = 'r8_test_atrium_fake_replicate', port, ...overrides } = options;
  const script: ReplicateScript = {
    delayMs: 0,
    status: undefined,
    statusCount: undefined,
    pollsToFinish: 3,
    fail: undefined,
    nsfw: false,
    hang: false,
    logs: true,
    outputAsString: false,
    colour: { r: 40, g: 120, b: 200 },
    ...overrides,
  };
  const predictions = new Map<string, FakePrediction>();
  let origin = '';

  /** The prediction as the API shows it after `prediction.reads` reads. */
  async function view(
    prediction: FakePrediction,
    files: { add(key: string, make: () => Promise<Buffer>): string },
  ) {
    const base = {
      id: prediction.id,
      model: prediction.version.split(':')[0],
      version: prediction.version.includes(':') ? prediction.version.split(':')[1] : 'hidden',
      input: prediction.input,
      created_at: prediction.createdAt,
      data_removed: false,
      urls: {
        get: `${origin}/v1/predictions/${prediction.id}`,
        cancel: `${origin}/v1/predictions/${prediction.id}/cancel`,
        web: `https://replicate.com/p/${prediction.id}`,
      },
    };
    if (prediction.final) return { ...base, ...prediction.final };
    const now = new Date().toISOString();
    if (prediction.canceled) {
      prediction.final = {
        status: 'canceled',
        output: null,
        error: null,
        logs: '',
        completed_at: now,
        metrics: {},
      };
      return { ...base, ...prediction.final };
    }
    const { reads } = prediction;
    const finish = Math.max(1, script.pollsToFinish);
    if (reads === 0) return { ...base, status: 'starting', output: null, error: null, logs: '' };
    if (script.hang || reads < finish) {
      const percent = script.hang ? 50 : Math.round((reads / finish) * 100);
      const logs = script.logs ? progressLogs(percent) : '';
      return { ...base, status: 'processing', output: null, error: null, logs, started_at: now };
    }
    const done = { completed_at: now, started_at: now, logs: script.logs ? progressLogs(100) : '' };
    const metrics = { predict_time: 1.25, total_time: 1.5 };
    if (script.nsfw || script.fail) {
      prediction.final = {
        ...done,
        status: 'failed',
        output: null,
        error: script.nsfw ? NSFW_ERROR : script.fail,
        metrics,
      };
    } else {
      const { input } = prediction;
      const count = typeof input.num_outputs === 'number' ? input.num_outputs : 1;
      const scale = typeof input.scale === 'number' ? input.scale : 1;
      const source = await dataUrlSize(input.image);
      const width =
        typeof input.width === 'number'
          ? input.width
          : source
            ? Math.round(source.width * scale)
            : 1024;
      const height =
        typeof input.height === 'number'
          ? input.height
          : source
            ? Math.round(source.height * scale)
            : 1024;
      const colour = script.colour;
      const urls = Array.from({ length: script.outputAsString ? 1 : count }, (_, index) =>
        files.add(`${prediction.id}/${index}.png`, () =>
          solidPng(width, height, colourFor(colour, index)),
        ),
      );
      prediction.final = {
        ...done,
        status: 'succeeded',
        output: script.outputAsString ? urls[0] : urls,
        error: null,
        metrics: { ...metrics, image_count: urls.length },
      };
    }
    return { ...base, ...prediction.final };
  }

  const fake = await startImageServer({ port }, script, async (call, files) => {
    const { request, response, method, body } = call;
    const path = call.path.replace(/\/+$/, '');
    const auth = request.headers.authorization ?? '';
    if (auth !== `Bearer ${apiToken}` && auth !== `Token ${apiToken}`)
      return sendJson(response, 401, statusProblem(401));
    const status = takeStatus(script);
    if (status)
      return sendJson(
        response,
        status,
        statusProblem(status),
        status === 429 ? { 'retry-after': '1' } : {},
      );

    if (method === 'POST' && path === '/v1/predictions') {
      const fields = (body ?? {}) as Record<string, unknown>;
      if (typeof fields.version !== 'string' || !fields.version)
        return sendJson(
          response,
          422,
          problem(
            422,
            'Invalid version or not permitted',
            "The specified version does not exist (or perhaps you don't have permission to use it?)",
          ),
        );
      if (typeof fields.input !== 'object' || fields.input === null || Array.isArray(fields.input))
        return sendJson(
          response,
          422,
          problem(422, 'Input validation failed', '- input: Invalid type. Expected: object'),
        );
      const prediction: FakePrediction = {
        id: newId(10),
        version: fields.version,
        input: fields.input as Record<string, unknown>,
        createdAt: new Date().toISOString(),
        reads: 0,
        canceled: false,
      };
      predictions.set(prediction.id, prediction);
      return sendJson(response, 201, await view(prediction, files));
    }
    const match = /^\/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(path);
    const prediction = match ? predictions.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (match && !prediction)
      return sendJson(response, 404, problem(404, 'Not found', 'Not found'));
    if (prediction && method === 'GET' && !match?.[2]) {
      prediction.reads++;
      return sendJson(response, 200, await view(prediction, files));
    }
    if (prediction && method === 'POST' && match?.[2]) {
      if (!prediction.final) prediction.canceled = true;
      return sendJson(response, 200, await view(prediction, files));
    }
    return sendJson(response, 404, problem(404, 'Not found', `No route for ${method} ${path}`));
  });
  origin = fake.origin;
  return Object.assign(fake, {
    url: fake.origin,
    apiToken,
    predictions,
    env: { REPLICATE_API_TOKEN: apiToken, REPLICATE_BASE_URL: fake.origin },
  });
}
