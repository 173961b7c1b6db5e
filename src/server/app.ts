// Builds the Fastify app: used by index.ts to serve and by the tests to `inject`.
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Deps } from './deps';
import type { Database, DatabaseKind } from './db/client';
import { createMailer, type Mailer } from './providers/mail';
import { registerErrorHandling } from './http/error-handler';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { authRoutes } from './modules/auth/routes';
import { userRoutes } from './modules/user/routes';
import { modelRoutes } from './modules/model/routes';
import { healthRoutes } from './modules/health/routes';
import { creditsRoutes } from './modules/credits/routes';
import { adminCreditsRoutes } from './modules/credits/admin-routes';
import { inviteRoutes } from './modules/invite/routes';
import { billingRoutes } from './modules/billing/routes';
import { createStripe } from './modules/billing/stripe';
import { createSessionCache } from './modules/auth/session-cache';
import { createLedger } from './modules/credits/ledger';
import { loadPriceTable } from './modules/credits/prices';
import { createCreditsService } from './modules/credits/service';
import { registerCreditSweeper } from './modules/credits/sweeper';
import { createModelRegistry } from './modules/model/registry';
import { helperRoutes } from './modules/helper/routes';
import { rolesRoutes } from './modules/roles/routes';
import { seedStarterSet } from './modules/roles/seed';
import { createChatService } from './modules/chat/service';
import { registerChat } from './modules/chat';
import { createStorage } from './storage';
import { uploadRoutes } from './modules/upload/routes';
import { createImagingService } from './modules/imaging/service';
import { registerImaging } from './modules/imaging';

export interface AppOptions {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  mailer?: Mailer;
  now?: () => Date;
  /** false in tests that drive the sweeper themselves. */
  sweeper?: boolean;
  /** false in tests that start the image task runner themselves (or never). */
  taskRunner?: boolean;
  /** false in tests; the pino options otherwise. */
  logger?: boolean | Record<string, unknown>;
}

/** Never log secrets: tokens, codes and cookies are replaced in every log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-atrium-refresh-token"]',
  'res.headers["set-cookie"]',
];

/** The Google callback carries a one-time code in its query: keep codes and states out of the logs. */
function serializeRequest(request: { method: string; url: string; ip?: string; id?: string }) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:code|state)=)[^&]*/g, '$1[redacted]'),
    ip: request.ip,
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: REDACT,
            serializers: { req: serializeRequest },
            // `npm run dev` asks for readable logs; production logs stay JSON, one line per event.
            ...(process.env.ATRIUM_LOG_PRETTY ? { transport: { target: 'pino-pretty' } } : {}),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // Fastify takes a hop count too, though its types list only boolean, string and string[].
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
  });

  const mailer =
    options.mailer ??
    createMailer(config, (subject, to) =>
      app.log.info({ to }, `mail written to the outbox: ${subject}`),
    );
  const now = options.now ?? (() => new Date());
  const ledger = createLedger(options.db, now);
  const deps: Omit<Deps, 'chat' | 'imaging'> & {
    chat?: Deps['chat'];
    imaging?: Deps['imaging'];
  } = {
    config,
    db: options.db,
    dbKind: options.dbKind,
    mailer,
    credits: createCreditsService(options.db, ledger, loadPriceTable(config.priceTable), now),
    models: createModelRegistry(config.modelCatalog, config.llm),
    storage: createStorage(config),
    sessions: createSessionCache(),
    stripe: createStripe(config.stripe),
    now,
  };
  deps.chat = createChatService(deps as Deps, app.log);
  deps.imaging = createImagingService(deps as Deps, app.log);
  app.decorate('deps', deps as Deps);
  app.addHook('onClose', async () => mailer.close());

  await seedStarterSet(options.db);
  registerErrorHandling(app);
  await registerSecurity(app);
  healthRoutes(app);
  authRoutes(app);
  userRoutes(app);
  modelRoutes(app);
  creditsRoutes(app);
  adminCreditsRoutes(app);
  inviteRoutes(app);
  rolesRoutes(app);
  uploadRoutes(app);
  await billingRoutes(app);
  await helperRoutes(app);
  registerChat(app, { recovery: options.sweeper !== false });
  registerImaging(app, deps.imaging, { runner: options.taskRunner !== false });
  await registerWeb(app);
  if (options.sweeper !== false) registerCreditSweeper(app);
  await app.ready();
  return app;
}
