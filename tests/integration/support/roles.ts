// What the roles module's tests share: signed-in users, each from an address of its own, the calls they make
// (every write a second later on the test clock) and a character draft to vary.
import { starterRows } from '../../../src/server/modules/roles/seed';
import { api, bearer, signIn, type TestApp } from './test-app';

/** The calls on the app the test file made (`app()` reads it once its beforeAll has run). */
export function roleCalls(app: () => TestApp) {
  let ip = 0;
  async function newUser(label: string) {
    ip += 1;
    const tokens = await signIn(app(), `${label}-${ip}@example.com`, `10.3.0.${ip}`);
    const headers = bearer(tokens.token);
    const me = await api(app().app, { method: 'GET', url: '/api/user', headers });
    return { id: me.body.data.id as string, headers };
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    api(app().app, { method: 'GET', url, headers });
  /** Each write a second later, so newest-first lists have one answer. */
  const post = (url: string, headers: Record<string, string>, payload: object) => {
    app().clock.advance(1000);
    return api(app().app, { method: 'POST', url, headers, payload });
  };
  return { newUser, get, post };
}

export const draft = (overrides: object = {}) => ({
  name: 'Haiku Friend',
  avatar: 'preset:leaf',
  description: 'Answers in haiku.',
  systemPrompt: 'Answer every message as a haiku.',
  greeting: 'Five, seven, five: ask.',
  categoryId: 'writing',
  visibility: 'private',
  ...overrides,
});

export const STARTERS_PER_LOCALE = starterRows().length / 2;
