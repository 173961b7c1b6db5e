// What a simulated user does, and how often: a weighted mix of the product's everyday calls, each user
// pausing between actions as a person would (the load is paced, not a flood). Chat answers stream from the
// loopback OpenAI fake; some are read to the end, some left part-way (the tab closed), some stopped, some
// followed from a second request (a reload). Image tasks go to the loopback OpenAI Images fake (gpt-image) or
// to the upscaler on sharp (no provider key), and are checked until they end, as the tool pages do.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatEvent } from '../../src/shared/api/chat';
import type { Answer, Traffic } from './traffic';
import { clientKey, pick, renew, sentence, signIn, WORDS, type User } from './users';

export interface Context {
  traffic: Traffic;
  dataDir: string;
  /** Small images as data URLs, by upload purpose. */
  images: { chat: string[]; upscaler: string[] };
  /** Starter characters' ids, for conversations with a character. */
  characters: string[];
}

type Action = (user: User, ctx: Context) => Promise<unknown>;

/** A pause that ends early, answering false, when the run ends. */
export const pause = (ms: number, signal: AbortSignal) =>
  sleep(ms, true, { signal }).catch(() => false);

const data = (answer: Answer | undefined) => answer?.json?.data;
/** A conversation is left for a new one after this many messages, so that prompts stay short. */
const MESSAGES_PER_CONVERSATION = 8;

async function follow(user: User, ctx: Context, messageId: string) {
  const path = `/api/user/chat/follow?messageId=${messageId}`;
  const answer = await ctx.traffic.send({ path, caller: user, stream: true });
  if (!answer || answer.json) return;
  let done = false;
  const ended = await ctx.traffic.events<ChatEvent>(answer, (event) => {
    done ||= event.type === 'done';
  });
  if (ended && done) ctx.traffic.count('chat answers followed');
  else ctx.traffic.problem('GET /api/user/chat/follow ended without its done event', path);
}

/** What the user does with an answer: reads it, leaves after a few words or before the first, stops it… */
type Mode = 'read' | 'leave' | 'drop' | 'stop' | 'follow';

/** Sends a message and reads the answer; `mode` says what the user does once a few words arrived. */
async function chat(user: User, ctx: Context, mode: Mode) {
  const { traffic } = ctx;
  const open = user.conversations.filter((c) => c.messages < MESSAGES_PER_CONVERSATION);
  const conversation = open.length && user.random() < 0.7 ? pick(user.random, open) : undefined;
  const character =
    !conversation && user.random() < 0.3 && ctx.characters.length
      ? pick(user.random, ctx.characters)
      : undefined;
  const body = {
    model: 'gpt-4o-mini',
    text: sentence(user.random),
    clientKey: clientKey(user),
    ...(conversation ? { conversationId: conversation.id } : {}),
    ...(character ? { characterId: character } : {}),
  };
  const actAfter = 2 + Math.floor(user.random() * 6);
  const answer = await traffic.send({
    path: '/api/user/chat/push',
    caller: user,
    body,
    stream: true,
  });
  if (!answer || answer.json) return;
  let messageId = '';
  let deltas = 0;
  let status: string | undefined;
  let aside: Promise<unknown> | undefined;
  const ended = await traffic.events<ChatEvent>(answer, (event) => {
    if (event.type === 'start') {
      messageId = event.message.id;
      if (conversation) conversation.messages += 2;
      else user.conversations.push({ id: event.conversationId, messages: 2 });
    }
    if (event.type === 'error')
      traffic.problem(`chat answer ended in error ${event.code}`, JSON.stringify(body));
    if (event.type === 'done') status = event.message.status;
    if (mode === 'drop' && event.type === 'start') return true;
    if (event.type !== 'delta' || ++deltas !== actAfter) return;
    if (mode === 'leave') return true;
    if (mode === 'follow') aside = follow(user, ctx, messageId);
    if (mode === 'stop')
      aside = traffic.send({
        path: '/api/user/chat/act',
        caller: user,
        body: { action: 'stop', messageId },
      });
  });
  await aside;
  if (mode === 'leave' && !ended) traffic.count('chat answers left part-way');
  else if (mode === 'drop' && !ended) traffic.count('chat answers left before the first word');
  else if (!ended || !status)
    traffic.problem('POST /api/user/chat/push ended without its done event', JSON.stringify(body));
  else traffic.count(`chat answers ${status}`);
}

async function upload(user: User, ctx: Context, purpose: 'chat' | 'upscaler') {
  const body = { purpose, data: pick(user.random, ctx.images[purpose]), name: 'soak.png' };
  const image = data(await ctx.traffic.send({ path: '/api/upload64', caller: user, body }));
  // Then shown, through the signed address the answer gave.
  if (image)
    await ctx.traffic.send({
      path: String(image.url),
      route: '/api/files/:id',
      caller: user,
      file: true,
    });
  return image as { id: string } | undefined;
}

/** Checks a new task every second until it ends, then shows its first result's thumbnail. */
async function followTask(user: User, ctx: Context, base: string, created: Answer | undefined) {
  const id = data(created)?.id as string | undefined;
  if (!id) return;
  user.tasks.push({ id, tool: base });
  let view: Record<string, unknown> | undefined;
  for (let i = 0; i < 120 && !ctx.traffic.stopped.aborted; i++) {
    if (!(await pause(1000, ctx.traffic.stopped))) return;
    view = data(
      await ctx.traffic.send({
        path: `${base}/check?id=${id}`,
        route: `${base}/check`,
        caller: user,
      }),
    );
    if (!view || ['succeeded', 'failed', 'canceled'].includes(String(view.status))) break;
  }
  ctx.traffic.count(`${base} tasks ${String(view?.status ?? 'unread')}`);
  if (view?.status === 'failed')
    ctx.traffic.problem(`${base} task failed ${JSON.stringify(view.error)}`, `task ${id}`);
  const images = (view?.images ?? []) as Array<{ thumbUrl: string }>;
  if (images[0])
    await ctx.traffic.send({
      path: images[0].thumbUrl,
      route: '/api/files/:id (thumb)',
      caller: user,
      file: true,
    });
}

async function share(user: User, ctx: Context) {
  const { traffic } = ctx;
  const conversation = user.conversations.length
    ? pick(user.random, user.conversations)
    : undefined;
  if (!conversation) return chat(user, ctx, 'read');
  const path = `/api/user/chat/share?conversationId=${conversation.id}`;
  const id = data(await traffic.send({ path, caller: user }))?.id;
  if (!id) return;
  // Whoever has the link reads it, signed in or not.
  const reader = { ip: `10.61.${user.seat}.1` };
  await traffic.send({ path: `/api/share/chat?id=${String(id)}`, caller: reader });
  // Half the links are taken back; a revoked link is gone for everyone.
  if (user.random() < 0.5) return;
  await traffic.send({ path: '/api/user/chat/share/revoke', caller: user, body: { id } });
  const again = `/api/share/chat?id=${String(id)}`;
  await traffic.send({
    path: again,
    route: '/api/share/chat (revoked)',
    caller: reader,
    expect: 'refusal',
  });
}

const get =
  (path: string, signedIn = true) =>
  (user: User, ctx: Context) =>
    ctx.traffic.send({
      path,
      route: path.split('?')[0],
      caller: signedIn ? user : { ip: user.ip },
    });

/** The mix: weights are relative (a sum near 100 reads as percents). */
const MIX: Array<[number, string, Action]> = [
  [16, 'chat, read to the end', (user, ctx) => chat(user, ctx, 'read')],
  [4, 'chat, left part-way', (user, ctx) => chat(user, ctx, 'leave')],
  [2, 'chat, left before the first word', (user, ctx) => chat(user, ctx, 'drop')],
  [4, 'chat, stopped', (user, ctx) => chat(user, ctx, 'stop')],
  [4, 'chat, followed', (user, ctx) => chat(user, ctx, 'follow')],
  [
    8,
    'conversation list and messages',
    async (user, ctx) => {
      const q = user.random() < 0.3 ? `&q=${pick(user.random, WORDS)}` : '';
      const list = data(
        await ctx.traffic.send({
          path: `/api/user/chat/list?page=1${q}`,
          route: '/api/user/chat/list',
          caller: user,
        }),
      );
      const first = (list?.list as Array<{ id: string }> | undefined)?.[0];
      if (first) await get(`/api/user/chat/messages?conversationId=${first.id}`)(user, ctx);
    },
  ],
  [
    6,
    'conversation search',
    (user, ctx) => get(`/api/user/chat/search?q=${pick(user.random, WORDS)}`)(user, ctx),
  ],
  [5, 'upload of a small image', (user, ctx) => upload(user, ctx, 'chat')],
  [
    5,
    'gpt-image task',
    async (user, ctx) => {
      const body = {
        model: 'gpt-image',
        prompt: sentence(user.random),
        quality: 'low',
        clientKey: clientKey(user),
      };
      await followTask(
        user,
        ctx,
        '/api/imagine',
        await ctx.traffic.send({ path: '/api/imagine/post', caller: user, body }),
      );
    },
  ],
  [
    3,
    'upscale on sharp',
    async (user, ctx) => {
      const image = await upload(user, ctx, 'upscaler');
      const body = {
        imageId: image?.id,
        scale: pick(user.random, [1.5, 2, 3]),
        clientKey: clientKey(user),
      };
      if (image)
        await followTask(
          user,
          ctx,
          '/api/image/super',
          await ctx.traffic.send({ path: '/api/image/super/create', caller: user, body }),
        );
    },
  ],
  [
    6,
    'task check or list',
    (user, ctx) => {
      const task = user.tasks.length ? pick(user.random, user.tasks) : undefined;
      return get(task ? `${task.tool}/check?id=${task.id}` : '/api/imagine/list?page=1')(user, ctx);
    },
  ],
  [5, 'catalogue', get('/api/user/imagine')],
  [4, 'prices', get('/api/price', false)],
  [3, 'chat models', get('/api/model/list', false)],
  [6, 'credits summary', get('/api/user/credits')],
  [5, 'character gallery', get('/api/type/v2/list?per=6', false)],
  [
    5,
    'character search',
    (user, ctx) =>
      get(`/api/type/search?q=${pick(user.random, ['a', 'an', 'the', 'mo', ''])}`)(user, ctx),
  ],
  [4, 'share, read, revoke', share],
  [
    1.5,
    'sign out and in again',
    async (user, ctx) => {
      await get('/api/user/ulogin')(user, ctx);
      await signIn(user, ctx.traffic, ctx.dataDir);
    },
  ],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

export const describeMix = () =>
  MIX.map(([weight, name]) => `${((weight / TOTAL_WEIGHT) * 100).toFixed(0)}% ${name}`).join('; ');

/** Pause between two actions of one user: 2 to 6 s, as someone reading an answer or choosing. */
export const THINK_MS = [2000, 6000] as const;
const think = (user: User) => THINK_MS[0] + user.random() * (THINK_MS[1] - THINK_MS[0]);

/** One user's session until the run ends: think, act, again. An action that throws is filed, not fatal. */
export async function runUser(user: User, ctx: Context) {
  // Users start spread over one pause, not all in the same second.
  if (!(await pause(user.random() * THINK_MS[1], ctx.traffic.stopped))) return;
  while (!ctx.traffic.stopped.aborted) {
    let roll = user.random() * TOTAL_WEIGHT;
    const [, name, action] = MIX.find(([weight]) => (roll -= weight) < 0) ?? MIX[0]!;
    if (user.authorization && Date.now() >= user.renewAt) await renew(user, ctx.traffic);
    if (!user.authorization) await signIn(user, ctx.traffic, ctx.dataDir);
    else
      await action(user, ctx).catch((error: unknown) =>
        ctx.traffic.problem(`${name} threw`, String(error)),
      );
    if (!(await pause(think(user), ctx.traffic.stopped))) return;
  }
}
