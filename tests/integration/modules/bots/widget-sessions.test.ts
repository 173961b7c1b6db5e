// A bot's visitor sessions: minted only for a page on one of the bot's websites (the browser's Origin, or
// its Referer, agreeing with what the page says), or on Atrium itself for a bot with a link; refused in
// words otherwise, with nothing made. A session lasts 30 minutes, is renewed with its visitor kept, and ends
// when the owner takes the website off the list. The widget page is framed by exactly the bot's websites.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_HEADERS } from '../../../../src/shared/widget';
import { createChatWorld, type ChatWorld } from '../../support/chat';
import { api } from '../../support/test-app';
import {
  ATRIUM,
  LOCAL_SHOP,
  SHOP,
  askSession,
  createBot,
  openSession,
  visitorAsk,
  visitorHeaders,
} from '../../support/widget';

type Headers = Record<string, string>;
let world: ChatWorld;
let owner: { headers: Headers; id: string };
let embedded: string;
let linked: string;
let hidden: string;

beforeAll(async () => {
  // A web build of two files, so the widget page and the loader are served as in production.
  const web = mkdtempSync(join(tmpdir(), 'atrium-web-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><title>Atrium</title><div id="root"></div>',
  );
  writeFileSync(join(web, 'widget.js'), '/* loader */');
  world = await createChatWorld({ env: { WEB_DIR: web } });
  owner = await world.user('owner');
  embedded = await createBot(world.t, owner.headers);
  linked = await createBot(world.t, owner.headers, { visibility: 'link', origins: [] });
  hidden = await createBot(world.t, owner.headers, { visibility: 'private', origins: [] });
});
afterAll(() => world.close());

const refusal = (answer: { status: number; body: { code?: string; msg?: string } }) => ({
  status: answer.status,
  code: answer.body.code,
  msg: answer.body.msg,
});

describe('a visitor session', () => {
  it('is given to a page on a listed website, bound to it, with what a visitor sees of the bot', async () => {
    const answer = await askSession(world.t, embedded, { origin: SHOP, bodyOrigin: `${SHOP}/` });
    expect(answer.status).toBe(200);
    const session = answer.body.data;
    expect(session).toMatchObject({
      origin: SHOP,
      bot: { id: embedded, name: 'Lighthouse guide', welcome: 'Ask me about the museum.' },
    });
    expect(session.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    const minutes = (Date.parse(session.expiresAt) - world.t.clock.now.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 1);
    // Nothing of the owner's settings or account.
    expect(JSON.stringify(session)).not.toMatch(/instructions|dailyCap|origins|owner/);
    // http on this computer is a website too; the Referer stands in when no Origin is sent.
    expect((await askSession(world.t, embedded, { origin: LOCAL_SHOP })).status).toBe(200);
    const byReferer = await askSession(world.t, embedded, { referer: `${SHOP}/products/tea?x=1` });
    expect(byReferer.body.data.origin).toBe(SHOP);
  });

  it('is refused in words, in the visitor’s language, to a website not on the list', async () => {
    const answer = await askSession(world.t, embedded, { origin: 'https://evil.example' });
    expect(refusal(answer)).toEqual({
      status: 403,
      code: 'WIDGET_REFUSED',
      msg: 'https://evil.example may not show this chat. Its owner can add the website in the bot’s Embed settings.',
    });
    const zh = await askSession(world.t, embedded, {
      origin: 'https://evil.example',
      locale: 'zh-CN',
    });
    expect(zh.body.msg).toContain('不能显示这个对话');
    // The same host on another scheme or port is another website.
    for (const origin of [
      'http://shop.example',
      'https://shop.example:8443',
      'http://localhost:5501',
    ])
      expect((await askSession(world.t, embedded, { origin })).status).toBe(403);
  });

  it('is refused without an Origin or Referer, and when the page names another website', async () => {
    expect(refusal(await askSession(world.t, embedded, {}))).toMatchObject({
      status: 403,
      code: 'WIDGET_REFUSED',
      msg: 'This page did not say which website it is on, so the chat cannot open here.',
    });
    const mismatch = await askSession(world.t, embedded, {
      origin: 'https://evil.example',
      bodyOrigin: SHOP,
    });
    expect(refusal(mismatch)).toMatchObject({ status: 403, code: 'WIDGET_REFUSED' });
    expect(mismatch.body.msg).toContain('not the one the request came from');
    const other = await askSession(world.t, embedded, { origin: SHOP, bodyOrigin: LOCAL_SHOP });
    expect(other.status).toBe(403);
  });

  it('answers "not found" for a private bot exactly as for a bot that does not exist', async () => {
    const missing = await askSession(world.t, '00000000-0000-4000-8000-000000000000', {
      origin: SHOP,
    });
    expect(refusal(missing)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      msg: 'This chat does not exist, or is not open to visitors.',
    });
    expect(refusal(await askSession(world.t, hidden, { origin: ATRIUM }))).toEqual(
      refusal(missing),
    );
  });

  it('opens a bot with a link on Atrium’s own page only', async () => {
    expect((await askSession(world.t, linked, { origin: ATRIUM })).status).toBe(200);
    expect((await askSession(world.t, linked, { origin: SHOP })).status).toBe(403);
    // An embedded bot has its own page too.
    expect((await askSession(world.t, embedded, { origin: ATRIUM })).status).toBe(200);
  });

  it('is not an access token, and an access token is not a session', async () => {
    const session = await openSession(world.t, embedded);
    const asUser = await api(world.t.app, {
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(asUser.status).toBe(401);
    const token = owner.headers.authorization!.replace('Bearer ', '');
    const asVisitor = await visitorAsk(world.base, visitorHeaders({ ...session, token }), {
      text: 'Hello?',
    });
    expect(asVisitor.envelope).toMatchObject({ code: 'WIDGET_SESSION' });
    const forged = `${session.token.slice(0, -4)}AAAA`;
    const answer = await visitorAsk(world.base, visitorHeaders({ ...session, token: forged }), {
      text: 'Hello?',
    });
    expect(answer.envelope).toMatchObject({ code: 'WIDGET_SESSION' });
  });

  it('must be used with the host of its website, from the widget page or that website', async () => {
    const session = await openSession(world.t, embedded);
    const asks: Array<Record<string, string>> = [
      { [WIDGET_HEADERS.host]: 'evil.example' },
      { [WIDGET_HEADERS.host]: '' },
      { origin: 'https://evil.example' },
    ];
    for (const more of asks) {
      const answer = await visitorAsk(world.base, visitorHeaders(session, more), { text: 'Hi' });
      expect(answer.status, JSON.stringify(more)).toBe(403);
      expect(answer.envelope?.code).toBe('WIDGET_REFUSED');
    }
  });

  it('ends when the owner takes its website off the list or makes the bot private', async () => {
    const bot = await createBot(world.t, owner.headers);
    const session = await openSession(world.t, bot);
    const edit = (payload: object) =>
      api(world.t.app, {
        method: 'POST',
        url: '/api/bot/edit',
        headers: owner.headers,
        payload: { id: bot, ...payload },
      });
    await edit({ origins: [LOCAL_SHOP] });
    const gone = await visitorAsk(world.base, visitorHeaders(session), { text: 'Hi' });
    expect(gone.envelope).toMatchObject({ code: 'WIDGET_REFUSED' });
    expect(gone.envelope?.msg).toContain(`${SHOP} may not show this chat`);
    await edit({ visibility: 'private' });
    const local = await openSession(world.t, bot, ATRIUM).catch((error: Error) => error.message);
    expect(local).toContain('NOT_FOUND');
  });

  // Last: it moves the clock past the owner's access token.
  it('is renewed with the same visitor while it lasts, and lasts 30 minutes', async () => {
    const first = await openSession(world.t, embedded);
    world.t.clock.advance(20 * 60_000);
    const renewed = await askSession(world.t, embedded, { origin: SHOP, renew: first.token });
    expect(renewed.body.data.visitorId).toBe(first.visitorId);
    // Another website, or another bot, does not take over the visitor.
    const elsewhere = await askSession(world.t, embedded, {
      origin: LOCAL_SHOP,
      renew: first.token,
    });
    expect(elsewhere.body.data.visitorId).not.toBe(first.visitorId);
    const otherBot = await askSession(world.t, linked, { origin: ATRIUM, renew: first.token });
    expect(otherBot.body.data.visitorId).not.toBe(first.visitorId);
    world.t.clock.advance(11 * 60_000);
    const late = await askSession(world.t, embedded, { origin: SHOP, renew: first.token });
    expect(late.body.data.visitorId).not.toBe(first.visitorId);
    const expired = await visitorAsk(world.base, visitorHeaders(first), { text: 'Hello?' });
    expect(expired.status).toBe(403);
    expect(expired.envelope).toMatchObject({
      code: 'WIDGET_SESSION',
      msg: 'This chat session has ended. Close the chat and open it again to go on.',
    });
  });
});

describe('the widget page and its loader', () => {
  const page = (path: string) => world.t.app.inject({ method: 'GET', url: path });

  it('may be framed by exactly the bot’s websites, and by nothing when it has none', async () => {
    const shown = await page(`/embed/${embedded}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<div id="root">');
    const policy = String(shown.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors ${SHOP} ${LOCAL_SHOP};`);
    expect(policy).toContain("script-src 'self'");
    expect(shown.headers['x-frame-options']).toBeUndefined();
    const link = await page(`/embed/${linked}?origin=x`);
    expect(link.statusCode).toBe(200);
    expect(String(link.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // Every other page stays unframable.
    const home = await page('/home');
    expect(String(home.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('is not found for a private bot, a bot that does not exist or an id that is none', async () => {
    for (const id of [hidden, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const answer = await page(`/embed/${id}`);
      expect(answer.statusCode, id).toBe(404);
      expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('serves the loader to any website, and lets any page ask for a session', async () => {
    const loader = await page('/widget.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(loader.headers['cache-control']).toBe('no-cache');
    expect((await page('/home')).headers['cross-origin-resource-policy']).toBe('same-origin');
    const preflight = (url: string) =>
      world.t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-atrium-locale',
        },
      });
    const session = await preflight('/api/bot/widget/session');
    expect(session.headers['access-control-allow-origin']).toBe('https://evil.example');
    expect(session.headers['access-control-allow-credentials']).toBeUndefined();
    // Only that call: the rest of the API stays closed to other websites.
    const other = await preflight('/api/bot/widget/push');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
