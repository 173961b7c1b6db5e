// Douyin auto-reply: the connected accounts, their rules, a dry run of the rules, and what came in and went
// out. Only the Douyin page (its own chunk) imports this, so the contract loads with it. Every call is
// silent: lists show their failure with a retry, forms and dialogs show a refusal where it was made.
import type { RouteBody, RouteQuery } from '@shared/api/http';
import { douyinApi, type DouyinSettings } from '@shared/api/douyin';
import { call } from './client';

export type DouyinDataQuery = RouteQuery<typeof douyinApi.dataList>;
export type DouyinRuleBody = RouteBody<typeof douyinApi.rulesCreate>;
export type DouyinDryRunBody = RouteBody<typeof douyinApi.dryRun>;

export const douyinService = {
  accounts: async () => call(douyinApi.account, { silent: true }),
  /** The consent page's address for the chosen abilities. */
  connect: async (abilities: string[]) =>
    call(douyinApi.connect, { query: { abilities: abilities.join(',') }, silent: true }),
  status: async (accountId: string, active: boolean) =>
    call(douyinApi.status, { body: { accountId, active }, silent: true }),
  settings: async (accountId: string, settings: DouyinSettings) =>
    call(douyinApi.settings, { body: { accountId, settings }, silent: true }),
  remove: async (accountId: string) =>
    call(douyinApi.delete, { body: { accountId }, silent: true }),
  videos: async (accountId: string, cursor: number) =>
    call(douyinApi.video, { query: { accountId, cursor }, silent: true }),
  data: async (query: DouyinDataQuery) => call(douyinApi.dataList, { query, silent: true }),
  repliesToday: async (accountId: string | undefined) =>
    call(douyinApi.replyToday, { query: { accountId }, silent: true }),
  rules: async (accountId: string) => call(douyinApi.rules, { query: { accountId }, silent: true }),
  /** Creates a rule, or saves the one `id` names. */
  saveRule: async (body: DouyinRuleBody) => call(douyinApi.rulesCreate, { body, silent: true }),
  removeRule: async (id: string) => call(douyinApi.rulesDelete, { body: { id }, silent: true }),
  ruleEnabled: async (id: string, enabled: boolean) =>
    call(douyinApi.rulesStatus, { body: { id, enabled }, silent: true }),
  dryRun: async (body: DouyinDryRunBody) => call(douyinApi.dryRun, { body, silent: true }),
  approve: async (id: string, approve: boolean) =>
    call(douyinApi.approve, { body: { id, approve }, silent: true }),
};
