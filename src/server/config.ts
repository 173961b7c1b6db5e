// Environment → one typed config, validated at start. A bad value stops the server with a message that names
// the variable and what it expects.
import * as z from 'zod/mini';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { s3OptionsFromEnv } from './providers/storage/s3-env';
import type { S3StorageOptions } from './providers/storage/s3';
import { douyinConfig, douyinEnvShape, type DouyinConfig } from './providers/douyin/env';
import {
  matching,
  oneOf,
  optional,
  optionalText,
  requiredText,
  url,
  wholeNumber,
} from './env-values';
import { ConfigError, part } from './config-error';

export { ConfigError };

/** A rate limit (how many per minute or per hour), `fallback` when unset. */
const perPeriod = (fallback: number) => z._default(wholeNumber(1, 100_000), fallback);

const envSchema = z.object({
  PORT: z._default(wholeNumber(0, 65535), 8787),
  HOST: requiredText('127.0.0.1'),
  DATA_DIR: requiredText('./data'),
  DATABASE_URL: optional(
    matching(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  PUBLIC_URL: optional(url('e.g. https://atrium.example.com')),
  JWT_SECRET: optional(
    z.string().check(z.minLength(32, { error: 'must be at least 32 characters' })),
  ),
  TRUST_PROXY: optionalText,
  SMTP_URL: optional(matching(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: requiredText('Atrium <no-reply@localhost>', 3),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: z._default(
    url('Google authorization endpoint'),
    'https://accounts.google.com/o/oauth2/v2/auth',
  ),
  GOOGLE_TOKEN_URL: z._default(url('Google token endpoint'), 'https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z._default(
    url('Google userinfo endpoint'),
    'https://openidconnect.googleapis.com/v1/userinfo',
  ),
  ADMIN_EMAILS: optionalText,
  LOG_LEVEL: z._default(
    oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  NODE_ENV: optionalText,
  WEB_DIR: optionalText,
  MODEL_CATALOG: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_BASE_URL: optionalText,
  OPENAI_COMPATIBLE_BASE_URL: optionalText,
  OPENAI_COMPATIBLE_API_KEY: optionalText,
  EMBEDDINGS_BASE_URL: optional(url('an OpenAI-compatible API base, ending in /v1')),
  EMBEDDINGS_API_KEY: optionalText,
  EMBEDDINGS_MODEL: optionalText,
  PRICE_TABLE: optionalText,
  CHAT_MAX_OUTPUT_TOKENS: z._default(wholeNumber(64, 200_000), 4096),
  CHAT_TIMEOUT_MS: z._default(wholeNumber(1000), 60_000),
  IMAGE_CATALOG: optionalText,
  OPENAI_IMAGES_API_KEY: optionalText,
  OPENAI_IMAGES_BASE_URL: optional(url('OpenAI Images API base, ending in /v1')),
  REPLICATE_API_TOKEN: optionalText,
  REPLICATE_BASE_URL: optional(url('Replicate API base')),
  FAL_KEY: optionalText,
  FAL_QUEUE_URL: optional(url('fal queue base')),
  MJ_PROXY_URL: optional(url('the midjourney-proxy server')),
  MJ_API_SECRET: optionalText,
  TASK_MAX_ACTIVE_PER_USER: z._default(wholeNumber(1, 100), 4),
  SIGNIN_CODES_PER_IP_PER_HOUR: perPeriod(20),
  SIGNIN_REQUESTS_PER_MINUTE: perPeriod(20),
  TASK_LEASE_MS: z._default(wholeNumber(1000, 600_000), 30_000),
  REQUEST_TIMEOUT_MS: z._default(wholeNumber(1000, 600_000), 30_000),
  MAX_CONNECTIONS_PER_IP: z._default(wholeNumber(0, 100_000), 64),
  MAX_STREAMS_PER_USER: z._default(wholeNumber(1, 1000), 8),
  EGRESS_ALLOW_HOSTS: optionalText,
  CHAT_SENDS_PER_MINUTE: perPeriod(30),
  FACE_CHECKS_PER_MINUTE: perPeriod(10),
  WIDGET_SESSIONS_PER_MINUTE: perPeriod(20),
  WIDGET_MESSAGES_PER_MINUTE: perPeriod(10),
  WIDGET_BOT_MESSAGES_PER_MINUTE: perPeriod(120),
  FEED_LIKES_PER_MINUTE: perPeriod(60),
  REPORTS_TO_HIDE: z._default(wholeNumber(1, 1000), 3),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_BASIC: optionalText,
  STRIPE_PRICE_STANDARD: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  /** Only to point the Stripe client at a local stand-in (tests, stripe-mock). */
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.optional(wholeNumber(1, 65535)),
  STRIPE_API_PROTOCOL: optional(oneOf(['http', 'https'])),
  ...douyinEnvShape,
});

const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_BASIC',
  'STRIPE_PRICE_STANDARD',
  'STRIPE_PRICE_PRO',
] as const;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids of the monthly plans. */
  planPrices: { basic: string; standard: string; pro: string };
  api?: { host: string; port?: number; protocol?: 'http' | 'https' };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  jwtSecret: string;
  /** Fastify's trustProxy: false, true, a hop count or an address list. */
  trustProxy: boolean | number | string;
  smtpUrl?: string;
  mailFrom: string;
  google?: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    userinfoUrl: string;
  };
  adminEmails: Set<string>;
  logLevel: string;
  /** `npm run dev` (NODE_ENV=development): the API reference is served at /api/docs. */
  development: boolean;
  webDir: string;
  modelCatalog?: string;
  /** How to reach each configured language-model provider. */
  llm: {
    /** Keys named by catalogue entries (`apiKeyEnv`) of extra OpenAI-compatible endpoints. */
    env: Record<string, string | undefined>;
    openai?: { apiKey: string; baseURL?: string };
    anthropic?: { apiKey: string; baseURL?: string };
    openaiCompatible?: { baseURL: string; apiKey?: string };
  };
  /**
   * Text embeddings for bots' knowledge (search by meaning): the endpoint, its key and the id of the model
   * catalogue's `embeddings` entry (unset: the first). All unset: bots search by keywords only.
   */
  embeddings: { baseURL?: string; apiKey?: string; model?: string };
  priceTable?: string;
  chat: {
    /** The longest answer one request may ask for (the hold covers it); a model's own limit can be lower. */
    maxOutputTokens: number;
    /** Longest wait for the first token, and between tokens, before the answer fails as timed out. */
    timeoutMs: number;
  };
  /** Douyin auto-reply's app; unset: the Douyin page says it is not configured. */
  douyin?: DouyinConfig;
  /** Unset when payments are not configured: buy buttons say so, admin grants still work. */
  stripe?: StripeConfig;
  /** Sign-in codes one address may ask for in an hour (raise it when many users share one address). */
  signInCodesPerIpPerHour: number;
  /** Sign-in calls (codes asked and tried, Google starts and returns) one address may make in a minute. */
  signInRequestsPerMinute: number;
  /** Host names a user-given URL may reach even though they resolve to a private address. */
  egressAllowHosts: string[];
  /** What one client may hold of the server. */
  limits: {
    /** Longest a request may take to arrive whole (headers and body); a slower one is cut. */
    requestTimeoutMs: number;
    /** Open connections one network address may hold at once; 0: no cap (behind a proxy that caps). */
    connectionsPerIp: number;
    /** Event streams (answers being followed) one user may hold open at once. */
    streamsPerUser: number;
    /** Messages one user may send to a model in a minute (chat, Mo chat, helper, tokens). */
    chatSendsPerMinute: number;
    /** Face checks (photo book) one user may ask for in a minute: each decodes a large image. */
    faceChecksPerMinute: number;
  };
  /** What the visitors of bots' websites may ask for (they pay nothing: the bot's owner does). */
  widget: {
    /** Visitor sessions one network address may start in a minute. */
    sessionsPerMinute: number;
    /** Questions one network address may ask bots in a minute. */
    messagesPerMinute: number;
    /** Questions one bot may be asked by all its visitors in a minute. */
    botMessagesPerMinute: number;
  };
  /** The feed's rules that are settings. */
  community: {
    /** Likes and unlikes one user may send in a minute. */
    likesPerMinute: number;
    /** Open reports that take a feed item out of the feed until a moderator looks. */
    reportsToHide: number;
  };
  /** An S3-compatible bucket for uploads and results (S3_*); unset: the folder DATA_DIR/files. */
  s3?: S3StorageOptions;
  /** The image providers that are configured, and the image catalogue file. */
  images: {
    catalog?: string;
    /** OpenAI Images: its own key and base, else the chat's OPENAI_API_KEY and OPENAI_BASE_URL. */
    openai?: { apiKey: string; baseURL?: string };
    replicate?: { apiToken: string; baseURL?: string };
    fal?: { apiKey: string; queueURL?: string };
    midjourney?: { baseURL: string; apiSecret: string };
    /** Unfinished tasks one user may have at once ("Please wait for the request to finish." past it). */
    maxActivePerUser: number;
    /**
     * How long a worker's claim on a task lasts without a heartbeat (renewed every third of it): how soon
     * another process takes over the tasks of one that died.
     */
    leaseMs: number;
  };
}

function imagesConfig(e: z.output<typeof envSchema>): Config['images'] {
  const openaiKey = e.OPENAI_IMAGES_API_KEY ?? e.OPENAI_API_KEY;
  if (e.MJ_PROXY_URL && !e.MJ_API_SECRET)
    throw new ConfigError(
      "MJ_API_SECRET: must be set with MJ_PROXY_URL (the proxy's mj-api-secret)",
    );
  return {
    catalog: e.IMAGE_CATALOG,
    openai: openaiKey
      ? { apiKey: openaiKey, baseURL: e.OPENAI_IMAGES_BASE_URL ?? e.OPENAI_BASE_URL }
      : undefined,
    replicate: e.REPLICATE_API_TOKEN
      ? { apiToken: e.REPLICATE_API_TOKEN, baseURL: e.REPLICATE_BASE_URL }
      : undefined,
    fal: e.FAL_KEY ? { apiKey: e.FAL_KEY, queueURL: e.FAL_QUEUE_URL } : undefined,
    midjourney:
      e.MJ_PROXY_URL && e.MJ_API_SECRET
        ? { baseURL: e.MJ_PROXY_URL, apiSecret: e.MJ_API_SECRET }
        : undefined,
    maxActivePerUser: e.TASK_MAX_ACTIVE_PER_USER,
    leaseMs: e.TASK_LEASE_MS,
  };
}

/** The project root, whether running from source (src/server) or the bundle (out/server). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The JWT secret: from the environment, else made once and kept in the data folder (owner-only). */
function jwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Pure but for the JWT secret file; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = z.safeParse(envSchema, env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or both left unset).',
    );
  }
  const stripeSet = STRIPE_REQUIRED.filter((name) => e[name]);
  if (stripeSet.length && stripeSet.length < STRIPE_REQUIRED.length) {
    const missing = STRIPE_REQUIRED.filter((name) => !e[name]);
    throw new ConfigError(
      `Invalid configuration:\n  payments need all of ${STRIPE_REQUIRED.join(', ')}; missing: ${missing.join(', ')}`,
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    jwtSecret: jwtSecret(dataDir, e.JWT_SECRET),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            userinfoUrl: e.GOOGLE_USERINFO_URL,
          }
        : undefined,
    adminEmails: new Set(
      (e.ADMIN_EMAILS ?? '')
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    ),
    logLevel: e.LOG_LEVEL,
    development: e.NODE_ENV === 'development',
    webDir: resolve(e.WEB_DIR ?? join(projectRoot, 'out/web')),
    modelCatalog: e.MODEL_CATALOG,
    llm: {
      env,
      openai: e.OPENAI_API_KEY
        ? { apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL }
        : undefined,
      anthropic: e.ANTHROPIC_API_KEY
        ? { apiKey: e.ANTHROPIC_API_KEY, baseURL: e.ANTHROPIC_BASE_URL }
        : undefined,
      openaiCompatible: e.OPENAI_COMPATIBLE_BASE_URL
        ? { baseURL: e.OPENAI_COMPATIBLE_BASE_URL, apiKey: e.OPENAI_COMPATIBLE_API_KEY }
        : undefined,
    },
    embeddings: {
      baseURL: e.EMBEDDINGS_BASE_URL,
      apiKey: e.EMBEDDINGS_API_KEY,
      model: e.EMBEDDINGS_MODEL,
    },
    priceTable: e.PRICE_TABLE,
    chat: { maxOutputTokens: e.CHAT_MAX_OUTPUT_TOKENS, timeoutMs: e.CHAT_TIMEOUT_MS },
    images: imagesConfig(e),
    community: { likesPerMinute: e.FEED_LIKES_PER_MINUTE, reportsToHide: e.REPORTS_TO_HIDE },
    s3: part(() => s3OptionsFromEnv(env)),
    douyin: part(() => douyinConfig(e)),
    signInCodesPerIpPerHour: e.SIGNIN_CODES_PER_IP_PER_HOUR,
    signInRequestsPerMinute: e.SIGNIN_REQUESTS_PER_MINUTE,
    egressAllowHosts: (e.EGRESS_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    limits: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      connectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
      streamsPerUser: e.MAX_STREAMS_PER_USER,
      chatSendsPerMinute: e.CHAT_SENDS_PER_MINUTE,
      faceChecksPerMinute: e.FACE_CHECKS_PER_MINUTE,
    },
    widget: {
      sessionsPerMinute: e.WIDGET_SESSIONS_PER_MINUTE,
      messagesPerMinute: e.WIDGET_MESSAGES_PER_MINUTE,
      botMessagesPerMinute: e.WIDGET_BOT_MESSAGES_PER_MINUTE,
    },
    stripe:
      e.STRIPE_SECRET_KEY &&
      e.STRIPE_WEBHOOK_SECRET &&
      e.STRIPE_PRICE_BASIC &&
      e.STRIPE_PRICE_STANDARD &&
      e.STRIPE_PRICE_PRO
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            planPrices: {
              basic: e.STRIPE_PRICE_BASIC,
              standard: e.STRIPE_PRICE_STANDARD,
              pro: e.STRIPE_PRICE_PRO,
            },
            api: e.STRIPE_API_HOST
              ? {
                  host: e.STRIPE_API_HOST,
                  port: e.STRIPE_API_PORT,
                  protocol: e.STRIPE_API_PROTOCOL,
                }
              : undefined,
          }
        : undefined,
  };
}
