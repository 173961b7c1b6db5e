// The image tools beside Imagine: each turns the user's form into a plan (inputs checked against the tool's
// limits, priced) and runs it on whichever provider serves the tool (catalogue order: a dedicated model
// where configured, else an image-editing model with a prompt written here).
import type * as z from 'zod/mini';
import type { cosplayBody } from '@shared/tools/cosplay';
import type { doodleBody } from '@shared/tools/doodle';
import type { photoBookBody } from '@shared/tools/photo-book';
import type { goodsBody } from '@shared/tools/goods';
import type { styleBody } from '@shared/tools/style';
import type { upscalerBody } from '@shared/tools/upscaler';
import { COSPLAY_PRESETS } from '@shared/tools/cosplay';
import { GOODS_BACKGROUNDS } from '@shared/tools/goods';
import { STYLE_PRESETS } from '@shared/tools/style';
import { UPSCALE } from '@shared/tools/upscaler';
import { type DoodleStyle } from '@shared/tools/doodle';
import { AppError } from '../../../http/app-error';
import type { RunOutcome } from '../../../jobs/runner';
import type { TaskRow } from '../../../jobs/store';
import type { ImageJob, JobContext } from '../../../providers/image/types';
import { upscaledSize } from '../../../providers/upscale/sharp-upscaler';
import type { ToolKind } from '../catalog';
import type { TaskPlan } from '../create';
import { loadInputs, requireInputs } from '../inputs';
import { PROVIDER_TIMEOUT_MS, type RecipeContext } from './context';
import { requireFaces } from './faces';

type Out<S extends z.ZodMiniType> = z.output<S>;

const DOODLE_WORDS: Record<DoodleStyle, string> = {
  illustration: 'a clean digital illustration',
  'oil-painting': 'an oil painting with visible brush strokes',
  anime: 'an anime illustration',
  watercolor: 'a soft watercolor painting',
  '3d': 'a 3D render with soft lighting',
};

function plan(
  ctx: RecipeContext,
  kind: ToolKind,
  rest: Omit<TaskPlan, 'kind' | 'route' | 'timeoutMs'>,
): TaskPlan {
  const route = ctx.available.requireTool(kind);
  return { ...rest, kind, route, timeoutMs: PROVIDER_TIMEOUT_MS[route.provider] ?? 600_000 };
}

const withoutKey = <T extends { clientKey: string }>(body: T) => {
  const { clientKey: _key, ...params } = body;
  return params;
};

export async function planSuper(
  ctx: RecipeContext,
  userId: string,
  body: Out<typeof upscalerBody>,
) {
  const [input] = await requireInputs(ctx.deps, userId, [body.imageId], 'upscaler');
  const out = upscaledSize(input!.width, input!.height, body.scale, UPSCALE.maxOutputSide);
  return plan(ctx, 'super', {
    model: 'upscaler',
    params: { ...withoutKey(body), width: out.width, height: out.height },
    price: {
      kind: 'upscale',
      width: input!.width,
      height: input!.height,
      scale: out.width / input!.width,
    },
  });
}

export async function planGoods(ctx: RecipeContext, userId: string, body: Out<typeof goodsBody>) {
  const background = GOODS_BACKGROUNDS[body.scene].find((item) => item.id === body.backgroundId);
  if (!background && !body.backgroundPrompt)
    throw new AppError('VALIDATION', {}, 'rules.backgroundRequired');
  await requireInputs(ctx.deps, userId, [body.imageId], 'product');
  if (body.styleRefId) await requireInputs(ctx.deps, userId, [body.styleRefId], 'reference');
  return plan(ctx, 'goods', {
    model: 'goods',
    params: withoutKey(body),
    prompt: body.backgroundPrompt || background?.prompt,
    price: { kind: 'tool', tool: 'goods', count: 1 },
  });
}

export async function planDoodle(ctx: RecipeContext, userId: string, body: Out<typeof doodleBody>) {
  await requireInputs(ctx.deps, userId, [body.imageId], 'doodle');
  return plan(ctx, 'doodle', {
    model: body.style,
    params: withoutKey(body),
    prompt: body.prompt || undefined,
    price: { kind: 'tool', tool: 'doodle', count: body.count },
  });
}

export async function planCosplay(
  ctx: RecipeContext,
  userId: string,
  body: Out<typeof cosplayBody>,
) {
  const preset = COSPLAY_PRESETS.find((item) => item.id === body.character);
  if (!preset && !body.prompt) throw new AppError('VALIDATION', {}, 'rules.characterRequired');
  await requireInputs(ctx.deps, userId, [body.imageId], 'portrait');
  return plan(ctx, 'cosplay', {
    model: body.character,
    params: withoutKey(body),
    prompt: body.character === 'custom' ? body.prompt : preset?.prompt,
    price: { kind: 'tool', tool: 'cosplay', count: 1 },
  });
}

export async function planStyle(ctx: RecipeContext, userId: string, body: Out<typeof styleBody>) {
  await requireInputs(ctx.deps, userId, [body.imageId], 'portrait');
  return plan(ctx, 'style', {
    model: body.styleId,
    params: withoutKey(body),
    price: { kind: 'tool', tool: body.styleId === 'ghibli' ? 'ghibli' : 'style', count: 1 },
  });
}

export async function planFace(
  ctx: RecipeContext,
  userId: string,
  body: Out<typeof photoBookBody>,
) {
  const portraits = await requireInputs(ctx.deps, userId, body.portraitIds, 'photoBook');
  const [template] = await requireInputs(ctx.deps, userId, [body.templateId], 'styleTemplate');
  await requireFaces(ctx, [...portraits, template!]);
  return plan(ctx, 'face', {
    model: 'photo-book',
    params: withoutKey(body),
    price: { kind: 'tool', tool: 'face', count: 1 },
  });
}

/** The prompt an image-editing model is given for each tool. */
function editPrompt(task: TaskRow): string {
  const p = task.params as Record<string, string | undefined>;
  switch (task.kind) {
    case 'goods':
      return `Professional e-commerce product photo. Keep the product from the first image exactly as it is (shape, colours, label, text), cut out cleanly and placed ${task.prompt ?? ''}. Realistic lighting and shadows.${p.styleRefId ? ' Match the mood and colours of the second image.' : ''}`;
    case 'doodle':
      return `Turn this rough sketch into ${DOODLE_WORDS[p.style as DoodleStyle] ?? 'a finished picture'}, keeping its composition${task.prompt ? `: ${task.prompt}` : ''}.`;
    case 'cosplay':
      return `Dress the person in this photo as ${task.prompt ?? 'a costume character'}. Keep their face, identity and pose; full costume, matching background.`;
    case 'style':
      return `Redraw this photo as ${STYLE_PRESETS.find((item) => item.id === p.styleId)?.prompt ?? 'an illustration'}. Keep the people recognisable and the composition.`;
    case 'face':
      return 'Create a photo-book portrait of the person in the other images, in the style, setting and framing of the first image. Keep the face recognisable.';
    default:
      return task.prompt ?? '';
  }
}

export async function runTool(
  ctx: RecipeContext,
  task: TaskRow,
  context: JobContext,
): Promise<RunOutcome> {
  const p = task.params as Record<string, unknown>;
  const ids =
    task.kind === 'face'
      ? [p.templateId as string, ...(p.portraitIds as string[])]
      : [p.imageId as string, ...(p.styleRefId ? [p.styleRefId as string] : [])];
  const images = await loadInputs(ctx.deps, task.userId, ids);
  const first = images[0]!;
  const provider = ctx.providers.requireImage(task.provider);
  const job: ImageJob = {
    model: task.upstreamModel,
    prompt: editPrompt(task),
    count: Number(p.count ?? 1),
    images,
  };
  if (task.kind === 'super') {
    const target = { width: Number(p.width), height: Number(p.height) };
    const scale = target.width / first.width;
    // Real-ESRGAN makes up to 4x well; the rest (and the exact promised size) is a Lanczos resize.
    job.extra = { scale: task.provider === 'sharp' ? scale : Math.min(4, Math.ceil(scale)) };
    const result = await provider.run(job, context);
    return { images: result.images, target };
  }
  if (task.provider !== 'openai-images') job.extra = { prompt: job.prompt };
  const result = await provider.run(job, context);
  // Product images keep the input's resolution (spec section 5).
  return {
    images: result.images,
    target: task.kind === 'goods' ? { width: first.width, height: first.height } : undefined,
  };
}
