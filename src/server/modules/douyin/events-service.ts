// What the user reads of received comments and messages (the data list, today's replies) and the approval
// of replies that wait for their OK. A claimed event is shown as queued: `sending` is the engine's own.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { DouyinEvent } from '@shared/api/douyin';
import { douyinAccounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ReplyEngine } from './engine';
import { listEvents, ownEvent, repliesToday, takePending, type EventFilter } from './events-repo';
import { ownAccount } from './rules-repo';
import type { EventRow } from './seams';

export function eventView(row: EventRow): DouyinEvent {
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind,
    itemId: row.itemId,
    videoTitle: row.videoTitle,
    nickname: row.nickname,
    text: row.text,
    receivedAt: row.receivedAt.toISOString(),
    state: row.state === 'sending' ? 'queued' : row.state,
    reason: (row.reason as DouyinEvent['reason']) ?? null,
    ruleId: row.ruleId,
    ruleName: row.ruleName,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    credits: row.credits,
  };
}

export function createEventService(app: FastifyInstance, engine: ReplyEngine) {
  const { db, now } = app.deps;

  return {
    async list(userId: string, filter: EventFilter, page: { page: number; pageSize: number }) {
      if (filter.accountId) await ownAccount(db, userId, filter.accountId);
      const { rows, total } = await listEvents(db, userId, filter, page);
      return { list: rows.map(eventView), total, ...page };
    },

    /** Replies sent since each account's day began in its time zone: the count is the list's length. */
    async today(userId: string, accountId?: string) {
      const accounts = await db
        .select({ id: douyinAccounts.id, settings: douyinAccounts.settings })
        .from(douyinAccounts)
        .where(
          and(
            eq(douyinAccounts.userId, userId),
            accountId ? eq(douyinAccounts.id, accountId) : undefined,
          ),
        );
      if (accountId && accounts.length === 0) throw new AppError('NOT_FOUND');
      const rows = await repliesToday(db, accounts, now());
      return { count: rows.length, list: rows.map(eventView) };
    },

    /** Sends a waiting reply (under the daily cap, like any other) or drops it. */
    async approve(userId: string, id: string, approve: boolean) {
      const event = await takePending(db, userId, id, approve ? 'sending' : 'skipped', now());
      if (!event) {
        if (!(await ownEvent(db, userId, id))) throw new AppError('NOT_FOUND');
        throw new AppError('DOUYIN_NOT_PENDING');
      }
      if (approve) {
        const [account] = await db
          .select()
          .from(douyinAccounts)
          .where(eq(douyinAccounts.id, event.accountId));
        await engine.deliverApproved(account!, event);
      }
      return eventView((await ownEvent(db, userId, id))!);
    },
  };
}
