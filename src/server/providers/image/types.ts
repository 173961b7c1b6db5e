// What the task runner asks of an image provider, and what it gets back. Each adapter speaks one service's
// real API (OpenAI Images, Replicate, fal, the Midjourney proxy, sharp on this machine); the runner knows
// only this interface.

/** An image handed to a provider: the bytes as stored in Atrium (an upload or an earlier result). */
export interface InputImage {
  bytes: Buffer;
  mime: string;
  width: number;
  height: number;
}

/** What a provider is asked to make, built by a tool (modules/tasks/tools) from the user's parameters. */
export interface ImageRequest {
  /** The upstream model name from the image catalogue (`gpt-image-1`, `black-forest-labs/flux-schnell`…). */
  model: string;
  prompt?: string;
  negativePrompt?: string;
  /** How many images to make (1 when the provider makes one at a time). */
  count: number;
  /** `1024x1024`, `1536x1024`… or `auto`. */
  size?: string;
  /** gpt-image: low | medium | high | auto. DALL-E through a relay: standard | hd. */
  quality?: string;
  /** DALL-E through a relay: vivid | natural. */
  style?: string;
  /** Reference or input images, in the order the recipe chose. */
  images: InputImage[];
  /** A PNG whose transparent area is the part to change (OpenAI edits). */
  mask?: InputImage;
  /** Provider-specific input the recipe sets (Replicate/fal `input` fields, e.g. `{scale: 4}`). */
  extra?: Record<string, unknown>;
}

/** A finished image, as bytes or as an address the runner downloads (and checks) itself. */
export type OutputImage = { bytes: Buffer; mime: string } | { url: string };

export interface ImageResult {
  images: OutputImage[];
  /** What the provider reported using, kept with the task for the record. */
  usage?: Record<string, number>;
}

/** What a provider may do while it works; the runner stores progress and the upstream id at once. */
export interface RunContext {
  /** Aborted on cancel, timeout or shutdown: stop waiting, and cancel upstream where the API allows. */
  signal: AbortSignal;
  /** 0–100. */
  progress(percent: number): Promise<void>;
  /**
   * Set when the provider has accepted the job and given it an id: from then on a restarted server resumes
   * waiting for that job instead of submitting it again (no second charge upstream, no second image).
   */
  accepted(upstreamId: string): Promise<void>;
  /** The id given to `accepted` by an earlier run of this same task (a resume after a restart). */
  upstreamId?: string;
}

/**
 * Why a job did not finish, in the runner's terms: `transient` is tried again with backoff (network, 5xx,
 * 429); the others end the task failed with `code` (an error code users read, see src/shared/api/errors.ts).
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly kind: 'transient' | 'rejected' | 'failed',
    readonly code: string,
    message: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export interface ImageProvider {
  /** `openai-images`, `replicate`, `fal`, `sharp`… as named in the image catalogue. */
  readonly id: string;
  run(job: ImageRequest, context: RunContext): Promise<ImageResult>;
}
