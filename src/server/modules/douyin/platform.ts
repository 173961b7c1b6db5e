// What every part of the platform half shares: the app's client, the token box and the calls made for an
// account with its own token, which keep the account's per-ability failures (the account view shows them).
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import type { DouyinConfig } from '../../providers/douyin/env';
import {
  createDouyinClient,
  type DouyinCaller,
  type DouyinClient,
} from '../../providers/douyin/client';
import { DouyinCallError, isAccessExpired } from '../../providers/douyin/errors';
import { AppError } from '../../http/app-error';
import { clearFailure, recordFailure } from './accounts-repo';
import { createTokenBox, type TokenBox } from './sealed';
import type { AccountRow } from './seams';

export type Ability = 'videos' | 'comments' | 'messages';

/** The scope each ability needs on the consent page. */
export const ABILITY_SCOPES: Record<Ability, string> = {
  videos: 'video.list.bind',
  comments: 'item.comment',
  messages: 'im.direct_message',
};
export const BASE_SCOPE = 'user_info';

export interface Platform {
  deps: Deps;
  log: FastifyBaseLogger;
  box: TokenBox;
  /** Unset when this server has no Douyin app. */
  app?: { config: DouyinConfig; client: DouyinClient };
}

export function createPlatform(deps: Deps, log: FastifyBaseLogger): Platform {
  const config = deps.config.douyin;
  return {
    deps,
    log,
    box: createTokenBox(deps.config.jwtSecret),
    app: config && {
      config,
      client: createDouyinClient({
        clientKey: config.clientKey,
        clientSecret: config.clientSecret,
        baseUrl: config.baseUrl,
      }),
    },
  };
}

export function requireApp(platform: Platform) {
  if (!platform.app) throw new AppError('DOUYIN_NOT_CONFIGURED');
  return platform.app;
}

/** The account's open_id and decrypted access token; an account that lost its tokens must be authorized again. */
export function callerOf(platform: Platform, account: AccountRow): DouyinCaller {
  if (account.state === 'reauthorize' || !account.accessToken)
    throw new AppError('DOUYIN_REAUTHORIZE');
  return { openId: account.openId, accessToken: platform.box.open(account.accessToken) };
}

/**
 * Calls the platform for one ability of the account: a success clears the ability's last failure, a refusal
 * is recorded (the account view says the ability is failing, and why) and thrown. An expired access token is
 * not the ability's fault: it is thrown for the caller to renew and try again.
 */
export async function forAbility<T>(
  platform: Platform,
  account: AccountRow,
  ability: Ability,
  call: (client: DouyinClient, caller: DouyinCaller) => Promise<T>,
): Promise<T> {
  const { client } = requireApp(platform);
  const { db, now } = platform.deps;
  try {
    const answer = await call(client, callerOf(platform, account));
    if (account.failures[ability]) await clearFailure(db, account.id, ability);
    return answer;
  } catch (error) {
    if (error instanceof DouyinCallError && error.code > 0 && !isAccessExpired(error.code))
      await recordFailure(db, account.id, ability, error.code, now());
    throw error;
  }
}
