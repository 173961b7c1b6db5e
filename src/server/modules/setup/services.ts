// Every outside service Atrium can use, read from this server's configuration: whether it is configured, the
// variables that turn it on, and a light request that shows whether it answers (for those that have one).
import type { ServiceStatus, SetupArea } from '@shared/api/setup';
import type { Config } from '../../config';
import { embeddingsModel } from '../../providers/embeddings/catalog';

export interface Probe {
  url: string;
  headers: Record<string, string>;
}

export interface ServiceEntry {
  id: string;
  area: SetupArea;
  settings: string[];
  configured: boolean;
  /** A request whose answer (not 401/403, not 5xx) shows the service is there and takes the key. */
  probe?: Probe;
}

const trim = (url: string) => url.replace(/\/+$/, '');
const bearer = (key: string | undefined): Record<string, string> =>
  key ? { authorization: `Bearer ${key}` } : {};

export function servicesOf(config: Config): ServiceEntry[] {
  const { llm, images } = config;
  return [
    {
      id: 'openai',
      area: 'chat',
      settings: ['OPENAI_API_KEY'],
      configured: Boolean(llm.openai),
      probe: llm.openai && {
        url: `${trim(llm.openai.baseURL ?? 'https://api.openai.com/v1')}/models`,
        headers: bearer(llm.openai.apiKey),
      },
    },
    {
      id: 'anthropic',
      area: 'chat',
      settings: ['ANTHROPIC_API_KEY'],
      configured: Boolean(llm.anthropic),
      probe: llm.anthropic && {
        url: `${trim(llm.anthropic.baseURL ?? 'https://api.anthropic.com')}/v1/models`,
        headers: { 'x-api-key': llm.anthropic.apiKey, 'anthropic-version': '2023-06-01' },
      },
    },
    {
      id: 'openaiCompatible',
      area: 'chat',
      settings: ['OPENAI_COMPATIBLE_BASE_URL'],
      configured: Boolean(llm.openaiCompatible),
      probe: llm.openaiCompatible && {
        url: `${trim(llm.openaiCompatible.baseURL)}/models`,
        headers: bearer(llm.openaiCompatible.apiKey),
      },
    },
    {
      id: 'openaiImages',
      area: 'images',
      settings: ['OPENAI_API_KEY'],
      configured: Boolean(images.openai),
      probe: images.openai && {
        url: `${trim(images.openai.baseURL ?? 'https://api.openai.com/v1')}/models`,
        headers: bearer(images.openai.apiKey),
      },
    },
    {
      id: 'replicate',
      area: 'images',
      settings: ['REPLICATE_API_TOKEN'],
      configured: Boolean(images.replicate),
      probe: images.replicate && {
        url: `${trim(images.replicate.baseURL ?? 'https://api.replicate.com').replace(/\/v1$/, '')}/v1/account`,
        headers: bearer(images.replicate.apiToken),
      },
    },
    { id: 'fal', area: 'images', settings: ['FAL_KEY'], configured: Boolean(images.fal) },
    {
      id: 'midjourney',
      area: 'images',
      settings: ['MJ_PROXY_URL', 'MJ_API_SECRET'],
      configured: Boolean(images.midjourney),
    },
    {
      id: 'stripe',
      area: 'payments',
      settings: [
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_BASIC',
        'STRIPE_PRICE_STANDARD',
        'STRIPE_PRICE_PRO',
      ],
      configured: Boolean(config.stripe),
    },
    { id: 'smtp', area: 'mail', settings: ['SMTP_URL'], configured: Boolean(config.smtpUrl) },
    {
      id: 'google',
      area: 'signIn',
      settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      configured: Boolean(config.google),
    },
    { id: 's3', area: 'storage', settings: ['S3_BUCKET'], configured: Boolean(config.s3) },
    {
      id: 'douyin',
      area: 'social',
      settings: ['DOUYIN_CLIENT_KEY', 'DOUYIN_CLIENT_SECRET'],
      configured: Boolean(config.douyin),
    },
    embeddingsService(config),
  ];
}

function embeddingsService(config: Config): ServiceEntry {
  const embeddings = embeddingsModel(config);
  return {
    id: 'embeddings',
    area: 'knowledge',
    settings: ['EMBEDDINGS_BASE_URL'],
    configured: Boolean(embeddings),
    probe: embeddings && {
      url: `${trim(embeddings.baseURL)}/models`,
      headers: bearer(embeddings.apiKey),
    },
  };
}

/** A service slower than this to answer a light request is as good as not answering for a user. */
const PROBE_TIMEOUT_MS = 4000;

export async function answers(probe: Probe | undefined): Promise<boolean | null> {
  if (!probe) return null;
  try {
    const response = await fetch(probe.url, {
      headers: probe.headers,
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return response.status < 500 && response.status !== 401 && response.status !== 403;
  } catch {
    return false;
  }
}

export async function serviceStatuses(config: Config): Promise<ServiceStatus[]> {
  const entries = servicesOf(config);
  const answered = await Promise.all(
    entries.map((entry) => (entry.configured ? answers(entry.probe) : Promise.resolve(null))),
  );
  return entries.map(({ id, area, settings, configured }, index) => ({
    id,
    area,
    settings,
    configured,
    answering: answered[index] ?? null,
  }));
}
