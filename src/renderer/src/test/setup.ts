// Shared setup for renderer tests in jsdom: English messages loaded, storage empty before each test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../i18n';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// React's scheduler runs queued work on setImmediate: let it finish while the file's window still exists,
// or a render queued by a test's last update runs after jsdom is gone ("window is not defined").
afterAll(async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
});
