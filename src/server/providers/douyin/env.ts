// The Douyin Open Platform app from the environment: key and secret together or neither.
import * as z from 'zod/mini';
import { optionalText, url, wholeNumber } from '../../env-values';

export const douyinEnvShape = {
  DOUYIN_CLIENT_KEY: optionalText,
  DOUYIN_CLIENT_SECRET: optionalText,
  DOUYIN_BASE_URL: z._default(url('the Douyin Open Platform'), 'https://open.douyin.com'),
  DOUYIN_POLL_AFTER_MINUTES: z._default(wholeNumber(1, 1440), 10),
};

export interface DouyinConfig {
  clientKey: string;
  clientSecret: string;
  baseUrl: string;
  /** Comments are polled for an account when no event reached it for this long (webhooks can stop). */
  pollAfterMinutes: number;
}

type DouyinEnv = z.output<z.ZodMiniObject<typeof douyinEnvShape>>;

/** Unset when neither the key nor the secret is; throws when only one of them is. */
export function douyinConfig(e: DouyinEnv): DouyinConfig | undefined {
  const key = e.DOUYIN_CLIENT_KEY || undefined;
  const secret = e.DOUYIN_CLIENT_SECRET || undefined;
  if (Boolean(key) !== Boolean(secret))
    throw new Error(
      'DOUYIN_CLIENT_KEY and DOUYIN_CLIENT_SECRET must be set together (or both left unset).',
    );
  if (!key || !secret) return undefined;
  return {
    clientKey: key,
    clientSecret: secret,
    baseUrl: e.DOUYIN_BASE_URL,
    pollAfterMinutes: e.DOUYIN_POLL_AFTER_MINUTES,
  };
}
