// The desktop suite: Playwright's _electron against the electron-vite build. It runs wherever an Electron
// binary exists (ELECTRON_PATH or an installed electron package) and reports itself skipped elsewhere.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  timeout: 60_000,
  reporter: 'list',
});
