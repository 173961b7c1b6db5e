// A loopback midjourney-proxy (the trueai-org API): imagine, action (a button of a finished task), modal (vary
// region's mask and prompt) and fetch, with the proxy's submit codes (1 ok, 3 not found, 4 validation, 21 waiting
// for the modal, 22 queued, 23 queue full, 24 banned prompt) and its task fields. Every fetch moves a task one
// step: a queued task shows NOT_START for `numberOfQueues` fetches, then SUBMITTED once; then IN_PROGRESS with
// its progress ("33%", "67%") until the `pollsToFinish`-th fetch ends it (SUCCESS "100%", or FAILURE / CANCEL as
// scripted). Grids (imagine, variation, re-roll, zoom out, vary region) are real 2x2 PNGs with four coloured
// quadrants, upscales one 512x512 picture, served without the secret at `/mj/image/<id>.png` as a CDN would.
// A grid offers U1–U4, 🔄, V1–V4; an upscale Vary (Strong/Subtle), Zoom Out 2x/1.5x and Vary (Region), each
// customId carrying the task's own hash. Tests steer it through `script` (or `POST /__script` with JSON).
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { sendJson, startImageServer, type ImageFakeBase } from './image-common';

export interface MidjourneyScript {
  /** Wait before every answer. */
  delayMs: number;
  /** Fetches of a started task until it ends (the ones before show IN_PROGRESS). */
  pollsToFinish: number;
  /** Submits answer 23: the queue is full. */
  queueFull: boolean;
  /** Prompt submits (imagine, modal) answer 24 with this banned word. */
  banned: string | undefined;
  /** Submits answer 22 (queued): the task waits NOT_START for `numberOfQueues` fetches. */
  queued: boolean;
  numberOfQueues: number;
  /** A task ends FAILURE with this reason (read when it ends). */
  failReason: string | undefined;
  /** The same as `failReason` (the name browser tests may send). */
  failOnFetch: string | undefined;
  /** A task ends CANCEL. */
  cancel: boolean;
  /** A task ends SUCCESS without an imageUrl. */
  noImageUrl: boolean;
  /** Tasks stay IN_PROGRESS. */
  hang: boolean;
  /** API calls (not image downloads) answer this HTTP status… */
  httpStatus: number | undefined;
  /** …for this many calls, then it clears (unset: until changed). */
  httpStatusCount: number | undefined;
}

export type FakeMjStatus =
  'NOT_START' | 'SUBMITTED' | 'MODAL' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE' | 'CANCEL';

/** What a task's picture looks like: a 2x2 grid, one upscaled picture, or a zoomed-out (larger) grid. */
export type FakeMjShape = 'grid' | 'single' | 'zoom2x' | 'zoom1_5x';

export interface FakeMjTask {
  id: string;
  /** The proxy's TaskAction: IMAGINE, UPSCALE, VARIATION, REROLL, ACTION (zoom out), INPAINT. */
  action: string;
  status: FakeMjStatus;
  /** The prompt as sent (a vary region's is the modal's). */
  prompt: string;
  shape: FakeMjShape;
  /** Midjourney's job hash: every customId of this task's buttons carries it. */
  hash: string;
  /** Fetches of this task so far. */
  reads: number;
  /** Fetches still to show NOT_START (queued). */
  queuedFor: number;
  /** Fetches since the task started (the steps of its progress). */
  steps: number;
  progress: string;
  parentId?: string;
  customId?: string;
  /** Reference images of an imagine (data URLs). */
  base64Array?: string[];
  botType: string;
  /** The mask of a vary region (a data URL, as the modal sent it). */
  mask?: string;
  imageUrl?: string;
  failReason?: string;
  submitTime: number;
  startTime?: number;
  finishTime?: number;
}

export interface FakeMidjourney extends ImageFakeBase<MidjourneyScript> {
  /** The base URL to configure (MJ_PROXY_URL); the API is under `/mj/`. */
  url: string;
  /** The `mj-api-secret` it accepts (MJ_API_SECRET). */
  secret: string;
  tasks: Map<string, FakeMjTask>;
  /** The env that points the server at this fake. */
  env: { MJ_PROXY_URL: string; MJ_API_SECRET: string };
}

interface Button {
  customId: string;
  emoji: string;
  label: string;
  type: number;
  style: number;
}

const button = (customId: string, label: string, emoji = '', style = 2): Button => ({
  customId,
  emoji,
  label,
  type: 2,
  style,
});

const gridButtons = (hash: string): Button[] => [
  ...[1, 2, 3, 4].map((n) => button(`MJ::JOB::upsample::${n}::${hash}`, `U${n}`)),
  button(`MJ::JOB::reroll::0::${hash}::SOLO`, '', '🔄'),
  ...[1, 2, 3, 4].map((n) => button(`MJ::JOB::variation::${n}::${hash}`, `V${n}`)),
];

const singleButtons = (hash: string): Button[] => [
  button(`MJ::JOB::high_variation::1::${hash}::SOLO`, 'Vary (Strong)', '🪄'),
  button(`MJ::JOB::low_variation::1::${hash}::SOLO`, 'Vary (Subtle)', '🪄'),
  button(`MJ::Outpaint::50::1::${hash}::SOLO`, 'Zoom Out 2x', '🔍'),
  button(`MJ::Outpaint::75::1::${hash}::SOLO`, 'Zoom Out 1.5x', '🔍'),
  button(`MJ::Inpaint::1::${hash}::SOLO`, 'Vary (Region)', '🖌️'),
];

const buttonsOf = (task: FakeMjTask) =>
  task.status !== 'SUCCESS'
    ? []
    : task.shape === 'single'
      ? singleButtons(task.hash)
      : gridButtons(task.hash);

/** The task a button starts: the proxy's action name and the shape of its picture. */
const FOLLOW_UPS: Array<[RegExp, string, FakeMjShape]> = [
  [/^MJ::JOB::upsample::\d+::/, 'UPSCALE', 'single'],
  [/^MJ::JOB::(low_|high_)?variation::/, 'VARIATION', 'grid'],
  [/^MJ::JOB::reroll::/, 'REROLL', 'grid'],
  [/^MJ::Outpaint::50::/, 'ACTION', 'zoom2x'],
  [/^MJ::Outpaint::75::/, 'ACTION', 'zoom1_5x'],
  [/^MJ::Inpaint::/, 'INPAINT', 'grid'],
];

const SIDE: Record<FakeMjShape, number> = { grid: 1024, single: 512, zoom2x: 2048, zoom1_5x: 1536 };

/** A real PNG: one colour for an upscale, four coloured quadrants for a grid. */
async function picture(shape: FakeMjShape, seed: number): Promise<Buffer> {
  const side = SIDE[shape];
  const colour = (n: number) => ({
    r: (seed * 53 + n * 97) % 256,
    g: (seed * 29 + 60 + n * 61) % 256,
    b: (seed * 71 + 200 - n * 45 + 256) % 256,
  });
  if (shape === 'single')
    return sharp({ create: { width: side, height: side, channels: 3, background: colour(0) } })
      .png()
      .toBuffer();
  const half = side / 2;
  const quadrants = await Promise.all(
    [0, 1, 2, 3].map((n) =>
      sharp({ create: { width: half, height: half, channels: 3, background: colour(n) } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
    .composite(
      quadrants.map((input, n) => ({ input, left: (n % 2) * half, top: Math.floor(n / 2) * half })),
    )
    .png()
    .toBuffer();
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

  const view = (task: FakeMjTask) => ({
    id: task.id,
    action: task.action,
    status: task.status,
    prompt: task.prompt,
    promptEn: task.prompt,
    description:
      task.status === 'MODAL'
        ? 'Waiting for window confirm'
        : task.action === 'IMAGINE'
          ? `/imagine ${task.prompt}`
          : `/${task.action.toLowerCase()} ${task.customId ?? ''}`.trim(),
    state: null,
    botType: task.botType,
    submitTime: task.submitTime,
    startTime: task.startTime ?? null,
    finishTime: task.finishTime ?? null,
    progress: task.progress,
    imageUrl: task.imageUrl ?? null,
    failReason: task.failReason ?? null,
    buttons: buttonsOf(task),
    properties: {
      finalPrompt: task.prompt,
      messageHash: task.hash,
      discordInstanceId: '1290000000000000001',
      ...(task.customId ? { customId: task.customId } : {}),
    },
  });

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

  /** One fetch's step of a task (terminal and MODAL tasks stay as they are). */
  function advance(task: FakeMjTask) {
    task.reads++;
    if (task.status === 'MODAL' || task.status === 'SUCCESS') return;
    if (task.status === 'FAILURE' || task.status === 'CANCEL') return;
    if (task.queuedFor > 0) {
      task.queuedFor--;
      task.status = 'NOT_START';
      return;
    }
    if (task.status === 'NOT_START') {
      task.status = 'SUBMITTED';
      task.startTime = Date.now();
      return;
    }
    task.startTime ??= Date.now();
    task.steps++;
    const total = Math.max(1, script.pollsToFinish);
    if (script.hang || task.steps < total) {
      task.status = 'IN_PROGRESS';
      task.progress = `${Math.min(99, Math.round((task.steps / total) * 100))}%`;
      return;
    }
    task.finishTime = Date.now();
    const reason = script.failReason ?? script.failOnFetch;
    if (reason) {
      task.status = 'FAILURE';
      task.failReason = reason;
    } else if (script.cancel) {
      task.status = 'CANCEL';
      task.failReason = 'Task canceled';
    } else {
      task.status = 'SUCCESS';
      task.progress = '100%';
      if (!script.noImageUrl) task.imageUrl = `${origin}/mj/image/${task.id}.png`;
    }
  }

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
      advance(task);
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
