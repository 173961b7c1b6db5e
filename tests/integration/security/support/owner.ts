// User A of the authorization matrix and one of everything a call can take an id of: conversations (a chat,
// one with A's private character, a Mo chat, a helper answer and one with A's bot) with their messages, a
// share, the character, the bot with a source read into chunks, uploads for every tool, a finished task of
// every tool (Midjourney's with its buttons) with their results and task orders, an order (checkout against
// the loopback Stripe) and A's session. Every text A writes carries one marker, so an answer that shows any
// of it is found by searching for the marker (a chunk's id is a small number, so it is found by its text).
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_BOT } from '../../../../src/shared/api/bots';
import type { ChatEvent } from '../../../../src/shared/api/chat';
import type { TaskView } from '../../../../src/shared/api/tasks';
import { stream } from '../../support/chat';
import { clientKey, testImage, upload, waitForTask } from '../../support/images';
import { api } from '../../support/test-app';
import type { SecurityWorld, WorldUser } from './world';

export interface Owned {
  kind: string;
  id: string;
}

export interface Owner {
  user: WorldUser;
  things: Owned[];
  /** Text only A's data holds: its address, the marker in everything A wrote, and every id above. */
  secrets: string[];
}

const demo = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
/** A clear, front-facing, single-person photo (a crop of the face-api package's sample 6). */
export const portrait = (scale: number) =>
  sharp(join(demo, 'sample6.jpg'))
    .extract({ left: 1047, top: 112, width: 453, height: 665 })
    .resize(Math.round(453 * scale))
    .jpeg({ quality: 92 })
    .toBuffer();

/** Uploads of every purpose a tool takes (A's for the matrix, B's for the fields not under attack). */
export async function uploadsFor(world: SecurityWorld, user: WorldUser) {
  const put = async (purpose: string, bytes: Promise<Buffer>) =>
    upload(world.t, user.headers, purpose, await bytes);
  return {
    portrait: await put('portrait', testImage(400, 400)),
    upscaler: await put('upscaler', testImage(300, 200)),
    doodle: await put('doodle', testImage(512, 512)),
    product: await put('product', testImage(600, 500)),
    reference: await put('reference', testImage(300, 300)),
    photoBook: await put('photoBook', portrait(2)),
    styleTemplate: await put('styleTemplate', portrait(1.5)),
  };
}

export async function createOwner(world: SecurityWorld): Promise<Owner> {
  const user = await world.user('alice');
  const marker = `alice-private-${randomUUID()}`;
  const things: Owned[] = [{ kind: 'user', id: user.id }];
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await api(world.t.app, {
      method,
      url,
      headers: user.headers,
      remoteAddress: world.address(),
      ...(payload ? { payload } : {}),
    });
    if (answer.status !== 200) throw new Error(`${url}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const send = async (path: string, body: object) => {
    const headers = { ...user.headers, 'x-forwarded-for': world.address() };
    const result = await stream(world.base, path, headers, { clientKey: clientKey(), ...body });
    const start = result.events.find((event) => event.type === 'start') as
      Extract<ChatEvent, { type: 'start' }> | undefined;
    if (!start) throw new Error(`${path}: ${JSON.stringify(result.envelope ?? result.events)}`);
    things.push({ kind: 'conversation', id: start.conversationId });
    things.push({ kind: 'answer', id: start.message.id });
    if (start.userMessage) things.push({ kind: 'message', id: start.userMessage.id });
    return start.conversationId;
  };

  const character = await call('POST', '/api/user/role/create', {
    name: 'Alice Muse',
    description: `Private character ${marker}`,
    systemPrompt: `Keep this secret: ${marker}`,
    greeting: `Hello from ${marker}`,
    categoryId: 'writing',
    visibility: 'private',
  });
  things.push({ kind: 'character', id: character.id });
  const bot = await call('POST', '/api/bot/create', {
    ...DEFAULT_BOT,
    name: 'Alice Bot',
    model: 'gpt-4o-mini',
    description: `Private bot ${marker}`,
    instructions: `Keep this secret: ${marker}`,
  });
  things.push({ kind: 'bot', id: bot.id });
  const source = await call('POST', '/api/bot/source/add', {
    kind: 'text',
    botId: bot.id,
    name: `Private source ${marker}`,
    text: `Private knowledge: ${marker}. The vault code is kept here.`,
    clientKey: clientKey(),
  });
  things.push({ kind: 'source', id: source.id });
  let chunks: Array<{ id: string }> = [];
  for (let i = 0; i < 100 && !chunks.length; i++) {
    chunks = (await call('GET', `/api/bot/source/vector?sourceId=${source.id}`)).list;
    if (!chunks.length) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!chunks.length) throw new Error('the private source was never read');
  things.push({ kind: 'chunk', id: chunks[0]!.id });
  const model = 'gpt-4o-mini';
  const chat = await send('/api/user/chat/push', { model, text: `Private note ${marker}` });
  await send('/api/user/chat/push', { model, text: `Hi ${marker}`, characterId: character.id });
  await send('/api/mo/chat', { model, text: `Mo note ${marker}` });
  await send('/api/bot/chat/push', { botId: bot.id, text: `Where is the vault code? ${marker}` });
  const share = await call('GET', `/api/user/chat/share?conversationId=${chat}`);
  things.push({ kind: 'share', id: share.id });
  const helper = (await call('GET', '/api/helper/home'))[0];
  const form = await call('GET', `/api/helper/info?id=${helper.id}`);
  const values = Object.fromEntries(
    (form.fields as Array<{ name: string; options?: string[] }>).map((field) => [
      field.name,
      field.options?.[0] ?? `Helper note ${marker}`,
    ]),
  );
  await send('/api/helper/push', { helperId: helper.id, values });

  const uploads = await uploadsFor(world, user);
  for (const id of Object.values(uploads)) things.push({ kind: 'upload', id });
  const made = await Promise.all(
    (
      [
        ['/api/imagine', { model: 'sdxl', prompt: `A lighthouse ${marker}` }],
        ['/api/imagine', { model: 'midjourney', prompt: `A castle ${marker}` }],
        ['/api/image/super', { imageId: uploads.upscaler, scale: 2 }],
        ['/api/style', { imageId: uploads.portrait, styleId: 'watercolor' }],
        ['/api/doodle', { imageId: uploads.doodle, style: 'anime', prompt: `A cat ${marker}` }],
        ['/api/goods', { imageId: uploads.product, scene: 'room', backgroundId: 'kitchen' }],
        ['/api/face', { portraitIds: [uploads.photoBook], templateId: uploads.styleTemplate }],
        ['/api/cosplay', { imageId: uploads.portrait, character: 'custom', prompt: marker }],
      ] as const
    ).map(async ([base, body]) => {
      const create = base === '/api/image/super' ? `${base}/create` : `${base}/post`;
      const task = (await call('POST', create, { ...body, clientKey: clientKey() })) as TaskView;
      const done = await waitForTask(world.t, user.headers, `${base}/check`, task.id);
      if (done.status !== 'succeeded') throw new Error(`${base}: ${JSON.stringify(done.error)}`);
      return [base, done] as const;
    }),
  );
  for (const [base, task] of made) {
    things.push({ kind: 'task', id: task.id });
    for (const image of task.images) things.push({ kind: 'result', id: image.id });
    if (base === '/api/imagine' || base === '/api/face') {
      const order = await call('GET', `${base}/order?id=${task.id}`);
      things.push({ kind: 'task order', id: order.sn });
    }
  }
  const checkout = await call('POST', '/api/billing/checkout', { kind: 'topup', pack: 'm' });
  things.push({ kind: 'order', id: checkout.sn });
  const sessions = (await call('GET', '/api/user/sessions')) as Array<{ id: string }>;
  for (const session of sessions) things.push({ kind: 'session', id: session.id });
  const ids = things.filter((thing) => thing.kind !== 'chunk').map((thing) => thing.id);
  return { user, things, secrets: [user.email, marker, ...ids] };
}
