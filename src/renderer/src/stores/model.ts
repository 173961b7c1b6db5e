// The chat model catalogue as the server reports it (which models exist and which can answer now).
import { create } from 'zustand';
import type { ModelInfo } from '@shared/api/model';
import { modelService } from '../api/model';

interface ModelState {
  models: ModelInfo[];
  status: 'idle' | 'loading' | 'loaded' | 'error';
  fetchModels(): Promise<void>;
}

export const useModelStore = create<ModelState>()((set) => ({
  models: [],
  status: 'idle',
  async fetchModels() {
    set({ status: 'loading' });
    try {
      set({ models: await modelService.list(), status: 'loaded' });
    } catch (error) {
      set({ status: 'error' });
      throw error;
    }
  },
}));
