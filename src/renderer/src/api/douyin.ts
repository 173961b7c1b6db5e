// Douyin auto-reply: the connected accounts, their rules, a dry run of the rules, and what came in and went
// out. The contract loads with the first Douyin call, so only the Douyin page pays for it. Every call is
// silent: lists show their failure with a retry, forms and dialogs show a refusal where it was made.
import type { RouteBody, RouteQuery } from '@shared/api/http';
import type { DouyinSettings, douyinApi } from '@shared/api/douyin';
import { call } from './client';

const douyin = () => import('@shared/api/douyin').then((module) => module.douyinApi);

export type DouyinDataQuery = RouteQuery<typeof douyinApi.dataList>;
export type DouyinRuleBody = RouteBody<typeof douyinApi.rulesCreate>;
export type DouyinDryRunBody = RouteBody<typeof douyinApi.dryRun>;

export const douyinService = {
  accounts: async () => call((await douyin()).account, { silent: true }),
  /** The consent page's address for the chosen abilities. */
  connect: async (abilities: string[]) =>
    call((await douyin()).connect, { query: { abilities: abilities.join(',') }, silent: true }),
  status: async (accountId: string, active: boolean) =>
    call((await douyin()).status, { body: { accountId, active }, silent: true }),
  settings: async (accountId: string, settings: DouyinSettings) =>
    call((await douyin()).settings, { body: { accountId, settings }, silent: true }),
  remove: async (accountId: string) =>
    call((await douyin()).delete, { body: { accountId }, silent: true }),
  videos: async (accountId: string, cursor: number) =>
    call((await douyin()).video, { query: { accountId, cursor }, silent: true }),
  data: async (query: DouyinDataQuery) => call((await douyin()).dataList, { query, silent: true }),
  repliesToday: async (accountId: string | undefined) =>
    call((await douyin()).replyToday, { query: { accountId }, silent: true }),
  rules: async (accountId: string) =>
    call((await douyin()).rules, { query: { accountId }, silent: true }),
  /** Creates a rule, or saves the one `id` names. */
  saveRule: async (body: DouyinRuleBody) =>
    call((await douyin()).rulesCreate, { body, silent: true }),
  removeRule: async (id: string) =>
    call((await douyin()).rulesDelete, { body: { id }, silent: true }),
  ruleEnabled: async (id: string, enabled: boolean) =>
    call((await douyin()).rulesStatus, { body: { id, enabled }, silent: true }),
  dryRun: async (body: DouyinDryRunBody) => call((await douyin()).dryRun, { body, silent: true }),
  approve: async (id: string, approve: boolean) =>
    call((await douyin()).approve, { body: { id, approve }, silent: true }),
};
