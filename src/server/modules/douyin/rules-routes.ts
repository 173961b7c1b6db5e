// The reply half's calls: rules, the dry run, the data list, today's replies and approvals.
import type { FastifyInstance } from 'fastify';
import { douyinApi } from '@shared/api/douyin';
import { userRoute } from '../../http/route';
import { dryRun } from './dry-run';
import type { ReplyEngine } from './engine';
import { createEventService } from './events-service';
import { createRuleService } from './rules-service';
import type { ReplySender } from './seams';

export function replyRoutes(app: FastifyInstance, engine: ReplyEngine, sender: ReplySender): void {
  const rules = createRuleService(app);
  const events = createEventService(app, engine);
  userRoute(app, douyinApi.rules, ({ auth, query }) => rules.list(auth.userId, query.accountId));
  userRoute(app, douyinApi.rulesCreate, ({ auth, body }) => rules.save(auth.userId, body));
  userRoute(app, douyinApi.rulesDelete, ({ auth, body }) => rules.remove(auth.userId, body.id));
  userRoute(app, douyinApi.rulesStatus, ({ auth, body }) =>
    rules.setEnabled(auth.userId, body.id, body.enabled),
  );
  userRoute(app, douyinApi.dryRun, ({ auth, body }) => dryRun(app, sender, auth.userId, body));
  userRoute(app, douyinApi.dataList, ({ auth, query }) => {
    const { page, pageSize, ...filter } = query;
    return events.list(auth.userId, filter, { page, pageSize });
  });
  userRoute(app, douyinApi.replyToday, ({ auth, query }) =>
    events.today(auth.userId, query.accountId),
  );
  userRoute(app, douyinApi.approve, ({ auth, body }) =>
    events.approve(auth.userId, body.id, body.approve),
  );
}
