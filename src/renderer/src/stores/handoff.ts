// An image handed from My creations to a tool ("use as input"): held until that tool's page takes it, once.
import { create } from 'zustand';
import type { UploadedImage } from '@shared/api/upload';
import type { ToolId } from '@shared/tools/nav';

interface HandoffState {
  handed?: { tool: ToolId; image: UploadedImage };
  hand(tool: ToolId, image: UploadedImage): void;
  /** The image handed to `tool`, if any, forgotten as it is taken. */
  take(tool: ToolId): UploadedImage | undefined;
}

export const useHandoffStore = create<HandoffState>()((set, get) => ({
  handed: undefined,
  hand: (tool, image) => set({ handed: { tool, image } }),
  take(tool) {
    const { handed } = get();
    if (handed?.tool !== tool) return undefined;
    set({ handed: undefined });
    return handed.image;
  },
}));
