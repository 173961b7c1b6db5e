// The desktop suite: Playwright's _electron against the electron-vite build. It runs wherever an Electron
// binary exists (ELECTRON_PATH or an installed electron package) and reports itself skipped elsewhere.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  // Its own folder: the default is the project's, which would wipe the Chromium run's screenshots and traces
  // (the suite runs after it) before anyone could read why a journey failed.
  outputDir: 'test-results',
  testMatch: '**/*.spec.ts',
  workers: 1,
  timeout: 60_000,
  reporter: 'list',
});
