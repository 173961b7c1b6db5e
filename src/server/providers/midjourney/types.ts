// The Midjourney proxy as the task runner sees it: an imagine, or a follow-up taken from an earlier task's
// buttons, each ending in one image (a 2x2 grid, or one picture after an upscale) and the next buttons.
import type { ImageResult, InputImage, RunContext } from '../image/types';

/** A button of a finished task, as the proxy lists it; follow-ups name its customId, never build one. */
export interface MjButton {
  customId: string;
  emoji: string;
  label: string;
}

export type MidjourneyJob =
  | {
      action: 'imagine';
      /** The whole prompt, parameters (`--ar 3:2`, `--no …`, `--iw 1.5`) included. */
      prompt: string;
      /** Reference images, sent as base64 data URLs. */
      images: InputImage[];
    }
  | {
      /** A follow-up: the proxy's id of the finished parent task and the button pressed. */
      action: 'button';
      parentUpstreamId: string;
      customId: string;
    }
  | {
      /** Vary region ("add element"): the button, then the modal confirmed with the mask and a prompt. */
      action: 'varyRegion';
      parentUpstreamId: string;
      customId: string;
      prompt: string;
      /** PNG, white where the change goes. */
      mask: InputImage;
    };

export interface MidjourneyResult extends ImageResult {
  buttons: MjButton[];
}

export interface MidjourneyProvider {
  readonly id: 'midjourney';
  run(job: MidjourneyJob, context: RunContext): Promise<MidjourneyResult>;
}
