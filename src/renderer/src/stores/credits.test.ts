// The credits store follows the signed-in user and the window's focus.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditsSummary } from '@shared/api/billing';
import type { CurrentUser } from '@shared/api/user';
import { billingService } from '../api/billing';
import { FOCUS_REFRESH_MS, startCreditsSync, useCreditsStore } from './credits';
import { useUserStore } from './user';

const user = (id: string): CurrentUser => ({
  id,
  email: `${id}@example.com`,
  name: id,
  avatar: null,
  locale: 'en-US',
  role: 'user',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const summary = (total: number): CreditsSummary => ({
  total,
  held: 0,
  buckets: [{ bucket: 'forever', amount: total, expiresAt: null }],
  plan: null,
  subscribed: false,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;
beforeEach(() => {
  useUserStore.setState({ user: undefined, status: 'loaded' });
  useCreditsStore.getState().clear();
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('the credits store', () => {
  it('loads after sign-in and forgets on sign-out', async () => {
    const credits = vi.spyOn(billingService, 'credits').mockResolvedValue(summary(1500));
    stop = startCreditsSync();
    expect(credits).not.toHaveBeenCalled();
    useUserStore.setState({ user: user('a') });
    await flush();
    expect(credits).toHaveBeenCalledTimes(1);
    expect(useCreditsStore.getState().summary?.total).toBe(1500);
    useUserStore.setState({ user: undefined });
    expect(useCreditsStore.getState().summary).toBeUndefined();
  });

  it('loads at once when the user is already signed in', async () => {
    vi.spyOn(billingService, 'credits').mockResolvedValue(summary(700));
    useUserStore.setState({ user: user('a') });
    stop = startCreditsSync();
    await flush();
    expect(useCreditsStore.getState().summary?.total).toBe(700);
  });

  it('drops an answer that arrives after sign-out', async () => {
    let answer: (value: CreditsSummary) => void = () => undefined;
    vi.spyOn(billingService, 'credits').mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    stop = startCreditsSync();
    useUserStore.setState({ user: user('a') });
    useUserStore.setState({ user: undefined });
    answer(summary(999));
    await flush();
    expect(useCreditsStore.getState().summary).toBeUndefined();
  });

  it('refreshes on focus at most once per 30 s', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const credits = vi.spyOn(billingService, 'credits').mockResolvedValue(summary(100));
    stop = startCreditsSync();
    useUserStore.setState({ user: user('a') });
    await flush();
    expect(credits).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + FOCUS_REFRESH_MS - 1);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(credits).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + FOCUS_REFRESH_MS);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(credits).toHaveBeenCalledTimes(2);
  });

  it('does not ask for credits on focus when signed out', async () => {
    const credits = vi.spyOn(billingService, 'credits').mockResolvedValue(summary(100));
    stop = startCreditsSync();
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(credits).not.toHaveBeenCalled();
  });
});
