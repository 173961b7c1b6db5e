// Shared setup for renderer tests in jsdom: English messages loaded, storage empty before each test.
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../i18n';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
