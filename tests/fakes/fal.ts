// A loopback fal queue API: `POST /{model}` submits (any endpoint id, `fal-ai/flux/schnell` included) and
// answers `{request_id, status_url, response_url, cancel_url, queue_position}`; as on queue.fal.run, the
// request addresses sit under the app id only (`/fal-ai/flux/requests/{id}` for `fal-ai/flux/schnell`):
// `GET …/status?logs=1` answers 202 IN_QUEUE, then 202 IN_PROGRESS with logs holding percentages, then 200
// COMPLETED after `pollsToFinish` reads; `GET …/requests/{id}` the result (`{images:[{url, width, height,
// content_type}], timings, seed, has_nsfw_concepts, prompt}`, images served by the fake) or fal's error
// (`{detail}`); `PUT …/cancel`. Auth `Authorization: Key …`. `script` steers delays, HTTP errors, failures,
// a refused prompt (422 content_policy_violation), images flagged by the safety checker and a request that
// never ends.
import { randomUUID } from 'node:crypto';
import {
  colourFor,
  dataUrlSize,
  sendJson,
  solidPng,
  startImageServer,
  takeStatus,
  type Colour,
  type ImageFakeBase,
} from './image-common';

export interface FalScript {
  delayMs: number;
  /** Answer every API call with this HTTP error (files are still served). */
  status: 401 | 422 | 429 | 500 | 503 | undefined;
  /** How many calls get `status` before it clears itself (unset: every call). */
  statusCount: number | undefined;
  /** Status reads until COMPLETED (the first answers IN_QUEUE, the next IN_PROGRESS). */
  pollsToFinish: number;
  /** The result is this error (HTTP 500 `{detail}`). */
  fail: string | undefined;
  /** The result is fal's content policy error (HTTP 422). */
  nsfw: boolean;
  /** The result's images are all flagged in `has_nsfw_concepts` (and black). */
  flagNsfw: boolean;
  /** Never complete (until cancelled). */
  hang: boolean;
  /** Percentages in the logs of IN_PROGRESS. */
  logs: boolean;
  colour: Colour;
}

export type FalFakeOptions = Partial<FalScript> & { apiKey?: string; port?: number };

export interface FakeFalRequest {
  id: string;
  /** The endpoint id it was submitted to. */
  model: string;
  input: Record<string, unknown>;
  reads: number;
  canceled: boolean;
  /** Set once completed: the result stays as it was. */
  result?: { status: number; body: unknown };
}

export interface FakeFal extends ImageFakeBase<FalScript> {
  /** The queue base URL (as https://queue.fal.run). */
  url: string;
  apiKey: string;
  queue: Map<string, FakeFalRequest>;
  env: { FAL_KEY: string; FAL_QUEUE_URL: string };
}

const PRESETS: Record<string, [number, number]> = {
  square_hd: [1024, 1024],
  square: [512, 512],
  portrait_4_3: [768, 1024],
  portrait_16_9: [576, 1024],
  landscape_4_3: [1024, 768],
  landscape_16_9: [1024, 576],
};

const STATUS_DETAILS = {
  401: 'Authentication is required to access this resource.',
  422: [{ loc: ['body'], msg: 'Input validation failed', type: 'value_error' }],
  429: 'User is locked. Reason: Exhausted concurrent requests.',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
} as const;

const appIdOf = (model: string) => {
  const parts = model.split('/').filter(Boolean);
  return parts.slice(0, ['workflows', 'comfy'].includes(parts[0] ?? '') ? 3 : 2).join('/');
};

async function outputSize(input: Record<string, unknown>) {
  const size = input.image_size;
  if (typeof size === 'object' && size !== null) {
    const { width, height } = size as { width?: unknown; height?: unknown };
    if (typeof width === 'number' && typeof height === 'number') return { width, height };
  }
  const preset = typeof size === 'string' ? PRESETS[size] : undefined;
  if (preset) return { width: preset[0], height: preset[1] };
  const source = await dataUrlSize(input.image_url);
  if (source) {
    const scale = typeof input.scale === 'number' ? input.scale : 1;
    return { width: Math.round(source.width * scale), height: Math.round(source.height * scale) };
  }
  return { width: 1024, height: 768 };
}

export async function startFakeFal(options: FalFakeOptions = {}): Promise<FakeFal> {
  const { apiKey = 'fal-test-atrium-fake:secret', port, ...overrides } = options;
  const script: FalScript = {
    delayMs: 0,
    status: undefined,
    statusCount: undefined,
    pollsToFinish: 3,
    fail: undefined,
    nsfw: false,
    flagNsfw: false,
    hang: false,
    logs: true,
    colour: { r: 60, g: 180, b: 90 },
    ...overrides,
  };
  const queue = new Map<string, FakeFalRequest>();
  let origin = '';
  const addresses = (request: FakeFalRequest) => {
    const base = `${origin}/${appIdOf(request.model)}/requests/${request.id}`;
    return { response_url: base, status_url: `${base}/status`, cancel_url: `${base}/cancel` };
  };

  async function complete(
    request: FakeFalRequest,
    files: { add(key: string, make: () => Promise<Buffer>): string },
  ) {
    if (request.result) return;
    if (request.canceled) {
      request.result = { status: 400, body: { detail: 'Request was cancelled.' } };
    } else if (script.nsfw) {
      request.result = {
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'prompt'],
              msg: 'The content could not be processed because it contained material flagged by a content checker.',
              type: 'content_policy_violation',
              url: 'https://docs.fal.ai/errors#content_policy_violation',
            },
          ],
        },
      };
    } else if (script.fail) {
      request.result = { status: 500, body: { detail: script.fail } };
    } else {
      const { input } = request;
      const count = typeof input.num_images === 'number' ? input.num_images : 1;
      const { width, height } = await outputSize(input);
      const flagged = script.flagNsfw;
      const images = Array.from({ length: count }, (_, index) => {
        const colour = flagged ? { r: 0, g: 0, b: 0 } : colourFor(script.colour, index);
        const url = files.add(`${request.id}/${index}.png`, () => solidPng(width, height, colour));
        return { url, width, height, content_type: 'image/png' };
      });
      request.result = {
        status: 200,
        body: {
          images,
          timings: { inference: 0.42 },
          seed: 42,
          has_nsfw_concepts: images.map(() => flagged),
          prompt: input.prompt ?? '',
        },
      };
    }
  }

  const fake = await startImageServer({ port }, script, async (call, files) => {
    const { request, response, method, body, query } = call;
    const path = call.path.replace(/\/+$/, '');
    if (request.headers.authorization !== `Key ${apiKey}`)
      return sendJson(response, 401, { detail: STATUS_DETAILS[401] });
    const status = takeStatus(script);
    if (status) return sendJson(response, status, { detail: STATUS_DETAILS[status] });

    const match = /^\/(.+)\/requests\/([^/]+)(\/status|\/cancel)?$/.exec(path);
    if (!match) {
      if (method !== 'POST' || path.split('/').filter(Boolean).length < 2)
        return sendJson(response, 404, { detail: `No route for ${method} ${path}` });
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return sendJson(response, 422, {
          detail: [{ loc: ['body'], msg: 'Input should be a valid dictionary', type: 'dict_type' }],
        });
      const queued: FakeFalRequest = {
        id: randomUUID(),
        model: path.slice(1),
        input: body as Record<string, unknown>,
        reads: 0,
        canceled: false,
      };
      queue.set(queued.id, queued);
      return sendJson(response, 200, {
        status: 'IN_QUEUE',
        request_id: queued.id,
        ...addresses(queued),
        queue_position: 0,
      });
    }
    const [, app, id, action] = match;
    const queued = queue.get(id ?? '');
    // As on fal, the request lives under its app id; the full endpoint path is no address for it.
    if (!queued || app !== appIdOf(queued.model))
      return sendJson(response, 404, { detail: `Request ${id} not found` });

    if (action === '/cancel' && method === 'PUT') {
      if (queued.result) return sendJson(response, 400, { status: 'ALREADY_COMPLETED' });
      queued.canceled = true;
      return sendJson(response, 202, { status: 'CANCELLATION_REQUESTED' });
    }
    if (action === '/status' && method === 'GET') {
      queued.reads++;
      const finish = Math.max(1, script.pollsToFinish);
      const withLogs = query.get('logs') === '1';
      if (queued.canceled || (!script.hang && queued.reads >= finish)) {
        await complete(queued, files);
        const logs =
          withLogs && script.logs
            ? [
                {
                  message: 'Inference 100%',
                  level: 'INFO',
                  source: 'USER',
                  timestamp: new Date().toISOString(),
                },
              ]
            : [];
        return sendJson(response, 200, {
          status: 'COMPLETED',
          request_id: queued.id,
          ...addresses(queued),
          logs: withLogs ? logs : null,
          metrics: { inference_time: 0.42 },
        });
      }
      if (queued.reads === 1 && finish > 1 && !script.hang)
        return sendJson(response, 202, {
          status: 'IN_QUEUE',
          request_id: queued.id,
          ...addresses(queued),
          queue_position: 0,
        });
      const percent = script.hang ? 50 : Math.round((queued.reads / finish) * 100);
      const logs = script.logs
        ? [
            {
              message: `Inference ${percent}% (${queued.reads}/${finish})`,
              level: 'INFO',
              source: 'USER',
              timestamp: new Date().toISOString(),
            },
          ]
        : [];
      return sendJson(response, 202, {
        status: 'IN_PROGRESS',
        request_id: queued.id,
        ...addresses(queued),
        logs: withLogs ? logs : null,
      });
    }
    if (!action && method === 'GET') {
      if (!queued.result)
        return sendJson(response, 400, { detail: 'Request is still in progress' });
      return sendJson(response, queued.result.status, queued.result.body);
    }
    return sendJson(response, 405, { detail: 'Method Not Allowed' });
  });
  origin = fake.origin;
  return Object.assign(fake, {
    url: fake.origin,
    apiKey,
    queue,
    env: { FAL_KEY: apiKey, FAL_QUEUE_URL: fake.origin },
  });
}
