// The credits follow the signed-in user and the window's focus.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { CreditsSummary } from '@shared/api/billing';
import type { CurrentUser } from '@shared/api/user';
import { billingService } from '../api/billing';
import { followApp, queryClient } from '../app/query-client';
import { AppProviders } from '../app/providers';
import { useUserStore } from '../stores/user';
import { useBillingPage } from './billing';
import { creditKeys, refreshCredits, useCredits } from './credits';

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
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** The window goes to the back, then comes to the front again. */
const refocus = () =>
  act(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
const signIn = (id: string) => act(() => useUserStore.setState({ user: user(id) }));
const signOut = () => act(() => useUserStore.setState({ user: undefined }));
const credits = () => renderHook(() => useCredits(), { wrapper: AppProviders });

let stop: () => void = () => undefined;
beforeEach(() => {
  useUserStore.setState({ user: undefined, status: 'loaded' });
  stop = followApp();
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('the credits', () => {
  it('load after sign-in and are dropped on sign-out', async () => {
    const ask = vi.spyOn(billingService, 'credits').mockResolvedValue(summary(1500));
    const view = credits();
    await flush();
    expect(ask).not.toHaveBeenCalled();
    signIn('a');
    await waitFor(() => expect(view.result.current.data?.total).toBe(1500));
    expect(ask).toHaveBeenCalledTimes(1);
    signOut();
    expect(view.result.current.data).toBeUndefined();
    expect(queryClient.getQueryData(creditKeys.summary('a'))).toBeUndefined();
  });

  it('load at once when the user is already signed in', async () => {
    vi.spyOn(billingService, 'credits').mockResolvedValue(summary(700));
    useUserStore.setState({ user: user('a') });
    const view = credits();
    await waitFor(() => expect(view.result.current.data?.total).toBe(700));
  });

  it('drop an answer that arrives after sign-out', async () => {
    let answer: (value: CreditsSummary) => void = () => undefined;
    vi.spyOn(billingService, 'credits').mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const view = credits();
    signIn('a');
    await flush();
    signOut();
    answer(summary(999));
    await flush();
    expect(view.result.current.data).toBeUndefined();
    expect(queryClient.getQueryData(creditKeys.summary('a'))).toBeUndefined();
  });

  it('are asked again when the window comes back, at most every 5 s, and after a change', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const ask = vi.spyOn(billingService, 'credits').mockResolvedValue(summary(100));
    useUserStore.setState({ user: user('a') });
    credits();
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    now.mockReturnValue(1_000_000 + 4_999);
    refocus();
    await flush();
    expect(ask).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + 5_001);
    refocus();
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(2));
    act(() => refreshCredits());
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(3));
  });

  it('are asked again with the expense log after a change, so the two agree', async () => {
    vi.spyOn(billingService, 'credits').mockResolvedValue(summary(100));
    const log = vi
      .spyOn(billingService, 'expenses')
      .mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 10 });
    useUserStore.setState({ user: user('a') });
    renderHook(() => useBillingPage('expenses', 1), { wrapper: AppProviders });
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    act(() => refreshCredits());
    await waitFor(() => expect(log).toHaveBeenCalledTimes(2));
  });

  it('are not asked for when signed out', async () => {
    const ask = vi.spyOn(billingService, 'credits').mockResolvedValue(summary(100));
    credits();
    refocus();
    await flush();
    expect(ask).not.toHaveBeenCalled();
  });
});
