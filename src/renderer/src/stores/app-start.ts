// App start: loading, then loaded, or an error with a retry. Asks for the model list and, only when a session
// is stored, the current user, in parallel.
import { create } from 'zustand';
import { queryClient } from '../app/query-client';
import { modelsQuery } from '../queries/models';
import { useUserStore } from './user';

interface AppStartState {
  status: 'loading' | 'loaded' | 'error';
  start(): Promise<void>;
}

export const useAppStartStore = create<AppStartState>()((set) => ({
  status: 'loading',
  async start() {
    set({ status: 'loading' });
    const results = await Promise.allSettled([
      queryClient.fetchQuery(modelsQuery),
      useUserStore.getState().fetchUser(),
    ]);
    set({ status: results.every((result) => result.status === 'fulfilled') ? 'loaded' : 'error' });
  },
}));
