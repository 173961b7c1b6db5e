// The signed-in user's credits: balance, buckets and plan. Loaded after sign-in, cleared on sign-out, and
// refreshed when the window comes back (at most once per 30 s) and after anything that changes it.
import { create } from 'zustand';
import type { CreditsSummary } from '@shared/api/billing';
import { billingService } from '../api/billing';
import { useUserStore } from './user';

/** The least time between two refreshes caused by the window regaining focus. */
export const FOCUS_REFRESH_MS = 30_000;

interface CreditsState {
  summary?: CreditsSummary;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** When the last refresh started (ms), to space out focus refreshes. */
  askedAt: number;
  refresh(): Promise<void>;
  /** A call that answers the summary (change plan, cancel) saves a request. */
  setSummary(summary: CreditsSummary): void;
  clear(): void;
}

let inFlight: Promise<void> | undefined;
/** Bumped on sign-out: an answer that arrives after it belongs to the previous user and is dropped. */
let generation = 0;

export const useCreditsStore = create<CreditsState>()((set, get) => ({
  summary: undefined,
  status: 'idle',
  askedAt: 0,
  refresh() {
    if (inFlight) return inFlight;
    const asked = generation;
    set({ askedAt: Date.now(), status: get().summary ? get().status : 'loading' });
    const request = billingService
      .credits()
      .then(
        (summary) => {
          if (asked === generation) set({ summary, status: 'loaded' });
        },
        () => {
          if (asked === generation) set({ status: 'error' });
        },
      )
      .finally(() => {
        if (inFlight === request) inFlight = undefined;
      });
    inFlight = request;
    return request;
  },
  setSummary(summary) {
    set({ summary, status: 'loaded' });
  },
  clear() {
    generation += 1;
    inFlight = undefined;
    set({ summary: undefined, status: 'idle', askedAt: 0 });
  },
}));

/** Follows the user store and the window's focus. Returns the stop function. */
export function startCreditsSync(): () => void {
  const store = useCreditsStore.getState;
  const stopUser = useUserStore.subscribe((state, previous) => {
    if (state.user?.id === previous.user?.id) return;
    store().clear();
    if (state.user) void store().refresh();
  });
  if (useUserStore.getState().user && store().status === 'idle') void store().refresh();
  const onFocus = () => {
    if (!useUserStore.getState().user) return;
    if (Date.now() - store().askedAt < FOCUS_REFRESH_MS) return;
    void store().refresh();
  };
  window.addEventListener('focus', onFocus);
  return () => {
    stopUser();
    window.removeEventListener('focus', onFocus);
  };
}
