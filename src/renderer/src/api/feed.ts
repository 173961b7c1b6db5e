// The feed, its likes, notices and reports. The contract loads with the first call (the header's notice
// count asks on every page), not with the app's first page. Reads are silent: pages show their own failure
// with a retry; likes, publishing and reports are silent too, shown beside the button that was pressed.
import type { RouteBody, RouteQuery } from '@shared/api/http';
import type { feedApi } from '@shared/api/feed';
import type { ReportBody } from '@shared/api/reports';
import { call } from './client';

const feed = () => import('@shared/api/feed').then((module) => module.feedApi);
const reports = () => import('@shared/api/reports').then((module) => module.reportApi);

export type FeedListQuery = RouteQuery<typeof feedApi.list>;
export type PushBody = RouteBody<typeof feedApi.push>;

export const feedService = {
  list: async (query: FeedListQuery, signal?: AbortSignal) =>
    call((await feed()).list, { query, signal, silent: true }),
  item: async (id: string) => call((await feed()).item, { query: { id }, silent: true }),
  push: async (body: PushBody) => call((await feed()).push, { body, silent: true }),
  unpush: async (id: string) => call((await feed()).unpush, { body: { id }, silent: true }),
  like: async (id: string, like: boolean) =>
    call((await feed()).like, { body: { id, like }, silent: true }),
  notices: async (page = 1) =>
    call((await feed()).notice, { query: { page, pageSize: 10 }, silent: true }),
  noticeCount: async () => call((await feed()).noticeCount, { silent: true }),
  readNotices: async (id?: string) =>
    call((await feed()).noticeRead, { body: { id }, silent: true }),
  report: async (body: ReportBody) => call((await reports()).man, { body, silent: true }),
};
