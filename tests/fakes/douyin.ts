// A loopback Douyin Open Platform speaking its wire format: the consent page, OAuth (code, refresh, renewal
// of the refresh token at most five times, user info, revoke), the video list, comments (replies only on the
// user's own videos, never on image posts) and private messages. Answers use the platform's envelopes:
// `{data:{…, error_code, description}, extra:{…}}`, and `{data:{…}, message}` for OAuth. Tests script errors
// by path (`failNext`), read the replies sent, move the clock, and send webhooks (douyin-webhooks.ts).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { consentPage } from './douyin-consent';
import { createWebhookSender } from './douyin-webhooks';

const DAY = 86_400_000;
const ACCESS_SECONDS = 15 * 86_400;
const REFRESH_SECONDS = 30 * 86_400;

export interface FakeVideo {
  item_id: string;
  title: string;
  /** 2: an image post; 4: a video. */
  media_type: number;
  create_time: number;
  comments: FakeComment[];
}
export interface FakeComment {
  comment_id: string;
  comment_user_id: string;
  content: string;
  create_time: number;
  nick_name?: string;
}
export interface FakeDouyinUser {
  open_id: string;
  nickname: string;
  avatar: string;
}
interface Grant {
  openId: string;
  scopes: string[];
  expiresAt: number;
}
interface RefreshGrant extends Grant {
  renewals: number;
}
export interface SentReply {
  kind: 'comment' | 'message';
  openId: string;
  itemId?: string;
  commentId?: string;
  conversationId?: string;
  toUserId?: string;
  content: string;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
/** JSON, or the form encoding some clients send OAuth calls in. */
function parseBody(raw: string): Record<string, unknown> {
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return Object.fromEntries(new URLSearchParams(raw));
  }
}
const token = (prefix: string) => `${prefix}.${randomBytes(12).toString('hex')}`;

/** A test's own JSON route beside the platform's (answered with what it returns), for a test in another process. */
export type ControlRoute = (body: Record<string, unknown>) => unknown;

/**
 * Presses Authorize on the fake's consent page at `consentUrl`, unticking some scopes; answers the redirect.
 * Only HTTP, so a process other than the fake's may press it too.
 */
export async function approveConsent(consentUrl: string, untick: string[] = []): Promise<string> {
  const url = new URL(consentUrl);
  const page = await fetch(url);
  if (!page.ok) throw new Error(`consent page: ${page.status}`);
  const press = new URL('/platform/oauth/connect/authorize', url);
  for (const [key, value] of url.searchParams)
    if (key !== 'scope') press.searchParams.set(key, value);
  for (const scope of (url.searchParams.get('scope') ?? '').split(','))
    if (scope && !untick.includes(scope)) press.searchParams.append('scope', scope);
  const answer = await fetch(press, { redirect: 'manual' });
  return answer.headers.get('location') ?? '';
}

export async function startFakeDouyin(
  options: { port?: number; now?: () => Date; control?: Record<string, ControlRoute> } = {},
): Promise<ReturnType<typeof fakeDouyin> & { url: string; close(): Promise<void> }> {
  const fake = fakeDouyin(options.now ?? (() => new Date()));
  const control = async (
    route: ControlRoute,
    request: IncomingMessage,
    response: ServerResponse,
  ) => {
    try {
      const answer = await route(parseBody(await readBody(request)));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer ?? { ok: true }));
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  };
  const server: Server = createServer((request, response) => {
    const route = options.control?.[new URL(request.url ?? '/', 'http://localhost').pathname];
    void (route ? control(route, request, response) : fake.handle(request, response));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env.DOUYIN_BASE_URL = url;
  return Object.assign(fake, {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function fakeDouyin(now: () => Date) {
  const clientKey = 'aw-test-client';
  const clientSecret = 'dy-test-secret';
  const codes = new Map<string, { openId: string; scopes: string[] }>();
  const access = new Map<string, Grant>();
  const refresh = new Map<string, RefreshGrant>();
  const users = new Map<string, FakeDouyinUser>();
  const videos = new Map<string, FakeVideo[]>();
  const failures = new Map<string, number[]>();
  const state = {
    clientKey,
    clientSecret,
    env: { DOUYIN_CLIENT_KEY: clientKey, DOUYIN_CLIENT_SECRET: clientSecret } as Record<
      string,
      string
    >,
    /** Who the next authorization signs in as. */
    user: { open_id: 'ou_ada', nickname: 'Ada', avatar: 'https://p3.douyinpic.com/ada.jpeg' },
    replies: [] as SentReply[],
    revoked: [] as string[],
    calls: [] as string[],
    webhooks: createWebhookSender(clientKey, clientSecret),
    /** The next `times` calls of `path` answer `code`. */
    failNext(path: string, code: number, times = 1) {
      failures.set(path, [...(failures.get(path) ?? []), ...Array<number>(times).fill(code)]);
    },
    video(openId: string, video: Partial<FakeVideo> & { item_id: string }): FakeVideo {
      const made: FakeVideo = {
        title: video.item_id,
        media_type: 4,
        create_time: Math.floor(now().getTime() / 1000),
        comments: [],
        ...video,
      };
      videos.set(openId, [made, ...(videos.get(openId) ?? [])]);
      return made;
    },
    comment(
      openId: string,
      itemId: string,
      comment: Partial<FakeComment> & { comment_id: string },
    ) {
      const video = videos.get(openId)?.find((v) => v.item_id === itemId);
      if (!video) throw new Error(`no video ${itemId}`);
      video.comments.unshift({
        comment_user_id: 'ou_fan',
        content: 'hello',
        create_time: Math.floor(now().getTime() / 1000),
        ...comment,
      });
    },
    /** Presses Authorize on the consent page at `consentUrl`, unticking some scopes; answers the redirect. */
    approve: approveConsent,
    /** The refresh tokens' renewals so far for a user. */
    renewals: (openId: string) =>
      Math.max(
        0,
        ...[...refresh.values()].filter((g) => g.openId === openId).map((g) => g.renewals),
      ),
    handle,
  };

  function envelope(payload: Record<string, unknown>, code = 0, description = '') {
    return {
      data: { ...payload, error_code: code, description },
      extra: {
        error_code: code,
        description,
        logid: token('log'),
        now: now().getTime(),
        sub_error_code: 0,
      },
    };
  }
  const oauthEnvelope = (payload: Record<string, unknown>, code = 0, description = '') => ({
    data: { ...payload, error_code: code, description },
    message: code ? 'error' : 'success',
  });

  function issue(openId: string, scopes: string[], renewals = 0) {
    const accessToken = token('act');
    const refreshToken = token('rft');
    const at = now().getTime();
    access.set(accessToken, { openId, scopes, expiresAt: at + ACCESS_SECONDS * 1000 });
    refresh.set(refreshToken, { openId, scopes, expiresAt: at + REFRESH_SECONDS * 1000, renewals });
    return {
      access_token: accessToken,
      expires_in: ACCESS_SECONDS,
      refresh_token: refreshToken,
      refresh_expires_in: REFRESH_SECONDS,
      open_id: openId,
      scope: scopes.join(','),
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    state.calls.push(path);
    const raw = request.method === 'POST' ? await readBody(request) : '';
    const body = parseBody(raw);
    const send = (status: number, payload: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    const isOauth = path.startsWith('/oauth/');
    const fail = (code: number, description: string) =>
      send(200, isOauth ? oauthEnvelope({}, code, description) : envelope({}, code, description));
    if (path === '/health') return send(200, { ok: true });
    if (path === '/platform/oauth/connect/') {
      if (url.searchParams.get('client_key') !== clientKey)
        return send(400, 'unknown client_key', 'text/plain');
      return send(
        200,
        consentPage(url.searchParams, state.user.nickname),
        'text/html; charset=utf-8',
      );
    }
    if (path === '/platform/oauth/connect/authorize') {
      const code = token('code');
      users.set(state.user.open_id, { ...state.user });
      codes.set(code, { openId: state.user.open_id, scopes: url.searchParams.getAll('scope') });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    const scripted = failures.get(path)?.shift();
    if (scripted !== undefined) return fail(scripted, 'scripted failure');

    if (path === '/oauth/access_token/') {
      if (body.client_key !== clientKey || body.client_secret !== clientSecret)
        return fail(10013, 'invalid client');
      const pending = codes.get(String(body.code));
      codes.delete(String(body.code));
      if (!pending || body.grant_type !== 'authorization_code') return fail(10007, 'code expired');
      for (const [key, grant] of refresh) if (grant.openId === pending.openId) refresh.delete(key);
      return send(200, oauthEnvelope(issue(pending.openId, pending.scopes)));
    }
    if (path === '/oauth/refresh_token/') {
      const grant = refresh.get(String(body.refresh_token));
      if (!grant || grant.expiresAt <= now().getTime()) return fail(10010, 'refresh_token expired');
      const accessToken = token('act');
      access.set(accessToken, { ...grant, expiresAt: now().getTime() + ACCESS_SECONDS * 1000 });
      return send(
        200,
        oauthEnvelope({
          access_token: accessToken,
          expires_in: ACCESS_SECONDS,
          refresh_token: String(body.refresh_token),
          refresh_expires_in: Math.floor((grant.expiresAt - now().getTime()) / 1000),
          open_id: grant.openId,
          scope: grant.scopes.join(','),
        }),
      );
    }
    if (path === '/oauth/renew_refresh_token/') {
      const grant = refresh.get(String(body.refresh_token));
      if (!grant || grant.expiresAt <= now().getTime()) return fail(10010, 'refresh_token expired');
      if (grant.renewals >= 5) return fail(10020, 'refresh_token renewed too many times');
      refresh.delete(String(body.refresh_token));
      const renewed = token('rft');
      refresh.set(renewed, {
        ...grant,
        renewals: grant.renewals + 1,
        expiresAt: now().getTime() + 30 * DAY,
      });
      return send(200, oauthEnvelope({ refresh_token: renewed, expires_in: REFRESH_SECONDS }));
    }
    if (path === '/oauth/userinfo/') {
      const grant = access.get(String(body.access_token));
      if (!grant || grant.openId !== body.open_id) return fail(28001008, 'access_token invalid');
      const user = users.get(grant.openId);
      return send(
        200,
        oauthEnvelope({
          open_id: grant.openId,
          nickname: user?.nickname ?? '',
          avatar: user?.avatar ?? '',
        }),
      );
    }
    const openId = url.searchParams.get('open_id') ?? String(body.open_id ?? '');
    const grant = access.get(String(request.headers['access-token'] ?? ''));
    if (!grant) return fail(10008, 'access_token invalid');
    if (grant.expiresAt <= now().getTime()) return fail(28001008, 'access_token expired');
    if (grant.openId !== openId) return fail(2190002, 'open_id does not match the access_token');
    const needs = (scope: string) => grant.scopes.includes(scope);

    if (path === '/oauth/revoke/') {
      for (const [key, g] of access) if (g.openId === openId) access.delete(key);
      for (const [key, g] of refresh) if (g.openId === openId) refresh.delete(key);
      state.revoked.push(openId);
      return send(200, envelope({}));
    }
    if (path === '/api/douyin/v1/video/video_list/') {
      if (!needs('video.list.bind')) return fail(28001012, 'scope not granted');
      const cursor = Number(url.searchParams.get('cursor') ?? 0);
      const count = Number(url.searchParams.get('count') ?? 10);
      const all = videos.get(openId) ?? [];
      const list = all.slice(cursor, cursor + count).map(({ comments, ...video }) => ({
        ...video,
        cover: `https://p3.douyinpic.com/${video.item_id}.jpeg`,
        statistics: {
          comment_count: comments.length,
          digg_count: 0,
          play_count: 0,
          share_count: 0,
        },
      }));
      return send(
        200,
        envelope({ list, cursor: cursor + list.length, has_more: cursor + count < all.length }),
      );
    }
    if (path === '/item/comment/list/' || path === '/item/comment/reply/') {
      if (!needs('item.comment')) return fail(28001012, 'scope not granted');
      const itemId = url.searchParams.get('item_id') ?? String(body.item_id ?? '');
      const video = videos.get(openId)?.find((v) => v.item_id === itemId);
      if (!video) return fail(2190004, 'item does not belong to the user');
      if (path === '/item/comment/list/') {
        const cursor = Number(url.searchParams.get('cursor') ?? 0);
        const count = Number(url.searchParams.get('count') ?? 10);
        const list = video.comments.slice(cursor, cursor + count);
        return send(
          200,
          envelope({
            list,
            cursor: cursor + list.length,
            has_more: cursor + count < video.comments.length,
          }),
        );
      }
      if (video.media_type === 2) return fail(2190005, 'image posts take no comment replies');
      const reply: SentReply = {
        kind: 'comment',
        openId,
        itemId,
        commentId: String(body.comment_id),
        content: String(body.content),
      };
      state.replies.push(reply);
      return send(200, envelope({ comment_id: token('cmt') }));
    }
    if (path === '/im/send/msg/') {
      if (!needs('im.direct_message')) return fail(28001012, 'scope not granted');
      if (body.scene !== 'im_reply_msg') return fail(2100004, 'scene must be im_reply_msg');
      const content = body.content as { text?: { text?: string } } | undefined;
      state.replies.push({
        kind: 'message',
        openId,
        conversationId: String(body.conversation_id),
        toUserId: String(body.to_user_id),
        content: content?.text?.text ?? '',
      });
      return send(200, envelope({ msg_id: token('msg') }));
    }
    return send(404, envelope({}, 2100004, 'no such API'));
  }

  return state;
}

export type FakeDouyin = Awaited<ReturnType<typeof startFakeDouyin>>;
