// Every task starts here: the same press answers the same task (clientKey), a user has at most a few
// unfinished tasks at once, the price is held before anything runs (the free-account rule checked with it),
// and the row is written; then the runner is told. A task that cannot be written gives its hold back.
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { TaskRow } from '../../task-runner/repo';
import { countUnfinished, insertTask, taskByClientKey } from './repo';
import type { TaskPlan } from './server-tool';

const MAX_ATTEMPTS = 3;

export async function createTask(
  deps: Deps,
  poke: () => void,
  userId: string,
  clientKey: string,
  plan: TaskPlan,
): Promise<TaskRow> {
  // Both asked at once: one round trip of waiting before the hold, not two.
  const [repeat, active] = await Promise.all([
    taskByClientKey(deps.db, userId, clientKey),
    countUnfinished(deps.db, userId),
  ]);
  if (repeat) return repeat;
  if (active >= deps.config.images.maxActivePerUser)
    throw new AppError('REQUEST_PENDING', {}, 'rules.requestPending');

  const id = randomUUID();
  const hold = await deps.credits.holdFor(userId, plan.price, {
    service: plan.kind,
    event: plan.action ?? 'generate',
    key: `task:${id}`,
    // Every attempt may take the whole timeout, with backoff between: past that the sweeper frees it.
    ttlMs: plan.timeoutMs * MAX_ATTEMPTS + 15 * 60_000,
  });
  try {
    const row = await insertTask(deps.db, {
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
      maxAttempts: MAX_ATTEMPTS,
      parentId: plan.parentId,
      clientKey,
      runAfter: deps.now(),
      createdAt: deps.now(),
    });
    if (!row) {
      // The same press arrived twice at once: the other request wrote the task.
      await deps.credits.ledger.release(hold);
      const first = await taskByClientKey(deps.db, userId, clientKey);
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
