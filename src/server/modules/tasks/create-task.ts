// Every task starts here, in one transaction under the user's account lock (the lock every ledger statement
// takes): the same press answers the same task (clientKey), a user has at most a few unfinished tasks at
// once however many requests arrive together, the price is held (the free-account rule checked in the same
// statement), and the row is written with its hold. When this process has room to run it now, the row is
// written claimed by its runner, which starts it once stored: no claim statement, no wait for a poll. If the
// process dies first, the lease lapses and recovery queues the task again like any claimed one. Anything
// refused or failed leaves nothing behind; a task left queued is announced to the runner once stored.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { TaskRow } from '../../task-runner/repo';
import type { TaskRunner } from '../../task-runner/runner';
import { insertTask, pressAndUnfinished, taskByClientKey } from './repo';
import type { TaskPlan } from './server-tool';

const MAX_ATTEMPTS = 3;

export async function createTask(
  deps: Deps,
  runner: Pick<TaskRunner, 'poke' | 'claimAtCreation'>,
  userId: string,
  clientKey: string,
  plan: TaskPlan,
): Promise<TaskRow> {
  const id = randomUUID();
  const claim = runner.claimAtCreation(plan.route.provider);
  const { row, created } = await deps.db
    .transaction(async (tx) => {
      await tx.execute(sql`select credit_lock(${userId}::uuid)`);
      const { repeatId, unfinished } = await pressAndUnfinished(tx, userId, clientKey, plan.kind);
      // A repeat press is rare: only then is its whole row read.
      const repeat = repeatId && (await taskByClientKey(tx, userId, clientKey));
      if (repeat) return { row: repeat, created: false };
      const limit = plan.maxUnfinished ?? deps.config.images.maxActivePerUser;
      if (unfinished >= limit) throw new AppError('REQUEST_PENDING', {}, 'rules.requestPending');
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
      const inserted = await insertTask(
        tx,
        {
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
          ...claim?.columns(deps.now()),
        },
        hold ? hold.call : undefined,
      ).catch((error: unknown) => {
        throw hold ? hold.refusal(error) : error;
      });
      if (!inserted) throw new AppError('IDEMPOTENCY_CONFLICT');
      hold?.stored();
      return { row: inserted, created: true };
    })
    .catch((error: unknown) => {
      claim?.giveBack();
      throw error;
    });
  if (!created) claim?.giveBack();
  else if (claim) claim.start(row);
  else runner.poke();
  return row;
}
