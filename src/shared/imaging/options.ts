// The choices of the image tools (spec sections 3, 5 and 9), shared by the forms that offer them and the
// server that checks them. Labels are translated by the renderer from these keys.

export const TASK_KINDS = [
  'imagine',
  'super',
  'face',
  'goods',
  'doodle',
  'cosplay',
  'style',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const isFinished = (status: TaskStatus) =>
  status === 'succeeded' || status === 'failed' || status === 'canceled';

/** Text to image, or image to image (the reference images are the input, not a hint). */
export const IMAGINE_MODES = ['text', 'image'] as const;
export type ImagineMode = (typeof IMAGINE_MODES)[number];

/** Aspect presets; each model maps them to a size it serves. */
export const IMAGE_SIZES = ['1:1', '3:2', '2:3', '16:9', '9:16'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Stylisation strength (Midjourney `--stylize`, a prompt hint elsewhere); DALL-E takes vivid or natural. */
export const IMAGE_STYLES = ['low', 'medium', 'high', 'higher'] as const;
export const DALLE_STYLES = ['vivid', 'natural'] as const;
export const IMAGE_QUALITIES = ['low', 'medium', 'high'] as const;
export const DALLE_QUALITIES = ['standard', 'hd'] as const;

/** Midjourney `--iw` (0–3); the strength of the reference elsewhere. */
export const IMAGE_WEIGHT = { min: 0, max: 3, default: 1 } as const;
export const MAX_PROMPT_CHARS = 4000;
export const MAX_REFERENCES = 4;
export const MAX_IMAGE_COUNT = 4;

export const DOODLE_STYLES = ['illustration', 'oil-painting', 'anime', 'watercolor', '3d'] as const;
export type DoodleStyle = (typeof DOODLE_STYLES)[number];

export const GOODS_SCENES = ['general', 'room', 'cosmetic'] as const;
export type GoodsScene = (typeof GOODS_SCENES)[number];

/** Recommended backgrounds per scene: an id, and the prompt the server sends (labels are translated). */
export const GOODS_BACKGROUNDS: Record<GoodsScene, Array<{ id: string; prompt: string }>> = {
  general: [
    { id: 'studio-white', prompt: 'on a seamless white studio backdrop, soft box lighting' },
    { id: 'marble', prompt: 'on a polished white marble surface, soft daylight' },
    { id: 'wood', prompt: 'on a warm oak table, shallow depth of field' },
    { id: 'pastel', prompt: 'on a pastel podium with geometric shapes, soft shadows' },
  ],
  room: [
    { id: 'living-room', prompt: 'in a bright Scandinavian living room, natural window light' },
    { id: 'bedroom', prompt: 'on a bedside table in a calm bedroom, morning light' },
    { id: 'kitchen', prompt: 'on a modern kitchen counter, clean and bright' },
    { id: 'office', prompt: 'on a minimalist desk in a home office' },
  ],
  cosmetic: [
    { id: 'water', prompt: 'on rippled water with splashes, fresh and clean' },
    { id: 'flowers', prompt: 'among fresh pink flowers and petals, soft focus' },
    { id: 'stone', prompt: 'on wet stones with green leaves, spa mood' },
    { id: 'silk', prompt: 'on flowing champagne silk, luxurious lighting' },
  ],
};

/** Style conversion presets (`/api/style/list/gen`); `ghibli` is the spec's Ghibli-style transfer. */
export const STYLE_PRESETS = [
  { id: 'ghibli', prompt: 'Studio Ghibli anime style, hand-painted backgrounds, soft colours' },
  { id: 'watercolor', prompt: 'delicate watercolor painting, soft washes' },
  { id: 'pixar', prompt: '3D animated film style, expressive, warm lighting' },
  { id: 'sketch', prompt: 'pencil sketch, fine cross-hatching' },
  { id: 'oil', prompt: 'classical oil painting, rich brush strokes' },
] as const;
export type StylePresetId = (typeof STYLE_PRESETS)[number]['id'];

/** Cosplay characters offered as presets; a free description is accepted too. */
export const COSPLAY_PRESETS = [
  { id: 'knight', prompt: 'a medieval knight in shining armour' },
  { id: 'astronaut', prompt: 'an astronaut in a white space suit' },
  { id: 'wizard', prompt: 'a wizard in a starry robe with a staff' },
  { id: 'samurai', prompt: 'a samurai in traditional armour' },
  { id: 'superhero', prompt: 'a comic-book superhero with a cape' },
] as const;

/** The upscaler's factor (spec section 9: up to 10x, output at most 12000x12000). */
export const UPSCALE = { minScale: 1.5, maxScale: 10, maxOutputSide: 12000 } as const;
