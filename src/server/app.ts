// Builds the Fastify app (used by index.ts to serve and by the tests to `inject`): the infrastructure every
// module reaches through `app.deps`, then each module as a plugin that builds its own service.
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/client';
import type { Listen } from './db/notifications';
import type { Deps } from './deps';
import { answerClientError } from './http/client-errors';
import { limitedServer } from './http/connection-limits';
import { registerErrorHandling, sendFrameworkError } from './http/error-handler';
import { serializeError, serializeRequest } from './http/log-serializers';
import { createPriceBook } from './ledger/price-book';
import { loadPriceTable } from './ledger/prices';
import { createLedger } from './ledger/ledger';
import { createPricedCatalogue } from './ledger/priced-catalogue';
import { createCreditsService } from './ledger/service';
import { registerCreditSweeper } from './ledger/sweeper';
import { authModule } from './modules/auth';
import { billingModule } from './modules/billing';
import { chatModule } from './modules/chat';
import { docsModule } from './modules/docs';
import { douyinModule } from './modules/douyin';
import { adminModule } from './modules/admin';
import { feedModule } from './modules/feed';
import { healthModule } from './modules/health';
import { helperModule } from './modules/helper';
import { inviteModule } from './modules/invite';
import { modelModule } from './modules/model';
import { newsModule } from './modules/news';
import { rolesModule } from './modules/roles';
import { botsModule } from './modules/bots';
import { setupModule } from './modules/setup';
import { tasksModule } from './modules/tasks';
import { uploadModule } from './modules/upload';
import { userModule } from './modules/user';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { catalogProblem, loadCatalog, unpricedChatModel } from './providers/llm/catalog';
import { createModelRegistry } from './providers/llm/registry';
import { createMailer, type Mailer } from './providers/mail';
import { createPayments } from './providers/payments/stripe';
import { createStorage } from './providers/storage';
import { createSessionCache } from './sessions/cache';
import { followAuthChanges } from './sessions/changes';

export interface AppOptions {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  /** The database's announcements; without them, copies of changing rows live only seconds. */
  listen?: Listen;
  mailer?: Mailer;
  now?: () => Date;
  /** false in tests that drive the sweeper themselves. */
  sweeper?: boolean;
  /** false in tests that start the task runner themselves (or never). */
  taskRunner?: boolean;
  /** false in tests that renew Douyin tokens and poll comments themselves. */
  douyinSchedule?: boolean;
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

/** Fastify's schema compilers, for a route that declares a JSON schema: none does, and one would fail at start. */
const noSchemaCompiler = () => (): never => {
  throw new Error('routes declare zod contracts (http/route.ts), not Fastify JSON schemas');
};
const NO_SCHEMA_COMPILERS = {
  buildValidator: noSchemaCompiler,
  buildSerializer: noSchemaCompiler,
};

function createDeps(options: AppOptions, mailer: Mailer): Deps {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const credits = createCreditsService(
    db,
    createLedger(db, now),
    createPriceBook(db, loadPriceTable(config.priceTable), now),
    now,
  );
  const catalogue = createPricedCatalogue({
    db,
    now,
    credits,
    kind: 'models',
    shipped: loadCatalog(config.modelCatalog),
    validate: catalogProblem,
    unpriced: unpricedChatModel,
    priced: 'chat',
    invalidKey: 'admin.models.invalid',
    action: 'models.publish',
  });
  return {
    config,
    db,
    dbKind: options.dbKind,
    now,
    mailer,
    storage: createStorage(config),
    sessions: createSessionCache(),
    credits,
    models: createModelRegistry(catalogue, config.llm),
    payments: createPayments(config.stripe),
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
            serializers: { req: serializeRequest, err: serializeError },
            // `npm run dev` asks for readable logs; production logs stay JSON, one line per event.
            ...(process.env.ATRIUM_LOG_PRETTY ? { transport: { target: 'pino-pretty' } } : {}),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // Fastify takes a hop count too, though its types list only boolean, string and string[].
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    clientErrorHandler: answerClientError,
    frameworkErrors: sendFrameworkError,
    serverFactory: (handler) => limitedServer(handler, config.limits),
    // Routes are checked against their contracts' zod schemas (http/route.ts), never Fastify's JSON
    // schemas: without these, Fastify loads and sets up Ajv and its serializer compiler at every start.
    schemaController: { compilersFactory: NO_SCHEMA_COMPILERS },
  });

  const mailer =
    options.mailer ??
    createMailer(config, (subject, to) =>
      app.log.info({ to }, `mail written to the outbox: ${subject}`),
    );
  app.decorate('deps', createDeps(options, mailer));
  if (options.listen) {
    const stopFollowing = followAuthChanges(options.listen, app.deps.sessions);
    app.addHook('onClose', stopFollowing);
  }
  // The price table and model catalogue admins published last, before anything is priced or answered; then
  // kept fresh from other processes.
  const settings = [app.deps.credits.book, app.deps.models.catalogue];
  for (const setting of settings) await setting.refresh();
  app.addHook('onClose', async () => settings.forEach((setting) => setting.stop()));
  app.addHook('onClose', async () => mailer.close());

  registerErrorHandling(app);
  await registerSecurity(app);
  // Order matters only where a module names another in its dependencies (Fastify checks them).
  await app.register(healthModule);
  await app.register(inviteModule);
  await app.register(authModule);
  await app.register(userModule);
  await app.register(modelModule);
  await app.register(rolesModule);
  await app.register(uploadModule);
  await app.register(chatModule, { recovery: options.sweeper !== false });
  await app.register(helperModule);
  await app.register(tasksModule, { runner: options.taskRunner !== false });
  await app.register(botsModule);
  await app.register(feedModule);
  await app.register(newsModule);
  await app.register(adminModule);
  await app.register(setupModule);
  await app.register(douyinModule, { schedule: options.douyinSchedule !== false });
  // After tasks: the expense log names the image model each task's credits paid for.
  await app.register(billingModule);
  await app.register(docsModule);
  await registerWeb(app);
  if (options.sweeper !== false) registerCreditSweeper(app);
  await app.ready();
  return app;
}
