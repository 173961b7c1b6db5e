// OpenAI Images (and OpenAI-compatible relays) over its own wire format with fetch:
// `POST /images/generations` (JSON) for text, `POST /images/edits` (multipart: `image[]` per input image,
// `mask`) when the job has input images. GPT Image models answer base64 PNGs and a usage block; DALL-E
// models (still served by relays) get their own fields (`style`, quality standard | hd, `response_format`)
// and never the GPT Image ones. The API is synchronous: no upstream id, nothing to resume or cancel
// upstream, an abort just drops the request.
import type { ImageRequest, ImageProvider, OutputImage, ProviderError } from './types';
import {
  badOutput,
  call,
  httpError,
  isRecord,
  numbersOf,
  promptBanned,
  type Reply,
} from './upstream';

export interface OpenAIImagesOptions {
  apiKey: string;
  /** Ends in /v1 (default https://api.openai.com/v1); a relay's base URL works the same. */
  baseURL?: string;
}

const SERVICE = 'OpenAI Images';
const DALLE_QUALITIES = ['standard', 'hd'];
const DALLE_STYLES = ['vivid', 'natural'];
/** Codes of a 400 that means the prompt or an image was refused by the safety system. */
const POLICY_CODES = ['content_policy_violation', 'moderation_blocked'];

const isDallE = (model: string) => model.startsWith('dall-e');
/** How many images one call may ask for: DALL-E 3 makes one, the others up to 10. */
const perCall = (model: string) => (model.startsWith('dall-e-3') ? 1 : 10);

const extension = (mime: string) =>
  ({ 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' })[mime] ?? 'png';

/** The image type from the first bytes, or undefined when they are no image we know. */
function sniff(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.toString('latin1', 0, 4) === 'GIF8') return 'image/gif';
  return undefined;
}

function decodeImage(b64: string): OutputImage {
  const clean = b64.replace(/\s+/g, '');
  if (!clean || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean))
    throw badOutput(SERVICE, 'b64_json is not base64');
  const bytes = Buffer.from(clean, 'base64');
  const mime = sniff(bytes);
  if (!mime) throw badOutput(SERVICE, 'b64_json is not an image');
  return { bytes, mime };
}

/** The JSON body of a generation: GPT Image fields or DALL-E fields, never both. */
function generationBody(job: ImageRequest, n: number): Record<string, unknown> {
  const body: Record<string, unknown> = { model: job.model, prompt: job.prompt ?? '', n };
  if (job.size) body.size = job.size;
  if (isDallE(job.model)) {
    if (job.quality && DALLE_QUALITIES.includes(job.quality)) body.quality = job.quality;
    if (job.style && DALLE_STYLES.includes(job.style)) body.style = job.style;
    body.response_format = 'b64_json';
  } else {
    if (job.quality) body.quality = job.quality;
    body.output_format = 'png';
  }
  return body;
}

function editForm(job: ImageRequest, n: number): FormData {
  const form = new FormData();
  const dalle = isDallE(job.model);
  form.append('model', job.model);
  form.append('prompt', job.prompt ?? '');
  form.append('n', String(n));
  if (job.size) form.append('size', job.size);
  // DALL-E 2 (the one DALL-E that edits) takes a single `image`; GPT Image takes `image[]`, one per image.
  const images = dalle ? job.images.slice(0, 1) : job.images;
  images.forEach((image, index) => {
    const blob = new Blob([new Uint8Array(image.bytes)], { type: image.mime });
    form.append(dalle ? 'image' : 'image[]', blob, `image-${index + 1}.${extension(image.mime)}`);
  });
  if (job.mask) {
    const blob = new Blob([new Uint8Array(job.mask.bytes)], { type: job.mask.mime });
    form.append('mask', blob, `mask.${extension(job.mask.mime)}`);
  }
  if (dalle) {
    if (job.quality && DALLE_QUALITIES.includes(job.quality)) form.append('quality', job.quality);
    form.append('response_format', 'b64_json');
  } else {
    if (job.quality) form.append('quality', job.quality);
    form.append('output_format', 'png');
  }
  return form;
}

function failure(reply: Reply): ProviderError {
  const error = isRecord(reply.json) && isRecord(reply.json.error) ? reply.json.error : {};
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : reply.text.slice(0, 300);
  if (reply.status === 400 && (POLICY_CODES.includes(code) || /safety system/i.test(message)))
    return promptBanned(SERVICE, message || code);
  return httpError(SERVICE, reply.status, code ? `${code}: ${message}` : message);
}

function readImages(reply: Reply): { images: OutputImage[]; usage: Record<string, number> } {
  const data = isRecord(reply.json) ? reply.json.data : undefined;
  if (!Array.isArray(data) || data.length === 0)
    throw badOutput(SERVICE, 'no images in the answer');
  const images = data.map((item: unknown): OutputImage => {
    if (isRecord(item) && typeof item.b64_json === 'string') return decodeImage(item.b64_json);
    // A relay that ignores response_format answers addresses; the runner downloads and checks them.
    if (isRecord(item) && typeof item.url === 'string' && /^https?:\/\//.test(item.url))
      return { url: item.url };
    throw badOutput(SERVICE, 'an answer item has neither b64_json nor url');
  });
  return { images, usage: numbersOf(isRecord(reply.json) ? reply.json.usage : undefined) };
}

export function createOpenAIImagesProvider(options: OpenAIImagesOptions): ImageProvider {
  const base = (options.baseURL ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${options.apiKey}` };
  return {
    id: 'openai-images',
    async run(job, context) {
      const edit = job.images.length > 0;
      const images: OutputImage[] = [];
      const usage: Record<string, number> = {};
      const total = Math.max(1, job.count);
      for (let left = total; left > 0;) {
        const n = Math.min(left, perCall(job.model));
        const reply = edit
          ? await call(SERVICE, `${base}/images/edits`, {
              method: 'POST',
              headers,
              body: editForm(job, n),
              signal: context.signal,
            })
          : await call(SERVICE, `${base}/images/generations`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(generationBody(job, n)),
              signal: context.signal,
            });
        if (!reply.ok) throw failure(reply);
        const answer = readImages(reply);
        images.push(...answer.images);
        for (const [key, value] of Object.entries(answer.usage))
          usage[key] = (usage[key] ?? 0) + value;
        left -= n;
        // DALL-E 3 makes one image per call: say how far a multi-image job is.
        if (left > 0) await context.progress(((total - left) / total) * 100);
      }
      return Object.keys(usage).length ? { images, usage } : { images };
    },
  };
}
