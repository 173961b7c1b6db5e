// What the server knows of a tool beside its shared declaration: how a request becomes a plan (its inputs
// checked against the tool's limits, priced, the provider chosen), how a task of it runs on the provider,
// and any calls of its own. One file per tool in ./tools, listed in ./tools/index.ts.
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { TaskView } from '@shared/api/tasks';
import type { PriceQuery } from '@shared/billing/prices';
import type { Locale } from '@shared/i18n/locales';
import type { TaskKind } from '@shared/api/tasks';
import type { ToolCalls, ToolDeclaration, ToolId } from '@shared/tools';
import type { Deps } from '../../deps';
import { userRateKey } from '../../http/auth';
import type { FaceDetector } from '../../providers/face/detect';
import type { ImageProviders } from '../../providers/image';
import type { RunContext } from '../../providers/image/types';
import type { TaskRow } from '../../task-runner/repo';
import type { RunOutcome } from '../../task-runner/runner';
import type { ToolAvailability } from './availability';
import type { CatalogRoute } from './image-catalog';

/** What every tool's plan and run may use. */
export interface ToolContext {
  deps: Deps;
  available: ToolAvailability;
  providers: ImageProviders;
  /** Loaded at first use (the model takes a moment and some memory). */
  faces(): FaceDetector;
}

/** A checked, priced request: what `createTask` holds credits for and writes as a task. */
export interface TaskPlan {
  kind: TaskKind;
  /** The catalogue entry or tool variant the user chose (`midjourney`, `upscaler`, `ghibli`…). */
  model: string;
  action?: string;
  /** The provider that runs it (an image catalogue route, or defined work's own name) and its model. */
  route: Pick<CatalogRoute, 'upstreamModel'> & { provider: string };
  /** What the user sent, minus the clientKey: what "again" repeats and the run reads. */
  params: Record<string, unknown>;
  prompt?: string;
  /** What to hold before the work; null when it costs nothing (a source read without embeddings). */
  price: PriceQuery | null;
  /** What the hold pays for, where a service lists its charges (`bot:<id>`). */
  subject?: string;
  parentId?: string;
  /** Longest the work may take: the hold lasts a while longer, then the sweeper frees it. */
  timeoutMs: number;
  /** Unfinished tasks of this kind a user may have at once (the image tools share the server's limit). */
  maxUnfinished?: number;
}

/** Creates the task of a plan (or answers the earlier one of the same press) and shows it. */
export type SubmitTask = (
  userId: string,
  clientKey: string,
  plan: TaskPlan,
  locale: Locale,
) => Promise<TaskView>;

type CreateBody<C extends ToolCalls> = C['create'] extends { body?: infer B extends z.ZodMiniType }
  ? z.output<B>
  : never;

export interface ServerTool<Id extends ToolId = ToolId, C extends ToolCalls = ToolCalls> {
  declaration: ToolDeclaration<Id, C>;
  /** The create call's body made into a plan; throws the error the user reads. */
  plan(ctx: ToolContext, userId: string, body: CreateBody<C>): Promise<TaskPlan>;
  /** One run of a task on its provider. */
  run(ctx: ToolContext, task: TaskRow, context: RunContext): Promise<RunOutcome>;
  /** A finished task planned anew; without it, its parameters go through `plan` as if sent now. */
  again?(ctx: ToolContext, userId: string, original: TaskRow, clientKey: string): Promise<TaskPlan>;
  /** Calls of its own, beside create, list, check, again and cancel. */
  routes?(app: FastifyInstance, ctx: ToolContext, submit: SubmitTask): void;
}

export function defineServerTool<Id extends ToolId, C extends ToolCalls>(
  tool: ServerTool<Id, C>,
): ServerTool<Id, C> {
  return tool;
}

/** Per user, on every call that creates a task: a burst of presses, not a flood of holds. */
export const CREATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: userRateKey };

/** How long each provider may take for one run before the task fails as timed out. */
export const PROVIDER_TIMEOUT_MS: Record<string, number> = {
  'openai-images': 5 * 60_000,
  replicate: 10 * 60_000,
  fal: 10 * 60_000,
  midjourney: 15 * 60_000,
  sharp: 3 * 60_000,
};

/** How many runs of each provider one process makes at once (the upscaler is memory-bound). */
export const PROVIDER_CONCURRENCY: Record<string, number> = {
  'openai-images': 8,
  replicate: 8,
  fal: 8,
  midjourney: 3,
  sharp: 1,
};

export const timeoutOf = (route: CatalogRoute) => PROVIDER_TIMEOUT_MS[route.provider] ?? 600_000;

/** The plan of a tool served by the catalogue's tool routes (every tool but Imagine). */
export function toolPlan(
  ctx: ToolContext,
  kind: Exclude<ToolId, 'imagine'>,
  rest: Omit<TaskPlan, 'kind' | 'route' | 'timeoutMs'>,
): TaskPlan {
  const route = ctx.available.requireTool(kind);
  return { ...rest, kind, route, timeoutMs: timeoutOf(route) };
}

/** A request's parameters as kept with the task: everything but the client's key. */
export function withoutKey<T extends { clientKey: string }>(body: T): Omit<T, 'clientKey'> {
  const { clientKey: _key, ...params } = body;
  return params;
}
