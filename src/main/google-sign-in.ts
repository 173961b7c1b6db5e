// Google sign-in for the desktop app: state and a PKCE verifier made here, Google in the
// system browser, the session back through atrium://auth/callback, or, when no deep link comes (the scheme is
// not registered, as in development), by polling the server for the same state for up to five minutes.
import { createHash, randomBytes } from 'node:crypto';
import { authApi, type SessionTokens } from '@shared/api/auth';
import type { DeepLink } from './deep-link';

const POLL_INTERVAL_MS = 2000;
const GIVE_UP_MS = 5 * 60_000;

export interface GoogleSignInDeps {
  serverUrl: string;
  /** The invitation code a new account signs up with. */
  invite?: string;
  openExternal(url: string): Promise<boolean> | boolean;
  fetch: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

interface Pending {
  state: string;
  verifier: string;
  link?: DeepLink;
}

let pending: Pending | undefined;

/** Hands a deep link to the sign-in waiting for it; false when none waits for that state. */
export function deliverDeepLink(link: DeepLink): boolean {
  if (!pending || link.state !== pending.state) return false;
  pending.link = link;
  return true;
}

async function post(deps: GoogleSignInDeps, path: string, body: unknown) {
  const response = await deps.fetch(`${deps.serverUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; data?: unknown; msg?: string };
  if (!json.success) throw new Error(json.msg ?? `sign-in failed (${response.status})`);
  return json.data;
}

export async function signInWithGoogle(deps: GoogleSignInDeps): Promise<SessionTokens> {
  const now = deps.now ?? Date.now;
  const sleep =
    deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const state = randomBytes(32).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
  const flow: Pending = { state, verifier };
  pending = flow;
  try {
    const start = new URL(`${deps.serverUrl}${authApi.googleStart.path}`);
    start.search = new URLSearchParams({
      client: 'desktop',
      state,
      codeChallenge,
      ...(deps.invite ? { invite: deps.invite } : {}),
    }).toString();
    const response = await deps.fetch(start);
    const json = (await response.json()) as {
      success: boolean;
      data?: { url: string };
      msg?: string;
    };
    if (!json.success || !json.data) throw new Error(json.msg ?? 'Google sign-in is not available');
    if (!(await deps.openExternal(json.data.url)))
      throw new Error('The sign-in page could not be opened');

    const deadline = now() + GIVE_UP_MS;
    while (now() < deadline) {
      if (pending !== flow) throw new Error('Another sign-in started');
      const link = flow.link;
      if (link?.kind === 'auth-error') throw new Error(link.error);
      if (link?.kind === 'auth-code') {
        return authApi.googleDesktopExchange.data.parse(
          await post(deps, authApi.googleDesktopExchange.path, {
            code: link.code,
            codeVerifier: verifier,
          }),
        );
      }
      const polled = authApi.googleDesktopPoll.data.parse(
        await post(deps, authApi.googleDesktopPoll.path, { state, codeVerifier: verifier }),
      );
      if ('token' in polled) return polled;
      await sleep(POLL_INTERVAL_MS);
    }
    throw new Error('Sign-in timed out');
  } finally {
    if (pending === flow) pending = undefined;
  }
}
