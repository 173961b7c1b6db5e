// The Douyin Open Platform over HTTP: OAuth (code, refresh, renewal of the refresh token, user info, revoke),
// the video list, comments and private messages. Every call has its own deadline, so a platform that stops
// answering never holds a webhook, a sweep or a reply. Refusals become `DouyinCallError` with the platform's code.
import * as z from 'zod/mini';
import { DouyinCallError, NO_ANSWER } from './errors';

export interface DouyinApp {
  clientKey: string;
  clientSecret: string;
  baseUrl: string;
  /** Longest wait for one call's whole answer. */
  timeoutMs?: number;
}

const num = z.optional(z.number());
const str = z.optional(z.string());
/** Both envelopes: `{data:{…, error_code, description}, extra:{…}}` and OAuth's `{data:{…}, message}`. */
const envelope = z.object({
  data: z.optional(z.looseObject({ error_code: num, description: str })),
  extra: z.optional(z.looseObject({ error_code: num, description: str })),
  message: str,
});

const tokenData = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  refresh_token: z.string(),
  refresh_expires_in: num,
  open_id: z.string(),
  scope: z._default(z.string(), ''),
});
const renewData = z.object({ refresh_token: z.string(), expires_in: z.number() });
const userData = z.object({
  open_id: z.string(),
  nickname: z._default(z.string(), ''),
  avatar: str,
});
const videoData = z.object({
  list: z._default(
    z.array(
      z.object({
        item_id: z.string(),
        title: z._default(z.string(), ''),
        cover: str,
        create_time: z._default(z.number(), 0),
        /** 2: an image post (no comment replies); 4: a video. */
        media_type: num,
        statistics: z.optional(z.object({ comment_count: z._default(z.number(), 0) })),
      }),
    ),
    [],
  ),
  cursor: z._default(z.number(), 0),
  has_more: z._default(z.boolean(), false),
});
const commentData = z.object({
  list: z._default(
    z.array(
      z.object({
        comment_id: z.string(),
        comment_user_id: z._default(z.string(), ''),
        content: z._default(z.string(), ''),
        create_time: z._default(z.number(), 0),
        nick_name: str,
      }),
    ),
    [],
  ),
  cursor: z._default(z.number(), 0),
  has_more: z._default(z.boolean(), false),
});

export type DouyinTokens = z.infer<typeof tokenData>;
export type DouyinVideoPage = z.infer<typeof videoData>;
export type DouyinCommentPage = z.infer<typeof commentData>;

/** An image post: the platform takes no comment replies on it. */
export const IMAGE_POST = 2;

export interface DouyinCaller {
  openId: string;
  accessToken: string;
}

export function createDouyinClient(app: DouyinApp) {
  const timeoutMs = app.timeoutMs ?? 8000;

  async function call<S extends z.ZodMiniType>(
    path: string,
    init: {
      method: 'GET' | 'POST';
      query?: Record<string, string>;
      body?: unknown;
      token?: string;
    },
    schema: S,
  ): Promise<z.output<S>> {
    const url = new URL(`${app.baseUrl}${path}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    let response: Response;
    let raw: unknown;
    try {
      response = await fetch(url, {
        method: init.method,
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { 'access-token': init.token } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      raw = await response.json();
    } catch (error) {
      throw new DouyinCallError(NO_ANSWER, `${path}: no answer (${(error as Error).message})`);
    }
    const parsed = envelope.safeParse(raw);
    if (!parsed.success) throw new DouyinCallError(NO_ANSWER, `${path}: not the platform's answer`);
    const { data, extra } = parsed.data;
    const code = data?.error_code || extra?.error_code || 0;
    if (code !== 0) {
      const description = data?.description || extra?.description || 'refused';
      throw new DouyinCallError(code, `${path}: ${code} ${description}`);
    }
    if (!response.ok) throw new DouyinCallError(NO_ANSWER, `${path}: HTTP ${response.status}`);
    const checked = schema.safeParse(data ?? {});
    if (!checked.success) throw new DouyinCallError(NO_ANSWER, `${path}: unexpected answer`);
    return checked.data;
  }

  const credentials = { client_key: app.clientKey, client_secret: app.clientSecret };
  const as = (caller: DouyinCaller) => ({
    query: { open_id: caller.openId },
    token: caller.accessToken,
  });

  return {
    /** The consent page the user is sent to. */
    consentUrl(scopes: string[], state: string, redirectUri: string): string {
      const url = new URL(`${app.baseUrl}/platform/oauth/connect/`);
      url.searchParams.set('client_key', app.clientKey);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', scopes.join(','));
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },
    exchangeCode: (code: string) =>
      call(
        '/oauth/access_token/',
        { method: 'POST', body: { ...credentials, code, grant_type: 'authorization_code' } },
        tokenData,
      ),
    refresh: (refreshToken: string) =>
      call(
        '/oauth/refresh_token/',
        {
          method: 'POST',
          body: {
            client_key: app.clientKey,
            refresh_token: refreshToken,
            grant_type: 'refresh_token',
          },
        },
        tokenData,
      ),
    renewRefreshToken: (refreshToken: string) =>
      call(
        '/oauth/renew_refresh_token/',
        { method: 'POST', body: { client_key: app.clientKey, refresh_token: refreshToken } },
        renewData,
      ),
    userInfo: (caller: DouyinCaller) =>
      call(
        '/oauth/userinfo/',
        { method: 'POST', body: { open_id: caller.openId, access_token: caller.accessToken } },
        userData,
      ),
    revoke: (caller: DouyinCaller) =>
      call(
        '/oauth/revoke/',
        {
          method: 'POST',
          body: { ...credentials, open_id: caller.openId },
          token: caller.accessToken,
        },
        z.object({}),
      ),
    videos: (caller: DouyinCaller, cursor: number, count: number) =>
      call(
        '/api/douyin/v1/video/video_list/',
        {
          method: 'GET',
          ...as(caller),
          query: { open_id: caller.openId, cursor: String(cursor), count: String(count) },
        },
        videoData,
      ),
    comments: (caller: DouyinCaller, itemId: string, cursor: number, count: number) =>
      call(
        '/item/comment/list/',
        {
          method: 'GET',
          ...as(caller),
          query: {
            open_id: caller.openId,
            item_id: itemId,
            cursor: String(cursor),
            count: String(count),
            sort_type: 'time',
          },
        },
        commentData,
      ),
    replyToComment: (
      caller: DouyinCaller,
      reply: { itemId: string; commentId: string; content: string },
    ) =>
      call(
        '/item/comment/reply/',
        {
          method: 'POST',
          ...as(caller),
          body: { item_id: reply.itemId, comment_id: reply.commentId, content: reply.content },
        },
        z.object({ comment_id: z.string() }),
      ),
    sendMessage: (
      caller: DouyinCaller,
      message: { msgId: string; conversationId: string; toUserId: string; text: string },
    ) =>
      call(
        '/im/send/msg/',
        {
          method: 'POST',
          ...as(caller),
          body: {
            msg_id: message.msgId,
            conversation_id: message.conversationId,
            to_user_id: message.toUserId,
            content: { msg_type: 1, text: { text: message.text } },
            scene: 'im_reply_msg',
          },
        },
        z.object({ msg_id: z.string() }),
      ),
  };
}

export type DouyinClient = ReturnType<typeof createDouyinClient>;
