// End-to-end tests: Chromium against the product as `npm start` runs it, on a fresh data folder.
import { defineConfig } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

// Workers inherit the environment, so the folder is made once per run.
process.env.ATRIUM_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
const port = Number(process.env.ATRIUM_E2E_PORT ?? 8797);
const baseURL = `http://127.0.0.1:${port}`;
const googlePort = port + 1;
const google = `http://127.0.0.1:${googlePort}`;
/** The loopback OpenAI here, Anthropic on the next port. */
const llmPort = port + 2;
/** The loopback OpenAI Images here, then Replicate, fal and the Midjourney proxy (tests/fakes/image-server.ts). */
const imagePort = port + 4;

/**
 * The shipped price table with the image models and tools open to free accounts, so the browser tests need
 * no subscription (the chat models keep their free-plan locks, which chat.spec.ts shows).
 */
function e2ePriceTable(dataDir: string): string {
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

export default defineConfig({
  testDir: 'tests/e2e',
  // The e2e tests import shared rules and the desktop's checks to compare answers.
  tsconfig: './tsconfig.tools.json',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // A loopback Google, so the browser can walk the whole Google sign-in.
      command: `node node_modules/tsx/dist/cli.mjs tests/fakes/google-server.ts ${googlePort}`,
      url: `${google}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node node_modules/tsx/dist/cli.mjs tests/fakes/llm-server.ts ${llmPort}`,
      port: llmPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node node_modules/tsx/dist/cli.mjs tests/fakes/image-server.ts ${imagePort}`,
      port: imagePort + 3,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.ATRIUM_E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        ADMIN_EMAILS: 'admin@atrium.test,chat-admin@atrium.test',
        GOOGLE_CLIENT_ID: 'atrium-test.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'test-secret',
        GOOGLE_AUTH_URL: `${google}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${google}/token`,
        GOOGLE_USERINFO_URL: `${google}/v1/userinfo`,
        OPENAI_API_KEY: 'sk-e2e',
        OPENAI_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
        ANTHROPIC_API_KEY: 'sk-ant-e2e',
        ANTHROPIC_BASE_URL: `http://127.0.0.1:${llmPort + 1}/v1`,
        // Every test signs in from 127.0.0.1: more than one address's hourly share of codes.
        SIGNIN_CODES_PER_IP_PER_HOUR: '1000',
        PRICE_TABLE: e2ePriceTable(process.env.ATRIUM_E2E_DATA_DIR),
        OPENAI_IMAGES_API_KEY: 'sk-e2e-images',
        OPENAI_IMAGES_BASE_URL: `http://127.0.0.1:${imagePort}/v1`,
        // No Replicate: the upscaler runs on sharp, as on a server with no keys; SDXL and Flux go to fal.
        FAL_KEY: 'fal-e2e',
        FAL_QUEUE_URL: `http://127.0.0.1:${imagePort + 2}`,
        MJ_PROXY_URL: `http://127.0.0.1:${imagePort + 3}`,
        MJ_API_SECRET: 'mj-e2e',
      },
    },
  ],
});
