// End-to-end tests: Chromium against the product as `npm start` runs it, on a fresh data folder.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';
import {
  DOUYIN_PORT,
  E2E_PORT,
  GOOGLE_PORT,
  IMAGE_PORT,
  LLM_PORT,
  e2eServerEnv,
} from './tests/e2e/server-env';

// Workers inherit the environment, so the folder is made once per run.
process.env.ATRIUM_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const google = `http://127.0.0.1:${GOOGLE_PORT}`;

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
      command: `node node_modules/tsx/dist/cli.mjs tests/fakes/google-server.ts ${GOOGLE_PORT}`,
      url: `${google}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node node_modules/tsx/dist/cli.mjs tests/fakes/llm-server.ts ${LLM_PORT}`,
      port: LLM_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node node_modules/tsx/dist/cli.mjs tests/fakes/image-server.ts ${IMAGE_PORT}`,
      port: IMAGE_PORT + 3,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A loopback Douyin Open Platform: consent page, OAuth, videos, comments and messages.
      command: `node node_modules/tsx/dist/cli.mjs tests/fakes/douyin-server.ts ${DOUYIN_PORT}`,
      url: `http://127.0.0.1:${DOUYIN_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      env: e2eServerEnv(port, process.env.ATRIUM_E2E_DATA_DIR),
    },
  ],
});
