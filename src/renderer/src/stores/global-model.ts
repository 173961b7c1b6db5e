// The model chosen for chat across the app, remembered on this device.
import { create } from 'zustand';
import { platform } from '../platform';

const KEY = 'globalModel';

interface GlobalModelState {
  name?: string;
  choose(name: string): void;
}

export const useGlobalModelStore = create<GlobalModelState>()((set) => ({
  name: platform.storage.get<string>(KEY),
  choose(name) {
    platform.storage.set(KEY, name);
    set({ name });
  },
}));
