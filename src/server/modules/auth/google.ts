// Google sign-in: the server-side code flow with our own state and PKCE. The web ends on the renderer's
// /google/auth route with the session in the URL fragment; the desktop app gets a single-use code through
// atrium://auth/callback that only its own PKCE verifier can trade for the session.
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';
import * as z from 'zod/mini';
import { DESKTOP_CALLBACK_URL, GOOGLE_WEB_LANDING, type SessionTokens } from '@shared/api/auth';
import type { Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { startSession, type ClientInfo } from '../../sessions/service';
import { pkceChallenge, randomToken, sha256 } from '../../sessions/tokens';
import {
  consumeHandoff,
  deleteExpiredStates,
  insertHandoff,
  insertState,
  linkGoogle,
  takeState,
  userByGoogleSub,
  userById,
} from './repo';
import { adoptUserAvatar, findOrCreateByEmail } from './users';

const STATE_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 60_000;

const googleProfile = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.email(),
  email_verified: z.optional(z.boolean()),
  name: z.optional(z.string()),
  picture: z.optional(z.url()),
});

function googleConfig(deps: Deps) {
  if (!deps.config.google) throw new AppError('GOOGLE_NOT_CONFIGURED');
  return deps.config.google;
}

const redirectUri = (deps: Deps) => `${deps.config.publicUrl}/api/g/do/login`;

export async function startGoogle(
  deps: Deps,
  request: { client: 'web' | 'desktop'; state?: string; codeChallenge?: string; invite?: string },
): Promise<{ url: string }> {
  const google = googleConfig(deps);
  if (request.client === 'desktop' && (!request.state || !request.codeChallenge))
    throw new AppError('VALIDATION');
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const now = deps.now();
  await deleteExpiredStates(deps.db, now);
  await insertState(deps.db, {
    state,
    codeVerifier,
    client: request.client,
    appState: request.state,
    appCodeChallenge: request.codeChallenge,
    inviteCode: request.invite,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  const client = new OAuth2Client(google.clientId, google.clientSecret, redirectUri(deps));
  const url = client.createAuthorizationURLWithPKCE(
    google.authUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    ['openid', 'email', 'profile'],
  );
  url.searchParams.set('prompt', 'select_account');
  return { url: url.toString() };
}

async function fetchProfile(userinfoUrl: string, accessToken: string) {
  const response = await fetch(userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(8000),
  });
  if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
  return googleProfile.parse(await response.json());
}

async function findOrCreateGoogleUser(
  deps: Deps,
  profile: z.infer<typeof googleProfile>,
  locale: Locale,
  invite: string | undefined,
): Promise<UserRow> {
  const bySub = await userByGoogleSub(deps.db, profile.sub);
  if (bySub) return bySub;
  const user = await findOrCreateByEmail(deps, profile.email.toLowerCase(), {
    name: profile.name,
    avatar: profile.picture,
    locale,
    invite,
  });
  const linked = await linkGoogle(deps.db, user.id, {
    googleSub: profile.sub,
    avatar: user.avatar ?? profile.picture ?? null,
    updatedAt: deps.now(),
  });
  deps.sessions.forgetUser(user.id);
  return linked ?? user;
}

/** Handles Google's redirect; answers where the browser goes next. Never throws: failures land on the page. */
export async function finishGoogle(
  deps: Deps,
  query: { code?: string; state?: string; error?: string },
  client: ClientInfo,
  locale: Locale,
  log: (error: unknown) => void,
): Promise<string> {
  const webFailure = (code: string) =>
    `${deps.config.publicUrl}${GOOGLE_WEB_LANDING}#error=${code}`;
  if (!deps.config.google) return webFailure('GOOGLE_NOT_CONFIGURED');
  if (!query.state) return webFailure('OAUTH_STATE');
  const pending = await takeState(deps.db, query.state, deps.now());
  if (!pending) return webFailure('OAUTH_STATE');
  const fail = (code: string) =>
    pending.client === 'desktop'
      ? `${DESKTOP_CALLBACK_URL}?error=${code}&state=${encodeURIComponent(pending.appState ?? '')}`
      : webFailure(code);
  if (query.error || !query.code) return fail('OAUTH_FAILED');
  try {
    const google = deps.config.google;
    const oauth = new OAuth2Client(google.clientId, google.clientSecret, redirectUri(deps));
    const tokens = await oauth.validateAuthorizationCode(
      google.tokenUrl,
      query.code,
      pending.codeVerifier,
    );
    const profile = await fetchProfile(google.userinfoUrl, tokens.accessToken());
    if (profile.email_verified === false) return fail('OAUTH_FAILED');
    const user = await findOrCreateGoogleUser(
      deps,
      profile,
      locale,
      pending.inviteCode ?? undefined,
    );
    if (user.status !== 'active') return fail('ACCOUNT_SUSPENDED');
    void adoptUserAvatar(deps, user, (details) => log(details));
    if (pending.client === 'desktop') {
      const code = randomToken();
      await insertHandoff(deps.db, {
        codeHash: sha256(code),
        userId: user.id,
        codeChallenge: pending.appCodeChallenge ?? '',
        appState: pending.appState,
        expiresAt: new Date(deps.now().getTime() + HANDOFF_TTL_MS),
      });
      return `${DESKTOP_CALLBACK_URL}?code=${code}&state=${encodeURIComponent(pending.appState ?? '')}`;
    }
    const session = await startSession(deps, user, 'google', client);
    const fragment = new URLSearchParams({
      token: session.token,
      refreshToken: session.refreshToken,
      expiresIn: String(session.expiresIn),
    });
    return `${deps.config.publicUrl}${GOOGLE_WEB_LANDING}#${fragment.toString()}`;
  } catch (error) {
    log(error);
    return fail('OAUTH_FAILED');
  }
}

/** A session for the user a consumed hand-off names. */
async function desktopSession(deps: Deps, userId: string, client: ClientInfo) {
  const user = await userById(deps.db, userId);
  if (!user) throw new AppError('OAUTH_STATE');
  return startSession(deps, user, 'desktop', client);
}

/**
 * The desktop app's fallback when the deep link never arrives (no registered scheme, as in development): it
 * polls with its own state and verifier; the hand-off is consumed the same single time either way.
 */
export async function pollDesktopHandoff(
  deps: Deps,
  body: { state: string; codeVerifier: string },
  client: ClientInfo,
): Promise<SessionTokens | { pending: true }> {
  const challenge = pkceChallenge(body.codeVerifier);
  const handoff = await consumeHandoff(
    deps.db,
    { appState: body.state, codeChallenge: challenge },
    deps.now(),
  );
  if (!handoff) return { pending: true };
  return desktopSession(deps, handoff.userId, client);
}

/** The desktop app trades its single-use code and PKCE verifier for a session. */
export async function exchangeDesktopCode(
  deps: Deps,
  body: { code: string; codeVerifier: string },
  client: ClientInfo,
): Promise<SessionTokens> {
  const handoff = await consumeHandoff(deps.db, { codeHash: sha256(body.code) }, deps.now());
  // The code is spent even when the verifier is wrong: a stolen code gets one guess, not many.
  if (!handoff || handoff.codeChallenge !== pkceChallenge(body.codeVerifier))
    throw new AppError('OAUTH_STATE');
  return desktopSession(deps, handoff.userId, client);
}
