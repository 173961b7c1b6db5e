// The image catalogue: the image models users pick (Midjourney, GPT Image, DALL-E, SDXL, Flux…) and the
// providers that serve each tool, every one mapped to upstream model names in a file (IMAGE_CATALOG, or the
// bundled default). Upstream names change every few months: none lives in code. A model or tool lists its
// routes in order of preference; the first whose provider is configured serves it. Admins may publish an
// edited catalogue in the console (image-catalogue-setting.ts): the newest version is in force, the file stays
// the default.
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { defaultFile } from '../../defaults';
import { IMAGE_SIZES, IMAGINE_MODES } from '@shared/tools/imagine';
import { TOOL_IDS } from '@shared/tools/nav';

export const PROVIDER_IDS = ['openai-images', 'replicate', 'fal', 'midjourney', 'sharp'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

const route = z.object({
  provider: z.enum(PROVIDER_IDS),
  upstreamModel: z.string().check(z.minLength(1)),
});
export type CatalogRoute = z.infer<typeof route>;

const imageModel = z.object({
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]*$/)),
  label: z.string().check(z.minLength(1)),
  routes: z.array(route).check(z.minLength(1)),
  modes: z.array(z.enum(IMAGINE_MODES)).check(z.minLength(1)),
  /** Aspect preset → what the provider is sent (`1024x1024`, or Midjourney's `3:2`). */
  sizes: z.partialRecord(z.enum(IMAGE_SIZES), z.string()),
  styles: z.array(z.string()),
  qualities: z.array(z.string()),
  negativePrompt: z.boolean(),
  imageWeight: z.boolean(),
  maxCount: z.int().check(z.gte(1), z.lte(4)),
  followUps: z.boolean(),
  /**
   * What the provider bills for one image, in the price table's currency (US dollars by default), major units:
   * the admin console's margin. Optional: without it the margin of the model is shown as unknown.
   */
  cost: z.optional(z.number().check(z.gte(0))),
});
export type ImageModelEntry = z.infer<typeof imageModel>;

const toolKinds = TOOL_IDS.filter((kind) => kind !== 'imagine');
export type CatalogToolId = Exclude<(typeof TOOL_IDS)[number], 'imagine'>;

const catalogFile = z.object({
  models: z.array(imageModel),
  tools: z.record(z.enum(toolKinds as [CatalogToolId, ...CatalogToolId[]]), z.array(route)),
});
export type ImageCatalog = z.infer<typeof catalogFile>;

/** The catalogue when it is valid (every model id once), else its first problem as `path: problem`. */
export function imageCatalogProblem(value: unknown): { value?: ImageCatalog; problem?: string } {
  const parsed = catalogFile.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') || '(catalogue)'}: ${issue?.message ?? 'invalid'}` };
  }
  const ids = new Set<string>();
  for (const model of parsed.data.models) {
    if (ids.has(model.id)) return { problem: `models: the id ${model.id} is twice` };
    ids.add(model.id);
  }
  return { value: parsed.data };
}

export function loadImageCatalog(path: string | undefined): ImageCatalog {
  const file = path ?? defaultFile('image-catalog.json');
  const { value, problem } = imageCatalogProblem(JSON.parse(readFileSync(file, 'utf8')));
  if (!value) throw new Error(`Image catalogue ${file} is not valid: ${problem}`);
  return value;
}
