// A test app pointed at the loopback Douyin (same clock), and the steps tests share: signing in, connecting
// an account through the consent page, and delivering signed webhooks through `inject`.
import type { FastifyInstance } from 'fastify';
import { startFakeDouyin, type FakeDouyin } from '../../../fakes/douyin';
import type { Delivery, Transport } from '../../../fakes/douyin-webhooks';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

export interface DouyinWorld {
  t: TestApp;
  douyin: FakeDouyin;
  close(): Promise<void>;
}

export async function createDouyinWorld(env: Record<string, string> = {}): Promise<DouyinWorld> {
  const started: { app?: TestApp } = {};
  // The fake reads the app's clock, so moving one moves both.
  const douyin = await startFakeDouyin({ now: () => started.app?.clock.now ?? new Date() });
  const t = await createTestApp({ ...douyin.env, ...env });
  started.app = t;
  return {
    t,
    douyin,
    async close() {
      await t.close();
      await douyin.close();
    },
  };
}

export async function userOf(t: TestApp, email: string) {
  const { token } = await signIn(t, email);
  return { token, headers: bearer(token) };
}

/** The consent page's address for the user. */
export async function consentUrl(t: TestApp, token: string, abilities = 'videos,comments') {
  const answer = await api(t.app, {
    method: 'GET',
    url: `/api/douyin/connect?abilities=${abilities}`,
    headers: bearer(token),
  });
  return answer;
}

/** Follows the platform's redirect back into the app; answers where the app sends the browser. */
export async function land(app: FastifyInstance, redirect: string): Promise<string> {
  const url = new URL(redirect);
  const answer = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  return String(answer.headers.location ?? '');
}

/** Connects the platform's current user to the Atrium user; answers the account as the app shows it. */
export async function connect(
  world: DouyinWorld,
  token: string,
  options: { abilities?: string; untick?: string[] } = {},
) {
  const start = await consentUrl(world.t, token, options.abilities);
  const redirect = await world.douyin.approve(start.body.data.url, options.untick);
  const landing = await land(world.t.app, redirect);
  return { landing, accounts: await accounts(world.t.app, token) };
}

export async function accounts(app: FastifyInstance, token: string) {
  const answer = await api(app, {
    method: 'GET',
    url: '/api/douyin/account',
    headers: bearer(token),
  });
  return answer.body.data as {
    configured: boolean;
    accounts: Array<{
      id: string;
      openId: string;
      nickname: string;
      state: string;
      abilities: Array<{ ability: string; state: string; reason?: string }>;
      renewalsLeft: number;
      reauthorizeBy: string | null;
      accessExpiresAt: string;
      refreshExpiresAt: string;
      repliesToday: number;
      pausedRules: number;
      lastEventAt: string | null;
      settings: Record<string, unknown>;
    }>;
  };
}

/** Posts a delivery to an app the way the platform posts it (raw body, headers). */
export const injectTransport =
  (app: FastifyInstance): Transport =>
  async (delivery: Delivery) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/douyin/webhook',
      headers: delivery.headers,
      payload: delivery.body,
    });
    return { status: answer.statusCode, body: answer.body };
  };
