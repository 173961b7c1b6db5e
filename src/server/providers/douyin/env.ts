// The Douyin Open Platform app from the environment: key and secret together or neither.
import { z } from 'zod';

const douyinEnvShape = {
  DOUYIN_CLIENT_KEY: z.string().trim().optional(),
  DOUYIN_CLIENT_SECRET: z.string().trim().optional(),
  DOUYIN_BASE_URL: z
    .string()
    .trim()
    .url({ message: 'must be a URL (the Douyin Open Platform)' })
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://open.douyin.com'),
  DOUYIN_POLL_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
};

export interface DouyinConfig {
  clientKey: string;
  clientSecret: string;
  baseUrl: string;
  /** Comments are polled for an account when no event reached it for this long (webhooks can stop). */
  pollAfterMinutes: number;
}

export const douyinEnvSchema = z.object(douyinEnvShape);
type DouyinEnv = z.output<typeof douyinEnvSchema>;

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
