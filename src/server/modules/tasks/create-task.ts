// Every task starts here, in one statement (the tasks repo's `insertTask`): under the user's account lock
// (the lock every ledger statement takes), the same press answers the same task (clientKey), a user has at
// most a few unfinished tasks at once however many requests arrive together, the price is held (the
// free-account rule checked in the same statement), and the row is written with its hold. When this process
// has room to run it now, the row is written claimed by its runner, which starts it once stored: no claim
// statement, no wait for a poll. If the process dies first, the lease lapses and recovery queues the task
// again like any claimed one. Anything refused or failed leaves nothing behind; a task left queued is
// announced to the runner once stored.
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { TaskRow } from '../../task-runner/repo';
import type { TaskRunner } from '../../task-runner/runner';
import { gateRefusal, insertTask, taskByClientKey, type NewTask } from './repo';
import type { TaskPlan } from './server-tool';

const MAX_ATTEMPTS = 3;

export async function createTask(
  deps: Deps,
  runner: Pick<TaskRunner, 'queued' | 'claimAtCreation'>,
  userId: string,
  clientKey: string,
  plan: TaskPlan,
): Promise<TaskRow> {
  const id = randomUUID();
  const claim = runner.claimAtCreation(plan.route.provider);
  const hold =
    plan.price &&
    deps.credits.holdCallFor(userId, plan.price, {
      service: plan.kind,
      event: plan.action ?? 'generate',
      key: `task:${id}`,
      subject: plan.subject,
      // Every attempt may take the whole timeout, with backoff between: past that the sweeper frees it.
      ttlMs: plan.timeoutMs * MAX_ATTEMPTS + 15 * 60_000,
    });
  const values: NewTask = {
    id,
    userId,
    kind: plan.kind,
    model: plan.model,
    action: plan.action ?? 'generate',
    provider: plan.route.provider,
    upstreamModel: plan.route.upstreamModel,
    params: plan.params,
    prompt: plan.prompt,
    maxAttempts: MAX_ATTEMPTS,
    parentId: plan.parentId,
    clientKey,
    runAfter: deps.now(),
    createdAt: deps.now(),
    claim: claim?.columns(deps.now()),
  };
  const limit = plan.maxUnfinished ?? deps.config.images.maxActivePerUser;
  let row: TaskRow;
  try {
    row = await insertTask(deps.db, values, limit, hold ? hold.values : undefined);
  } catch (error) {
    claim?.giveBack();
    const refused = gateRefusal(error);
    if (refused === 'busy') throw new AppError('REQUEST_PENDING', {}, 'rules.requestPending');
    if (refused === 'repeat') {
      // A repeat press is rare: only then is its whole row read.
      const repeat = await taskByClientKey(deps.db, userId, clientKey);
      if (repeat) return repeat;
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    throw hold ? hold.refusal(error) : error;
  }
  hold?.stored();
  if (claim) claim.start(row);
  else runner.queued(plan.route.provider);
  return row;
}
