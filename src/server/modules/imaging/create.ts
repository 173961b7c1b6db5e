// Every image task starts here: the same press answers the same task (clientKey), a user has at most a few
// unfinished tasks at once, the price is held before anything runs (the free-account rule checked with
// it), and the row is written; then the runner is told. A task that cannot be written gives its hold back.
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { PriceQuery } from '@shared/billing/prices';
import type { ToolId } from '@shared/tools/ids';
import type { Deps } from '../../deps';
import { tasks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { TaskRow } from '../../jobs/store';
import type { CatalogRoute } from './catalog';

export interface TaskPlan {
  kind: ToolId;
  /** The catalogue entry or tool variant the user chose (`midjourney`, `upscaler`, `ghibli`…). */
  model: string;
  action?: string;
  route: CatalogRoute;
  /** What the user sent, minus the clientKey: what `again` repeats and the runner reads. */
  params: Record<string, unknown>;
  prompt?: string;
  price: PriceQuery;
  parentId?: string;
  /** Longest the work may take: the hold lasts a while longer, then the sweeper frees it. */
  timeoutMs: number;
}

export interface CreateDeps {
  deps: Deps;
  /** Tells this process's runner that work is waiting. */
  poke(): void;
}

async function existing(deps: Deps, userId: string, clientKey: string) {
  const [row] = await deps.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.clientKey, clientKey)));
  return row;
}

export async function createTask(
  { deps, poke }: CreateDeps,
  userId: string,
  clientKey: string,
  plan: TaskPlan,
): Promise<TaskRow> {
  // Both asked at once: one round trip of waiting before the hold, not two.
  const [repeat, [active]] = await Promise.all([
    existing(deps, userId, clientKey),
    deps.db
      .select({ value: count() })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), inArray(tasks.status, ['queued', 'running']))),
  ]);
  if (repeat) return repeat;
  if ((active?.value ?? 0) >= deps.config.images.maxActivePerUser)
    throw new AppError('REQUEST_PENDING', {}, 'rules.requestPending');

  const id = randomUUID();
  const maxAttempts = 3;
  const hold = await deps.credits.holdFor(userId, plan.price, {
    service: plan.kind,
    event: plan.action ?? 'generate',
    key: `task:${id}`,
    // Every attempt may take the whole timeout, with backoff between: past that the sweeper frees it.
    ttlMs: plan.timeoutMs * maxAttempts + 15 * 60_000,
  });
  try {
    const [row] = await deps.db
      .insert(tasks)
      .values({
        id,
        userId,
        kind: plan.kind,
        model: plan.model,
        action: plan.action ?? 'generate',
        provider: plan.route.provider,
        upstreamModel: plan.route.upstreamModel,
        params: plan.params,
        prompt: plan.prompt,
        price: hold.amount,
        holdId: hold.id,
        maxAttempts,
        parentId: plan.parentId,
        clientKey,
        runAfter: deps.now(),
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // The same press arrived twice at once: the other request wrote the task.
      await deps.credits.ledger.release(hold);
      const first = await existing(deps, userId, clientKey);
      if (!first) throw new AppError('IDEMPOTENCY_CONFLICT');
      return first;
    }
    poke();
    return row;
  } catch (error) {
    await deps.credits.ledger.release(hold).catch(() => undefined);
    throw error;
  }
}
