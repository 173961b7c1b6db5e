// How the browser tests run Atrium: the ports of the loopback services playwright.config.ts starts, and the
// environment of a server pointed at them (admins, the sign-in limit, the e2e price table). The config starts
// the main server with it; payments-server.ts starts a second one, with a loopback Stripe, for one spec.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.ATRIUM_E2E_PORT ?? 8797);
export const GOOGLE_PORT = E2E_PORT + 1;
/** The loopback OpenAI here, Anthropic on the next port. */
export const LLM_PORT = E2E_PORT + 2;
/** The loopback OpenAI Images here, then Replicate, fal and the Midjourney proxy (tests/fakes/image-server.ts). */
export const IMAGE_PORT = E2E_PORT + 4;
/** The loopback Douyin Open Platform (tests/fakes/douyin-server.ts). */
export const DOUYIN_PORT = E2E_PORT + 10;

/**
 * The shipped price table with the image models and tools open to free accounts, so the browser tests need
 * no subscription (the chat models keep their free-plan locks, which chat.spec.ts shows).
 */
export function e2ePriceTable(dataDir: string): string {
  const table = JSON.parse(readFileSync('src/server/defaults/prices.json', 'utf8')) as {
    freeModels: string[];
  };
  table.freeModels.push(
    'midjourney',
    'gpt-image',
    'goods',
    'doodle',
    'cosplay',
    'style',
    'ghibli',
    'face',
  );
  const file = join(dataDir, 'prices.e2e.json');
  writeFileSync(file, JSON.stringify(table));
  return file;
}

/** A server on `port` with its data in `dataDir`, talking to the loopback services. */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  const google = `http://127.0.0.1:${GOOGLE_PORT}`;
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    ADMIN_EMAILS:
      'admin@atrium.test,chat-admin@atrium.test,console-admin@atrium.test,news-admin@atrium.test,stats-admin@atrium.test,catalogue-admin@atrium.test,content-admin@atrium.test',
    GOOGLE_CLIENT_ID: 'atrium-test.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_AUTH_URL: `${google}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${google}/token`,
    GOOGLE_USERINFO_URL: `${google}/v1/userinfo`,
    OPENAI_API_KEY: 'sk-e2e',
    OPENAI_BASE_URL: `http://127.0.0.1:${LLM_PORT}/v1`,
    ANTHROPIC_API_KEY: 'sk-ant-e2e',
    ANTHROPIC_BASE_URL: `http://127.0.0.1:${LLM_PORT + 1}/v1`,
    // Every test signs in from 127.0.0.1: more than one address's hourly share of codes.
    SIGNIN_CODES_PER_IP_PER_HOUR: '1000',
    // …and as many sign-in calls a minute: one worker signs a user in every few seconds.
    SIGNIN_REQUESTS_PER_MINUTE: '1000',
    PRICE_TABLE: e2ePriceTable(dataDir),
    OPENAI_IMAGES_API_KEY: 'sk-e2e-images',
    OPENAI_IMAGES_BASE_URL: `http://127.0.0.1:${IMAGE_PORT}/v1`,
    // No Replicate: the upscaler runs on sharp, as on a server with no keys; SDXL and Flux go to fal.
    FAL_KEY: 'fal-e2e',
    FAL_QUEUE_URL: `http://127.0.0.1:${IMAGE_PORT + 2}`,
    MJ_PROXY_URL: `http://127.0.0.1:${IMAGE_PORT + 3}`,
    MJ_API_SECRET: 'mj-e2e',
    // Web pages a test serves itself on loopback may be read as knowledge (only under this name: every
    // other private address is still refused).
    EGRESS_ALLOW_HOSTS: 'localhost',
    DOUYIN_CLIENT_KEY: 'aw-test-client',
    DOUYIN_CLIENT_SECRET: 'dy-test-secret',
    DOUYIN_BASE_URL: `http://127.0.0.1:${DOUYIN_PORT}`,
  };
}
