// The feed's tests share: finished images made through the real imagine call (the loopback OpenAI Images
// fake answers at once), published through the API, and the feed read page by page as the renderer does.
import type { FeedItem, FeedPage } from '../../../src/shared/api/feed';
import type { TaskView } from '../../../src/shared/api/tasks';
import { clientKey, waitForTask, type ImageWorld } from './images';
import { api } from './test-app';

type Headers = Record<string, string>;

/** A gpt-image task of `count` pictures (the cheapest quality), followed to its end. */
export async function makeImages(
  world: ImageWorld,
  headers: Headers,
  options: { count?: number; prompt?: string; wait?: boolean } = {},
): Promise<TaskView> {
  const created = await api(world.t.app, {
    method: 'POST',
    url: '/api/imagine/post',
    headers,
    payload: {
      model: 'gpt-image',
      prompt: options.prompt ?? 'a lighthouse on a cliff at dawn',
      quality: 'low',
      size: '3:2',
      count: options.count ?? 1,
      clientKey: clientKey(),
    },
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const task = created.body.data as TaskView;
  return options.wait === false
    ? task
    : waitForTask(world.t, headers, '/api/imagine/check', task.id);
}

export function push(
  world: ImageWorld,
  headers: Headers,
  payload: { taskId: string; imageId?: string; show?: Record<string, boolean> },
) {
  return api(world.t.app, { method: 'POST', url: '/api/feed/push', headers, payload });
}

/** Publishes and answers the item; anything but success throws. */
export async function published(
  world: ImageWorld,
  headers: Headers,
  payload: { taskId: string; imageId?: string; show?: Record<string, boolean> },
): Promise<FeedItem> {
  const answer = await push(world, headers, payload);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as FeedItem;
}

export async function feedPage(
  world: ImageWorld,
  query: Record<string, string>,
  headers: Headers = {},
): Promise<FeedPage> {
  const search = new URLSearchParams(query).toString();
  const answer = await api(world.t.app, {
    method: 'GET',
    url: `/api/feed/list?${search}`,
    headers,
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as FeedPage;
}

export function like(world: ImageWorld, headers: Headers, id: string, liked = true) {
  return api(world.t.app, {
    method: 'POST',
    url: '/api/feed/like/do',
    headers,
    payload: { id, like: liked },
  });
}

export function get(world: ImageWorld, url: string, headers: Headers = {}) {
  return api(world.t.app, { method: 'GET', url, headers });
}
