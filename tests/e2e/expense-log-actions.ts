// What expense-log.spec.ts does beside the browser, as the user's other devices, support and Stripe would:
// calls with the user's or an admin's session, tasks run to their end, payments made and delivered.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { IMAGE_PORT } from './server-env';
import type { PaymentsServer } from './payments-server';
import { readCode, sessionToken } from './support';

export interface Caller {
  post(path: string, data: object): Promise<Record<string, unknown>>;
  get(path: string): Promise<Record<string, unknown>>;
}

/** Calls as the holder of `token`; every answer must succeed. */
export function callerOf(request: APIRequestContext, token: string): Caller {
  const headers = { authorization: `Bearer ${token}` };
  const data = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const body = (await response.json()) as { success: boolean; data: Record<string, unknown> };
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.data;
  };
  return {
    post: async (path, payload) => data(await request.post(path, { headers, data: payload })),
    get: async (path) => data(await request.get(path, { headers })),
  };
}

export const asUser = async (page: Page) => callerOf(page.request, await sessionToken(page));

const key = () => `e2e${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/** Signs an address in through the API (its code from the server's outbox), with an invitation if given. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  dataDir: string,
  invite?: string,
): Promise<Caller> {
  const sentAt = Date.now() - 1000;
  await request.post('/api/e/login', { data: { email } });
  const code = await readCode(email, sentAt, dataDir);
  const answer = await request.post('/api/e/login', { data: { email, code, invite } });
  const body = (await answer.json()) as { data: { token: string } };
  return callerOf(request, body.data.token);
}

/** Starts a tool's task and, unless `wait` is false, waits for it to end; answers its final state. */
export async function runTask(
  caller: Caller,
  family: string,
  body: object,
  wait = true,
): Promise<{ id: string; status: string }> {
  const created = (await caller.post(`/api/${family}/post`, { ...body, clientKey: key() })) as {
    id: string;
    status: string;
  };
  if (!wait) return created;
  let task = created;
  await expect
    .poll(
      async () => {
        task = (await caller.get(`/api/${family}/check?id=${created.id}`)) as typeof task;
        return ['succeeded', 'failed', 'canceled'].includes(task.status);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return task;
}

/** A photo-like PNG uploaded for `purpose`; answers its id. */
export async function uploadPhoto(caller: Caller, purpose: string): Promise<string> {
  const png = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 120, g: 160, b: 200 } },
  })
    .png()
    .toBuffer();
  const uploaded = await caller.post('/api/upload64', { purpose, data: png.toString('base64') });
  return String(uploaded.id);
}

export async function chat(caller: Caller, text: string): Promise<void> {
  await caller.post('/api/token/chat', { model: 'gpt-4o-mini', text, clientKey: key() });
}

/** Steers the loopback fal queue (tests/fakes/fal.ts), which serves SDXL. */
export async function scriptFal(request: APIRequestContext, changes: object): Promise<void> {
  const response = await request.post(`http://127.0.0.1:${IMAGE_PORT + 2}/__script`, {
    data: changes,
  });
  expect(response.ok()).toBe(true);
}

/** Checks out through the API and pays at once; answers the Stripe session and the order's number. */
export async function buy(
  payments: PaymentsServer,
  caller: Caller,
  body: object,
): Promise<{ sessionId: string; sn: string }> {
  const { url, sn } = (await caller.post('/api/billing/checkout', body)) as {
    url: string;
    sn: string;
  };
  const sessionId = url.split('/').at(-1) ?? '';
  await payments.deliver(payments.stripe.completeCheckout(sessionId));
  return { sessionId, sn };
}

/** Text of amounts as the page writes them in English ("+1,200", "−2.5") to hundredths. */
export function hundredthsOf(text: string): number {
  const match = /([+\u2212-]?)([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const value = Math.round(Number(match[2]!.replace(/,/g, '')) * 100);
  return match[1] === '\u2212' || match[1] === '-' ? -value : value;
}
