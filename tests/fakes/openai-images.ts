// A loopback OpenAI Images API: `POST /v1/images/generations` (JSON) and `POST /v1/images/edits`
// (multipart: `image` or `image[]` parts, `mask`), also without the /v1 prefix. Wire format as OpenAI's:
// Bearer API key, `data[].b64_json` of real PNGs of the requested size (1024x1024 for `auto`), the GPT Image
// usage block, OpenAI's error bodies. Checks what the real API checks and a careless adapter would trip on:
// GPT Image models refuse `style` and `response_format`, DALL-E models refuse the GPT Image fields, DALL-E 3
// makes one image per call, sizes and qualities per model, a mask must be a PNG with alpha the size of the
// first image. DALL-E without `response_format: 'b64_json'` answers URLs served by the fake.
// `script` steers delays, HTTP errors, a refused prompt and a garbage answer.
import sharp from 'sharp';
import {
  colourFor,
  newId,
  readSize,
  sendJson,
  solidPng,
  startImageServer,
  takeStatus,
  type Colour,
  type ImageFakeBase,
  type MultipartPart,
} from './image-common';

export type PolicyCode = 'content_policy_violation' | 'moderation_blocked';

export interface OpenAIImagesScript {
  /** Wait before answering any API call. */
  delayMs: number;
  /** Answer every API call with this HTTP error, in OpenAI's format. */
  status: 429 | 500 | 503 | undefined;
  /** How many calls get `status` before it clears itself (unset: every call). */
  statusCount: number | undefined;
  /** Refuse every prompt with OpenAI's safety error (`true`: content_policy_violation). */
  policyViolation: boolean | PolicyCode;
  /** Answer 200 with base64 that is no image. */
  garbage: boolean;
  /** The colour of the first image of an answer (the next ones shift from it). */
  colour: Colour;
}

export type OpenAIImagesFakeOptions = Partial<OpenAIImagesScript> & {
  apiKey?: string;
  port?: number;
};

export interface FakeOpenAIImages extends ImageFakeBase<OpenAIImagesScript> {
  /** Base URL ending in /v1. */
  url: string;
  apiKey: string;
  env: { OPENAI_API_KEY: string; OPENAI_BASE_URL: string };
}

const GPT_IMAGE_SIZES = ['1024x1024', '1536x1024', '1024x1536', 'auto'];
const SIZES: Record<string, string[]> = {
  'dall-e-2': ['256x256', '512x512', '1024x1024'],
  'dall-e-3': ['1024x1024', '1792x1024', '1024x1792'],
};
const QUALITIES: Record<string, string[]> = {
  'dall-e-2': ['standard'],
  'dall-e-3': ['standard', 'hd'],
};
const GPT_IMAGE_QUALITIES = ['low', 'medium', 'high', 'auto'];
/** Fields only GPT Image models know. */
const GPT_IMAGE_ONLY = [
  'output_format',
  'background',
  'moderation',
  'output_compression',
  'input_fidelity',
  'partial_images',
];
/** Fields GPT Image models refuse. */
const DALLE_ONLY = ['style', 'response_format'];
/** Output tokens per image by quality (square / other sizes), as OpenAI's pricing table has them. */
const OUTPUT_TOKENS: Record<string, [number, number]> = {
  low: [272, 408],
  medium: [1056, 1584],
  high: [4160, 6240],
};

const POLICY_MESSAGES: Record<PolicyCode, string> = {
  content_policy_violation:
    'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.',
  moderation_blocked:
    'Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID.',
};

const STATUS_ERRORS = {
  429: {
    type: 'requests',
    code: 'rate_limit_exceeded',
    message: 'Rate limit reached for images per minute.',
  },
  500: {
    type: 'server_error',
    code: null,
    message: 'The server had an error while processing your request.',
  },
  503: { type: 'server_error', code: null, message: 'The engine is currently overloaded.' },
} as const;

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

const supportedValues = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/** A 400 of the kind OpenAI answers for a bad parameter. */
const invalid = (param: string, message: string, code: string | null = 'invalid_value') =>
  new ApiError(400, message, 'invalid_request_error', code, param);
const notOneOf = (param: string, value: unknown, values: string[]) =>
  invalid(
    param,
    `Invalid value: '${String(value)}'. Supported values are: ${supportedValues(values)}.`,
  );

/** Checks the parameters as the real API does; throws ApiError. */
function validate(model: string, fields: Record<string, unknown>, edit: boolean) {
  const family = /^dall-e-3/.test(model) ? 'dall-e-3' : /^dall-e/.test(model) ? 'dall-e-2' : '';
  if (!family && !/^(chatgpt-image|gpt-image)/.test(model))
    throw new ApiError(
      404,
      `The model '${model}' does not exist.`,
      'invalid_request_error',
      'model_not_found',
    );
  if (edit && family === 'dall-e-3')
    throw invalid(
      'model',
      'Invalid model dall-e-3. The model must be one of dall-e-2 or gpt-image-1.',
    );
  for (const field of family ? GPT_IMAGE_ONLY : DALLE_ONLY)
    if (fields[field] !== undefined)
      throw invalid(field, `Unknown parameter: '${field}'.`, 'unknown_parameter');
  if (typeof fields.prompt !== 'string' || !fields.prompt)
    throw invalid('prompt', "Missing required parameter: 'prompt'.", 'missing_required_parameter');
  const n = fields.n === undefined ? 1 : Number(fields.n);
  if (!Number.isInteger(n) || n < 1 || n > 10)
    throw invalid('n', `Invalid 'n': integer between 1 and 10 expected.`);
  if (family === 'dall-e-3' && n !== 1)
    throw invalid('n', 'You must provide n=1 for this model.', null);
  const sizes = family ? (SIZES[family] ?? []) : GPT_IMAGE_SIZES;
  if (fields.size !== undefined && !sizes.includes(String(fields.size)))
    throw notOneOf('size', fields.size, sizes);
  const qualities = family ? (QUALITIES[family] ?? []) : GPT_IMAGE_QUALITIES;
  if (fields.quality !== undefined && !qualities.includes(String(fields.quality)))
    throw notOneOf('quality', fields.quality, qualities);
  if (fields.style !== undefined && !['vivid', 'natural'].includes(String(fields.style)))
    throw notOneOf('style', fields.style, ['vivid', 'natural']);
  const formats = ['url', 'b64_json'];
  if (fields.response_format !== undefined && !formats.includes(String(fields.response_format)))
    throw notOneOf('response_format', fields.response_format, formats);
  return { n, family };
}

/** Checks the images and mask of an edit; answers how many images it has. */
async function validateEdit(parts: MultipartPart[], family: string) {
  const images = parts.filter((part) => part.name === 'image' || part.name === 'image[]');
  if (!images.length)
    throw invalid('image', "Missing required parameter: 'image'.", 'missing_required_parameter');
  if (family && (images.length > 1 || images[0]?.name !== 'image'))
    throw invalid('image', 'dall-e-2 takes exactly one image, as the `image` field.');
  const sizes = [];
  for (const [index, image] of images.entries()) {
    const meta = await sharp(image.data)
      .metadata()
      .catch(() => undefined);
    if (!meta?.width || !meta.height || !['png', 'jpeg', 'webp'].includes(meta.format ?? ''))
      throw invalid(
        'image',
        `Invalid image file or mode for image ${index + 1}, please check your image file.`,
        'invalid_image_file',
      );
    sizes.push({ width: meta.width, height: meta.height });
  }
  const mask = parts.find((part) => part.name === 'mask');
  if (mask) {
    const meta = await sharp(mask.data)
      .metadata()
      .catch(() => undefined);
    if (meta?.format !== 'png' || !meta.hasAlpha)
      throw invalid(
        'mask',
        'Invalid mask image format - mask image must be a PNG with an alpha channel.',
        'invalid_image_format',
      );
    if (meta.width !== sizes[0]?.width || meta.height !== sizes[0]?.height)
      throw invalid(
        'mask',
        'Invalid mask image dimensions - mask size does not match image size.',
        'invalid_image_dimensions',
      );
  }
  return images.length;
}

export async function startFakeOpenAIImages(
  options: OpenAIImagesFakeOptions = {},
): Promise<FakeOpenAIImages> {
  const { apiKey = 'sk-test-atrium-fake-images', port, ...overrides } = options;
  const script: OpenAIImagesScript = {
    delayMs: 0,
    status: undefined,
    statusCount: undefined,
    policyViolation: false,
    garbage: false,
    colour: { r: 200, g: 60, b: 40 },
    ...overrides,
  };
  const fake = await startImageServer({ port }, script, async (call, files) => {
    const { request, response, method, parts } = call;
    const path = call.path.replace(/^\/v1(?=\/)/, '');
    const fail = (error: ApiError) =>
      sendJson(response, error.status, {
        error: { message: error.message, type: error.type, param: error.param, code: error.code },
      });
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      const message = request.headers.authorization
        ? 'Incorrect API key provided.'
        : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
      return fail(new ApiError(401, message, 'invalid_request_error', 'invalid_api_key'));
    }
    const edit = path === '/images/edits';
    if (method !== 'POST' || (path !== '/images/generations' && !edit))
      return fail(new ApiError(404, `Invalid URL (${method} ${path})`));
    const status = takeStatus(script);
    if (status) {
      const { message, type, code } = STATUS_ERRORS[status];
      return fail(new ApiError(status, message, type, code));
    }
    if (edit && !parts)
      return fail(
        new ApiError(400, 'Expected a multipart/form-data body.', 'invalid_request_error'),
      );
    const fields = (call.body ?? {}) as Record<string, unknown>;
    if (!edit && (typeof call.body !== 'object' || call.body === null))
      return fail(new ApiError(400, 'We could not parse the JSON body of your request.'));
    const model = typeof fields.model === 'string' ? fields.model : 'dall-e-2';
    try {
      const { n, family } = validate(model, fields, edit);
      const inputImages = edit ? await validateEdit(parts ?? [], family) : 0;
      if (script.policyViolation) {
        const code =
          script.policyViolation === true ? 'content_policy_violation' : script.policyViolation;
        throw new ApiError(400, POLICY_MESSAGES[code], 'image_generation_user_error', code);
      }
      const size = readSize(fields.size) ?? { width: 1024, height: 1024 };
      const created = Math.floor(Date.now() / 1000);
      const id = newId();
      const data = await Promise.all(
        Array.from({ length: n }, async (_, index) => {
          if (script.garbage)
            return { b64_json: Buffer.from(`not an image ${index}`).toString('base64') };
          const make = () => solidPng(size.width, size.height, colourFor(script.colour, index));
          const revised = family === 'dall-e-3' ? { revised_prompt: String(fields.prompt) } : {};
          if (family && fields.response_format !== 'b64_json')
            return { url: files.add(`${id}/${index}.png`, make), ...revised };
          return { b64_json: (await make()).toString('base64'), ...revised };
        }),
      );
      if (family) return sendJson(response, 200, { created, data });
      const quality =
        typeof fields.quality === 'string' && fields.quality !== 'auto' ? fields.quality : 'medium';
      const square = size.width === size.height ? 0 : 1;
      const perImage = OUTPUT_TOKENS[quality]?.[square] ?? 1056;
      const textTokens = Math.ceil(String(fields.prompt).length / 4);
      const imageTokens = inputImages * 323;
      return sendJson(response, 200, {
        created,
        background: 'opaque',
        data,
        output_format: fields.output_format ?? 'png',
        quality,
        size: `${size.width}x${size.height}`,
        usage: {
          input_tokens: textTokens + imageTokens,
          input_tokens_details: { image_tokens: imageTokens, text_tokens: textTokens },
          output_tokens: perImage * n,
          total_tokens: textTokens + imageTokens + perImage * n,
        },
      });
    } catch (error) {
      if (error instanceof ApiError) return fail(error);
      throw error;
    }
  });
  const url = `${fake.origin}/v1`;
  return Object.assign(fake, {
    url,
    apiKey,
    env: { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: url },
  });
}
