// Text to image and image to image (Midjourney, gpt-image/DALL-E, SDXL, Flux): a request checked against what
// the chosen model offers and priced, and its run on the provider.
import type * as z from 'zod/mini';
import type { ImageSize, imaginePostBody } from '@shared/tools/imagine';
import { AppError } from '../../../../http/app-error';
import type { RunContext } from '../../../../providers/image/types';
import type { TaskRow } from '../../../../task-runner/repo';
import type { RunOutcome } from '../../../../task-runner/runner';
import type { ImageModelEntry } from '../../image-catalog';
import { loadInputs, requireInputs } from '../../inputs';
import { timeoutOf, withoutKey, type TaskPlan, type ToolContext } from '../../server-tool';

type ImagineBody = z.output<typeof imaginePostBody>;

const unsupported = (model: ImageModelEntry, option: string) =>
  new AppError('VALIDATION', { model: model.label, option }, 'rules.optionUnsupported');

/** Midjourney's `--stylize` for each style level. */
const STYLIZE: Record<string, number> = { low: 50, medium: 100, high: 250, higher: 750 };
/** A hint for models without a stylise control. */
const STYLE_HINT: Record<string, string> = {
  low: 'faithful and literal',
  medium: '',
  high: 'artistic, stylized',
  higher: 'highly stylized, bold artistic interpretation',
};

export async function planImagine(
  ctx: ToolContext,
  userId: string,
  body: ImagineBody,
): Promise<TaskPlan> {
  const { entry, route } = ctx.available.requireModel(body.model);
  if (!entry.modes.includes(body.mode)) throw unsupported(entry, body.mode);
  if (body.mode === 'image' && !body.referenceIds.length)
    throw new AppError('VALIDATION', {}, 'rules.referenceRequired');
  const size = entry.sizes[body.size as ImageSize];
  if (!size) throw unsupported(entry, body.size);
  if (body.style && !entry.styles.includes(body.style)) throw unsupported(entry, body.style);
  if (body.quality && !entry.qualities.includes(body.quality))
    throw unsupported(entry, body.quality);
  if (body.negativePrompt && !entry.negativePrompt) throw unsupported(entry, 'negative prompt');
  if (body.count > entry.maxCount) throw unsupported(entry, `${body.count}x`);
  await requireInputs(ctx.deps, userId, body.referenceIds, 'reference');

  const params = withoutKey(body);
  const midjourney = route.provider === 'midjourney';
  const quality = body.quality ?? entry.qualities[Math.floor(entry.qualities.length / 2)] ?? '*';
  return {
    kind: 'imagine',
    model: entry.id,
    route,
    // The quality the price was taken at, kept only where the model offers a choice.
    params: { ...params, ...(entry.qualities.length ? { quality } : {}) },
    prompt: body.prompt,
    price: midjourney
      ? { kind: 'midjourney', action: 'imagine' }
      : { kind: 'image', model: entry.id, size, quality, count: body.count },
    timeoutMs: timeoutOf(route),
  };
}

/** The prompt with Midjourney's parameters: aspect, stylise, what to leave out, reference weight. */
export function midjourneyPrompt(params: Record<string, unknown>): string {
  const parts = [
    String(params.prompt ?? '')
      .replace(/\s--\S+(\s+[^-\s]\S*)?/g, ' ')
      .trim(),
  ];
  if (params.size && params.size !== '1:1') parts.push(`--ar ${String(params.size)}`);
  if (typeof params.style === 'string' && STYLIZE[params.style])
    parts.push(`--s ${STYLIZE[params.style]}`);
  if (typeof params.negativePrompt === 'string' && params.negativePrompt.trim())
    parts.push(`--no ${params.negativePrompt.trim().replace(/\s+/g, ' ')}`);
  const references = params.referenceIds as string[] | undefined;
  if (references?.length && typeof params.imageWeight === 'number')
    parts.push(`--iw ${params.imageWeight}`);
  return parts.join(' ');
}

export async function runGenerate(
  ctx: ToolContext,
  task: TaskRow,
  context: RunContext,
): Promise<RunOutcome> {
  const params = task.params;
  const references = await loadInputs(
    ctx.deps,
    task.userId,
    (params.referenceIds as string[]) ?? [],
  );
  if (task.provider === 'midjourney') {
    const result = await ctx.providers
      .requireMidjourney()
      .run({ action: 'imagine', prompt: midjourneyPrompt(params), images: references }, context);
    return { images: result.images, buttons: result.buttons };
  }
  const entry = ctx.available.model(task.model)?.entry;
  const size = entry?.sizes[params.size as ImageSize];
  const dalle = task.upstreamModel.startsWith('dall-e');
  const style = typeof params.style === 'string' ? params.style : undefined;
  const hint = style && !dalle ? STYLE_HINT[style] : '';
  const result = await ctx.providers.requireImage(task.provider).run(
    {
      model: task.upstreamModel,
      prompt: hint ? `${String(params.prompt)}, ${hint}` : String(params.prompt),
      negativePrompt: (params.negativePrompt as string | undefined) || undefined,
      count: Number(params.count ?? 1),
      size,
      quality: params.quality === '*' ? undefined : (params.quality as string | undefined),
      style: dalle ? style : undefined,
      images: references,
      extra:
        references.length && typeof params.imageWeight === 'number'
          ? { prompt_strength: Math.min(1, Math.max(0.05, 1 - Number(params.imageWeight) / 3)) }
          : undefined,
    },
    context,
  );
  return { images: result.images };
}
