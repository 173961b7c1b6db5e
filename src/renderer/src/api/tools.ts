// What the image tools ask besides their tasks: the catalogue of what this user may make now (prices, locks,
// availability), and each tool's own calls. All silent: the tools show their failures where they happen.
import { toolsApi } from '@shared/api/tools';
import { imagineTool, type ImagineActionBody } from '@shared/tools/imagine';
import { photoBookTool } from '@shared/tools/photo-book';
import { styleTool } from '@shared/tools/style';
import { call } from './client';

export const toolsService = {
  /** The image models and tools this user may use now, with prices (hundredths). */
  catalogue: () => call(toolsApi.catalogue, { silent: true }),
  /** The style presets, whether each can run now, and this user's price of each. */
  stylePresets: () => call(styleTool.calls.presets, { silent: true }),
  /** Whether a photo-book portrait or style template shows one clear, front-facing face. */
  detectFace: (imageId: string, role: 'portrait' | 'template') =>
    call(photoBookTool.calls.detect, { body: { imageId, role }, silent: true }),
  /** A prompt in English for the image models; `translated` is false when it already was. */
  translatePrompt: (text: string) =>
    call(imagineTool.calls.translate, { body: { text }, silent: true }),
  /** A Midjourney button of a finished task, as a task of its own (vary region with its mask and prompt). */
  pressButton: (body: ImagineActionBody) => call(imagineTool.calls.action, { body, silent: true }),
};
