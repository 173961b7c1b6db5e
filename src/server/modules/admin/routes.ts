import type { FastifyInstance } from 'fastify';
import { adminApi } from '@shared/api/admin';
import { adminStatsApi } from '@shared/api/admin-stats';
import { userRoute } from '../../http/route';
import { listAudit } from './audit-service';
import type { createAdminStats } from './stats-service';
import type { createAdminUsers } from './users-service';

export function adminRoutes(
  app: FastifyInstance,
  {
    users,
    stats,
  }: { users: ReturnType<typeof createAdminUsers>; stats: ReturnType<typeof createAdminStats> },
) {
  userRoute(app, adminApi.users, ({ query }) => users.search(query.q));
  userRoute(app, adminApi.user, ({ query }) => users.detail(query.id.toLowerCase()));
  userRoute(app, adminApi.suspend, ({ auth, body }) =>
    users.suspend({ ...body, id: body.id.toLowerCase(), actorId: auth.userId }),
  );
  userRoute(app, adminApi.restore, ({ auth, body }) =>
    users.restore({ ...body, id: body.id.toLowerCase(), actorId: auth.userId }),
  );
  userRoute(app, adminApi.revokeSessions, ({ auth, body }) =>
    users.revokeSessions({ ...body, id: body.id.toLowerCase(), actorId: auth.userId }),
  );
  userRoute(app, adminApi.role, ({ auth, body }) =>
    users.setRole({ ...body, id: body.id.toLowerCase(), actorId: auth.userId }),
  );
  userRoute(app, adminApi.audit, ({ query }) => listAudit(app.deps, query));
  userRoute(app, adminStatsApi.stats, ({ query }) => stats(query.days));
}
