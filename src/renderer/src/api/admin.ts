// The admin console's calls. The contract loads with the console (never with the app's first page). Reads are
// silent: each section shows its own failure with a retry; changes are silent too, their refusal shown in
// the dialog or form that made them.
import type { RouteBody, RouteQuery } from '@shared/api/http';
import type { adminApi } from '@shared/api/admin';
import type { ConfigApi } from '@shared/api/admin-config';
import type { NewsSaveBody } from '@shared/api/admin-news';
import type { StatsPeriod } from '@shared/api/admin-stats';
import type { adminBillingApi } from '@shared/api/billing';
import { call } from './client';

const admin = () => import('@shared/api/admin').then((module) => module.adminApi);
const news = () => import('@shared/api/admin-news').then((module) => module.adminNewsApi);
const stats = () => import('@shared/api/admin-stats').then((module) => module.adminStatsApi);
const billing = () => import('@shared/api/billing').then((module) => module.adminBillingApi);
const config = (setting: ConfigSetting) =>
  import('@shared/api/admin-config').then(
    (module) =>
      ({
        prices: module.adminPricesApi,
        models: module.adminModelsApi,
        images: module.adminImagesApi,
      })[setting],
  );

/** The settings edited in the console as versioned documents. */
export type ConfigSetting = 'prices' | 'models' | 'images';

export type AuditListQuery = RouteQuery<typeof adminApi.audit>;
export type SuspendBody = RouteBody<typeof adminApi.suspend>;
export type RoleBody = RouteBody<typeof adminApi.role>;
export type AdjustBody = RouteBody<typeof adminBillingApi.grant>;
export type PublishConfigBody = RouteBody<ConfigApi['publish']>;
export type RollbackConfigBody = RouteBody<ConfigApi['rollback']>;

export const adminService = {
  users: async (q: string) => call((await admin()).users, { query: { q }, silent: true }),
  user: async (id: string) => call((await admin()).user, { query: { id }, silent: true }),
  suspend: async (body: SuspendBody) => call((await admin()).suspend, { body, silent: true }),
  restore: async (id: string, note: string) =>
    call((await admin()).restore, { body: { id, note }, silent: true }),
  revokeSessions: async (id: string, note: string) =>
    call((await admin()).revokeSessions, { body: { id, note }, silent: true }),
  role: async (body: RoleBody) => call((await admin()).role, { body, silent: true }),
  audit: async (query: AuditListQuery) => call((await admin()).audit, { query, silent: true }),
  stats: async (days: StatsPeriod) =>
    call((await stats()).stats, { query: { days }, silent: true }),
  ledger: async (email: string) =>
    call((await billing()).ledger, { query: { email }, silent: true }),
  grant: async (body: AdjustBody) => call((await billing()).grant, { body, silent: true }),
  deduct: async (body: AdjustBody) => call((await billing()).deduct, { body, silent: true }),
  config: async (setting: ConfigSetting) => call((await config(setting)).current, { silent: true }),
  publishConfig: async (setting: ConfigSetting, body: PublishConfigBody) =>
    call((await config(setting)).publish, { body, silent: true }),
  rollbackConfig: async (setting: ConfigSetting, body: RollbackConfigBody) =>
    call((await config(setting)).rollback, { body, silent: true }),
  newsList: async () => call((await news()).list, { silent: true }),
  newsPost: async (id: string) => call((await news()).info, { query: { id }, silent: true }),
  newsSave: async (body: NewsSaveBody) => call((await news()).save, { body, silent: true }),
  newsPublish: async (id: string, revision: number, publish: boolean) => {
    const api = await news();
    return call(publish ? api.publish : api.unpublish, { body: { id, revision }, silent: true });
  },
  newsRemove: async (id: string) => call((await news()).remove, { body: { id }, silent: true }),
};
