// What the Douyin page's tests share: an account as the server describes it, a loopback server that
// answers the Douyin calls from what each test gives it (and records what was sent), and the page or a
// piece of it rendered inside a router at an address.
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { DouyinAccount, DouyinRule } from '@shared/api/douyin';
import { setApiBase } from '../api/client';
import { platform } from '../platform';
import { useUserStore } from '../stores/user';
import { json, startLoopback } from './loopback';
import { renderInApp } from './render';

export const ACCOUNT_ID = '00000000-0000-4000-8000-00000000d001';
export const RULE_ID = '00000000-0000-4000-8000-00000000d101';
export const BOT_ID = '00000000-0000-4000-8000-00000000b001';

export const account = (changes: Partial<DouyinAccount> = {}): DouyinAccount => ({
  id: ACCOUNT_ID,
  openId: 'open-1',
  nickname: 'Lin’s garden',
  avatar: null,
  state: 'active',
  abilities: [
    { ability: 'videos', state: 'granted' },
    { ability: 'comments', state: 'granted' },
    { ability: 'messages', state: 'missing', reason: 'enterpriseOnly' },
  ],
  accessExpiresAt: '2026-03-01T08:00:00.000Z',
  refreshExpiresAt: '2026-03-30T08:00:00.000Z',
  renewalsLeft: 4,
  reauthorizeBy: null,
  settings: {
    dailyCap: 200,
    quietHours: null,
    timeZone: 'Asia/Shanghai',
    approval: false,
    bannedWords: [],
  },
  repliesToday: 12,
  pausedRules: 0,
  lastEventAt: '2026-03-01T07:00:00.000Z',
  createdAt: '2026-02-01T00:00:00.000Z',
  ...changes,
});

export const rule = (changes: Partial<DouyinRule> = {}): DouyinRule => ({
  id: RULE_ID,
  accountId: ACCOUNT_ID,
  name: 'Price',
  priority: 10,
  match: 'keywords',
  keywords: ['price'],
  pattern: '',
  scope: 'comments',
  videoIds: [],
  reply: 'texts',
  texts: ['See the link in my profile.'],
  template: '',
  botId: null,
  enabled: true,
  pausedReason: null,
  updatedAt: '2026-02-01T00:00:00.000Z',
  ...changes,
});

/** What each path answers (`data` of a success envelope); a path not listed answers 404. */
export type Answers = Record<string, unknown>;

export async function serveDouyin(answers: Answers) {
  const server = await startLoopback((request, _body, response) => {
    const path = request.url?.split('?')[0] ?? '';
    if (!(path in answers))
      return json(response, 404, { success: false, code: 'NOT_FOUND', msg: 'Not found.' });
    json(response, 200, { success: true, data: answers[path] });
  });
  setApiBase(server.url);
  platform.setSession({ token: 'access', refreshToken: 'refresh', expiresIn: 900 });
  useUserStore.setState({
    status: 'loaded',
    user: { id: `u-${Math.random()}`, email: 'a@b.co', name: 'A' } as never,
  });
  return {
    ...server,
    /** The bodies sent to a path, parsed. */
    bodies: (path: string) =>
      server.requests
        .filter((request) => request.url?.split('?')[0] === path)
        .map((request) => JSON.parse(request.body) as unknown),
    /** The addresses asked at a path, with their queries. */
    urls: (path: string) =>
      server.requests
        .filter((request) => request.url?.split('?')[0] === path)
        .map((request) => new URL(request.url!, server.url)),
  };
}

export const renderAt = (ui: ReactElement, address = '/douyin') =>
  renderInApp(<MemoryRouter initialEntries={[address]}>{ui}</MemoryRouter>);
