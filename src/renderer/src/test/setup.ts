// Shared setup for renderer tests in jsdom: every English message loaded; storage and the server-data cache empty
// before each test.
import { closeImmediates, pendingImmediates } from './pending-immediates';
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
// after jsdom is gone ("window is not defined"). A late lazy page or answer can queue more after a quiet
// moment, so wait until nothing has been queued for a while (bounded, for a test that never settles).
afterAll(async () => {
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + 5000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await settle(5);
    if (pendingImmediates() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 100) break;
  }
  // Work still queued now or later (a screen that keeps rendering, a lazy page that loads past the wait) would
  // run after jsdom is gone, in the next file's time: it is dropped.
  closeImmediates();
});
