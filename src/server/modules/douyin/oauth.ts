// Connecting a Douyin account: the consent page's address with the scopes of the chosen abilities and a
// signed, expiring, single-use state that names the user; then the platform's redirect back, which trades the
// code for tokens, reads the user's profile and stores the account (sealed tokens, default settings).
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { DOUYIN_ABILITIES, type DouyinAbility } from '@shared/api/douyin';
import type { DouyinAccountSettings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { DouyinCallError } from '../../providers/douyin/errors';
import { accountByOpenId, insertAccount, reauthorizeAccount } from './accounts-repo';
import { takeDelivery } from './inbox-repo';
import { ABILITY_SCOPES, BASE_SCOPE, requireApp, type Platform } from './platform';

const STATE_TTL_MS = 10 * 60_000;
export const CALLBACK_PATH = '/api/oauth/douyin';
/** The renderer's Douyin page, told how the connection went. */
const LANDING = '/douyin';

export const DEFAULT_SETTINGS: DouyinAccountSettings = {
  dailyCap: 200,
  quietHours: null,
  timeZone: 'Asia/Shanghai',
  approval: false,
  bannedWords: [],
};

interface StatePayload {
  /** The Atrium user connecting. */
  u: string;
  /** A nonce: the state is taken once (remembered with the webhook deliveries). */
  n: string;
  e: number;
}

function stateKey(platform: Platform): Buffer {
  return Buffer.from(
    hkdfSync(
      'sha256',
      platform.deps.config.jwtSecret,
      Buffer.alloc(0),
      'atrium/douyin-state/v1',
      32,
    ),
  );
}

function signState(platform: Platform, payload: StatePayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', stateKey(platform)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

function readState(platform: Platform, state: string): StatePayload | undefined {
  const [body, mac, ...rest] = state.split('.');
  if (!body || !mac || rest.length) return undefined;
  const expected = createHmac('sha256', stateKey(platform)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as StatePayload;
    return payload.e > platform.deps.now().getTime() ? payload : undefined;
  } catch {
    return undefined;
  }
}

export function parseAbilities(text: string): DouyinAbility[] {
  const asked = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const known = (name: string): name is DouyinAbility =>
    (DOUYIN_ABILITIES as readonly string[]).includes(name);
  if (!asked.length || !asked.every(known))
    throw new AppError('VALIDATION', { field: 'abilities' }, 'douyin.errors.abilities');
  return [...new Set(asked)];
}

const redirectUri = (platform: Platform) => `${platform.deps.config.publicUrl}${CALLBACK_PATH}`;

export function consentUrl(platform: Platform, userId: string, abilities: string): { url: string } {
  const { client } = requireApp(platform);
  const scopes = [
    BASE_SCOPE,
    ...parseAbilities(abilities).map((ability) => ABILITY_SCOPES[ability]),
  ];
  const state = signState(platform, {
    u: userId,
    n: randomBytes(16).toString('base64url'),
    e: platform.deps.now().getTime() + STATE_TTL_MS,
  });
  return { url: client.consentUrl(scopes, state, redirectUri(platform)) };
}

/** Handles the platform's redirect; answers where the browser goes next. Failures land on the page. */
export async function finishConnect(
  platform: Platform,
  query: { code?: string; state?: string; error?: string },
): Promise<string> {
  const landing = (outcome: string) => `${platform.deps.config.publicUrl}${LANDING}?${outcome}`;
  if (!platform.app) return landing('error=DOUYIN_NOT_CONFIGURED');
  const { db, now } = platform.deps;
  const state = query.state ? readState(platform, query.state) : undefined;
  if (!state || !(await takeDelivery(db, `oauth-state:${state.n}`, 'oauth_state', now())))
    return landing('error=OAUTH_STATE');
  if (query.error || !query.code) return landing('error=OAUTH_FAILED');
  try {
    await connectAccount(platform, state.u, query.code);
    return landing('connected=1');
  } catch (error) {
    if (error instanceof AppError) return landing(`error=${error.code}`);
    platform.log.warn({ err: error }, 'Douyin connection failed');
    return landing(
      error instanceof DouyinCallError ? 'error=DOUYIN_PLATFORM' : 'error=OAUTH_FAILED',
    );
  }
}

async function connectAccount(platform: Platform, userId: string, code: string): Promise<void> {
  const { client } = requireApp(platform);
  const { db, now } = platform.deps;
  const tokens = await client.exchangeCode(code);
  const profile = await client.userInfo({
    openId: tokens.open_id,
    accessToken: tokens.access_token,
  });
  const at = now();
  const values = {
    nickname: profile.nickname,
    avatar: profile.avatar || null,
    scopes: tokens.scope
      .split(',')
      .map((scope) => scope.trim())
      .filter(Boolean),
    accessToken: platform.box.seal(tokens.access_token),
    accessExpiresAt: new Date(at.getTime() + tokens.expires_in * 1000),
    refreshToken: platform.box.seal(tokens.refresh_token),
    refreshExpiresAt: new Date(at.getTime() + (tokens.refresh_expires_in ?? 30 * 86_400) * 1000),
    updatedAt: at,
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await accountByOpenId(db, tokens.open_id);
    // One Atrium user holds a Douyin account at a time: webhooks are routed to it by open_id.
    if (existing && existing.userId !== userId) throw new AppError('DOUYIN_TAKEN');
    if (existing) {
      await reauthorizeAccount(db, existing.id, userId, values);
      return;
    }
    const inserted = await insertAccount(db, {
      ...values,
      userId,
      openId: tokens.open_id,
      settings: DEFAULT_SETTINGS,
    });
    if (inserted) return;
  }
  throw new AppError('DOUYIN_TAKEN');
}
