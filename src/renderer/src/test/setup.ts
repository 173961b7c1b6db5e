// Shared setup for renderer tests in jsdom: every English message loaded; storage and the server-data cache empty
// before each test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { queryClient } from '../app/query-client';
import { initI18n, loadAllMessages } from '../i18n';

// The cache tells its screens about new answers on a timer by default; as microtasks instead they land
// inside act() as React's own updates do, also for tests that run on fake timers.
notifyManager.setScheduler(queueMicrotask);

beforeAll(async () => {
  await initI18n();
  await loadAllMessages();
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  window.localStorage.clear();
});

// React's scheduler runs queued work on setImmediate, in slices of a few milliseconds that each queue the
// next: let it finish while the file's window still exists, or a render queued by a test's last update runs
// after jsdom is gone ("window is not defined"). On a loaded machine a render takes many slices, so give it
// many turns and a moment of wall time, not a fixed three.
afterAll(async () => {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 25));
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
});
