// The Login family: e-mail codes, Google (web and desktop), token refresh and sign-out.
import * as z from 'zod/mini';
import { defineRoute } from './http';
import { EMAIL_MAX_LENGTH, PATTERNS } from '../rules/patterns';

export const email = z
  .string({ error: 'errors.emailInvalid' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX_LENGTH, { error: 'errors.emailInvalid' }),
    z.regex(PATTERNS.email, { error: 'errors.emailInvalid' }),
  );

export const emailCode = z
  .string({ error: 'errors.codeFormat' })
  .check(z.trim(), z.regex(PATTERNS.code6, { error: 'errors.codeFormat' }));

/** A signed-in session as the client holds it. */
export const sessionTokens = z.object({
  /** Short-lived access token, sent as `Authorization: Bearer`. */
  token: z.string(),
  /** Rotating refresh token: each use returns a new one and voids the old. */
  refreshToken: z.string(),
  /** Seconds until `token` expires. */
  expiresIn: z.int(),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

/** The code of an invitation link (`/login?invite=…`): ties a new account to the inviter. */
export const inviteCode = z.optional(z.string().check(z.trim(), z.regex(/^[a-z0-9]{1,32}$/i)));

export const emailLoginBody = z.object({ email, code: z.optional(emailCode), invite: inviteCode });

/** Without `code`: the code was sent (same answer whether or not the account exists). With it: the session. */
export const emailLoginData = z.union([
  z.object({ sent: z.literal(true), resendAfter: z.int() }),
  sessionTokens,
]);

export const loginMethodsData = z.object({
  email: z.boolean(),
  google: z.boolean(),
});

/** Google on the desktop: the app makes state and a PKCE verifier and sends only the challenge. */
export const googleStartQuery = z.object({
  client: z._default(z.enum(['web', 'desktop']), 'web'),
  state: z.optional(z.string().check(z.minLength(16), z.maxLength(128))),
  codeChallenge: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))),
  invite: inviteCode,
});

export const googleStartData = z.object({ url: z.url() });

export const googleCallbackQuery = z.object({
  code: z.optional(z.string().check(z.maxLength(2048))),
  state: z.optional(z.string().check(z.maxLength(256))),
  error: z.optional(z.string().check(z.maxLength(256))),
});

export const desktopExchangeBody = z.object({
  code: z.string().check(z.minLength(16), z.maxLength(128)),
  codeVerifier: z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/)),
});

/** The desktop app's fallback when no deep link arrives: ask for the session of its own state. */
export const desktopPollBody = z.object({
  state: z.string().check(z.minLength(16), z.maxLength(128)),
  codeVerifier: z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/)),
});

export const desktopPollData = z.union([z.object({ pending: z.literal(true) }), sessionTokens]);

export const authApi = {
  emailLogin: defineRoute({
    method: 'POST',
    path: '/api/e/login',
    body: emailLoginBody,
    data: emailLoginData,
    auth: false,
  }),
  methods: defineRoute({ method: 'GET', path: '/api/login', data: loginMethodsData, auth: false }),
  googleStart: defineRoute({
    method: 'GET',
    path: '/api/g/login',
    query: googleStartQuery,
    data: googleStartData,
    auth: false,
  }),
  /** Google redirects the browser here; it answers with a redirect, not JSON. */
  googleCallback: defineRoute({
    method: 'GET',
    path: '/api/g/do/login',
    query: googleCallbackQuery,
    data: z.never(),
    auth: false,
  }),
  /** The desktop app trades the single-use code of its `atrium://auth/callback` link and its verifier. */
  googleDesktopExchange: defineRoute({
    method: 'POST',
    path: '/api/g/desktop/token',
    body: desktopExchangeBody,
    data: sessionTokens,
    auth: false,
  }),
  googleDesktopPoll: defineRoute({
    method: 'POST',
    path: '/api/g/desktop/poll',
    body: desktopPollBody,
    data: desktopPollData,
    auth: false,
  }),
  /** The refresh token travels in the `HEADERS.refreshToken` header. */
  refresh: defineRoute({
    method: 'GET',
    path: '/api/refresh/token',
    data: sessionTokens,
    auth: false,
  }),
  signOut: defineRoute({
    method: 'GET',
    path: '/api/user/ulogin',
    data: z.object({ signedOut: z.literal(true) }),
    auth: true,
  }),
} as const;

/** Where the web callback lands: the renderer's `/google/auth` route reads the session from the fragment. */
export const GOOGLE_WEB_LANDING = '/google/auth';
/** The desktop deep link the server hands the single-use code to. */
export const DESKTOP_CALLBACK_URL = 'atrium://auth/callback';
