// App start (spec section 4): loading, then loaded, or an error with a retry. Loads the model list and,
// only when a session is stored, the current user, in parallel.
import { create } from 'zustand';
import { useModelStore } from './model';
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
      useModelStore.getState().fetchModels(),
      useUserStore.getState().fetchUser(),
    ]);
    set({ status: results.every((result) => result.status === 'fulfilled') ? 'loaded' : 'error' });
  },
}));
