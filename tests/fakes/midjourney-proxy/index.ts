// A loopback midjourney-proxy (the trueai-org API): imagine, action (a button of a finished task), modal (vary
// region's mask and prompt) and fetch, with the proxy's submit codes (1 ok, 3 not found, 4 validation, 21 waiting
// for the modal, 22 queued, 23 queue full, 24 banned prompt) and its task fields. Every fetch moves a task one
// step: a queued task shows NOT_START for `numberOfQueues` fetches, then SUBMITTED once; then IN_PROGRESS with
// its progress ("33%", "67%") until the `pollsToFinish`-th fetch ends it (SUCCESS "100%", or FAILURE / CANCEL as
// scripted). Grids (imagine, variation, re-roll, zoom out, vary region) are real 2x2 PNGs with four coloured
// quadrants, upscales one 512x512 picture, served without the secret at `/mj/image/<id>.png` as a CDN would.
// A grid offers U1–U4, 🔄, V1–V4; an upscale Vary (Strong/Subtle), Zoom Out 2x/1.5x and Vary (Region), each
// customId carrying the task's own hash. Tests steer it through `script` (or `POST /__script` with JSON).
// This file is the HTTP side (the secret, the submit calls, fetch, the pictures' addresses); tasks.ts holds
// the tasks, their buttons and their steps, pictures.ts the PNGs.
import { randomBytes, randomUUID } from 'node:crypto';
import { sendJson, startImageServer, type ImageFakeBase } from '../image-common';
import { picture } from './pictures';
import {
  FOLLOW_UPS,
  advance,
  buttonsOf,
  view,
  type FakeMjTask,
  type MidjourneyScript,
} from './tasks';

export type { FakeMjShape, FakeMjStatus, FakeMjTask, MidjourneyScript } from './tasks';

export interface FakeMidjourney extends ImageFakeBase<MidjourneyScript> {
  /** The base URL to configure (MJ_PROXY_URL); the API is under `/mj/`. */
  url: string;
  /** The `mj-api-secret` it accepts (MJ_API_SECRET). */
  secret: string;
  tasks: Map<string, FakeMjTask>;
  /** The env that points the server at this fake. */
  env: { MJ_PROXY_URL: string; MJ_API_SECRET: string };
}

const isDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^data:image\/[\w.+-]+;base64,[A-Za-z0-9+/=]+$/.test(value);

export async function startFakeMidjourney(
  options: Partial<MidjourneyScript> & { port?: number; secret?: string } = {},
): Promise<FakeMidjourney> {
  const { port, secret = `mj-${randomBytes(6).toString('hex')}`, ...overrides } = options;
  const script: MidjourneyScript = {
    delayMs: 0,
    pollsToFinish: 3,
    queueFull: false,
    banned: undefined,
    queued: false,
    numberOfQueues: 2,
    failReason: undefined,
    failOnFetch: undefined,
    cancel: false,
    noImageUrl: false,
    hang: false,
    httpStatus: undefined,
    httpStatusCount: undefined,
    ...overrides,
  };
  const tasks = new Map<string, FakeMjTask>();
  const pictures = new Map<string, Promise<Buffer>>();
  let seed = 0;
  let origin = '';

  const create = (
    fields: Pick<FakeMjTask, 'action' | 'prompt' | 'shape'> & Partial<FakeMjTask>,
    modal = false,
  ) => {
    const queued = !modal && script.queued;
    const task: FakeMjTask = {
      botType: 'MID_JOURNEY',
      ...fields,
      id: `${Date.now()}${String(++seed).padStart(4, '0')}`,
      status: modal ? 'MODAL' : queued ? 'NOT_START' : 'SUBMITTED',
      hash: randomUUID(),
      reads: 0,
      queuedFor: queued ? script.numberOfQueues : 0,
      steps: 0,
      progress: '0%',
      submitTime: Date.now(),
    };
    tasks.set(task.id, task);
    return task;
  };

  /** The submit answer for a task just created or confirmed: 22 while the queue holds it. */
  const accepted = (task: FakeMjTask) =>
    task.status === 'MODAL'
      ? {
          code: 21,
          description: 'Waiting for window confirm',
          result: task.id,
          properties: { finalPrompt: task.prompt, remix: true },
        }
      : task.queuedFor > 0
        ? {
            code: 22,
            description: `In queue, there are ${script.numberOfQueues} tasks ahead`,
            result: task.id,
            properties: { numberOfQueues: script.numberOfQueues, discordInstanceId: '1' },
          }
        : {
            code: 1,
            description: 'Submit success',
            result: task.id,
            properties: { discordInstanceId: '1' },
          };

  const refusal = (
    code: number,
    description: string,
    properties: Record<string, unknown> = {},
  ) => ({
    code,
    description,
    result: null,
    properties,
  });

  /** A refusal of a prompt-bearing submit (imagine, modal) the script asks for, if any. */
  const promptRefusal = (prompt: unknown) =>
    script.queueFull
      ? refusal(23, 'The queue is full, please try again later')
      : script.banned
        ? refusal(24, 'May contains sensitive words', {
            promptEn: prompt,
            bannedWord: script.banned,
          })
        : undefined;

  /** The scripted HTTP error for this call, if any (cleared after `httpStatusCount` calls). */
  function scriptedStatus(): number | undefined {
    const status = script.httpStatus;
    if (!status) return undefined;
    if (script.httpStatusCount !== undefined && --script.httpStatusCount <= 0) {
      script.httpStatus = undefined;
      script.httpStatusCount = undefined;
    }
    return status;
  }

  const server = await startImageServer({ port }, script, async (call) => {
    const { response, method, path } = call;
    const body = (call.body && typeof call.body === 'object' ? call.body : {}) as Record<
      string,
      unknown
    >;

    const image = /^\/mj\/image\/([^/]+)\.png$/.exec(path);
    if (method === 'GET' && image) {
      const task = tasks.get(decodeURIComponent(image[1]!));
      if (!task?.imageUrl) return sendJson(response, 404, { error: 'not found' });
      let png = pictures.get(task.id);
      if (!png) {
        png = picture(task.shape, Number(task.id.slice(-4)));
        pictures.set(task.id, png);
      }
      const bytes = await png;
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length });
      response.end(bytes);
      return;
    }

    if (call.request.headers['mj-api-secret'] !== secret)
      return sendJson(response, 401, { code: 401, description: 'Unauthorized' });
    const status = scriptedStatus();
    if (status) return sendJson(response, status, { code: status, description: 'scripted' });

    if (method === 'POST' && path === '/mj/submit/imagine') {
      const refused = promptRefusal(body.prompt);
      if (refused) return sendJson(response, 200, refused);
      if (typeof body.prompt !== 'string' || !body.prompt.trim())
        return sendJson(response, 200, refusal(4, 'prompt cannot be empty'));
      const base64Array = body.base64Array ?? [];
      if (!Array.isArray(base64Array) || !base64Array.every(isDataUrl))
        return sendJson(response, 200, refusal(4, 'base64List parameter error'));
      const task = create({
        action: 'IMAGINE',
        prompt: body.prompt,
        shape: 'grid',
        base64Array,
        ...(typeof body.botType === 'string' ? { botType: body.botType } : {}),
      });
      return sendJson(response, 200, accepted(task));
    }

    if (method === 'POST' && path === '/mj/submit/action') {
      const parent = tasks.get(String(body.taskId));
      const customId = typeof body.customId === 'string' ? body.customId : '';
      if (!parent) return sendJson(response, 200, refusal(3, 'The related task does not exist'));
      if (!buttonsOf(parent).some((offered) => offered.customId === customId))
        return sendJson(
          response,
          200,
          refusal(4, 'The related task status is wrong or has no such button'),
        );
      if (script.queueFull)
        return sendJson(response, 200, refusal(23, 'The queue is full, please try again later'));
      const [, action, shape] = FOLLOW_UPS.find(([pattern]) => pattern.test(customId)) ?? [
        /./,
        'ACTION',
        'grid' as const,
      ];
      const modal = action === 'INPAINT';
      const task = create(
        {
          action,
          // The proxy clears a vary region's prompt until the modal brings one.
          prompt: modal ? '' : parent.prompt,
          shape,
          parentId: parent.id,
          customId,
          botType: parent.botType,
        },
        modal,
      );
      return sendJson(response, 200, accepted(task));
    }

    if (method === 'POST' && path === '/mj/submit/modal') {
      const task = tasks.get(String(body.taskId));
      if (!task) return sendJson(response, 200, refusal(3, 'The task does not exist'));
      if (task.status !== 'MODAL')
        return sendJson(response, 200, refusal(4, 'The task is not waiting for a modal'));
      if (task.action === 'INPAINT' && !isDataUrl(body.maskBase64))
        return sendJson(response, 200, refusal(4, 'maskBase64 must be an image data URL'));
      const refused = promptRefusal(body.prompt);
      if (refused) return sendJson(response, 200, refused);
      task.mask = body.maskBase64 as string;
      if (typeof body.prompt === 'string') task.prompt = body.prompt;
      task.queuedFor = script.queued ? script.numberOfQueues : 0;
      task.status = task.queuedFor > 0 ? 'NOT_START' : 'SUBMITTED';
      return sendJson(response, 200, accepted(task));
    }

    const fetched = /^\/mj\/task\/([^/]+)\/fetch$/.exec(path);
    if (method === 'GET' && fetched) {
      const task = tasks.get(decodeURIComponent(fetched[1]!));
      if (!task) return sendJson(response, 404, { code: 3, description: 'task not found' });
      advance(task, script, origin);
      return sendJson(response, 200, view(task));
    }
    return sendJson(response, 404, { code: 404, description: 'not found' });
  });
  origin = server.origin;
  return {
    ...server,
    url: server.origin,
    secret,
    tasks,
    env: { MJ_PROXY_URL: server.origin, MJ_API_SECRET: secret },
  };
}
