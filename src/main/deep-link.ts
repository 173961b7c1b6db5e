// atrium:// links reach the app from the operating system: from anyone. The parser accepts exactly
// `atrium://auth/callback?code=…&state=…` (or `?error=…&state=…` from the server) and nothing else.

export const DEEP_LINK_SCHEME = 'atrium';
const PREFIX = `${DEEP_LINK_SCHEME}://auth/callback?`;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const ERROR_CODE = /^[A-Z_]{2,40}$/;

export type DeepLink =
  | { kind: 'auth-code'; code: string; state: string }
  | { kind: 'auth-error'; error: string; state: string };

export function parseDeepLink(input: unknown): DeepLink | undefined {
  if (typeof input !== 'string' || input.length > 512 || !input.startsWith(PREFIX))
    return undefined;
  const query = input.slice(PREFIX.length);
  if (query.includes('#')) return undefined;
  const pairs = query.split('&').map((pair) => pair.split('='));
  if (pairs.length !== 2 || pairs.some((pair) => pair.length !== 2)) return undefined;
  const params = new Map(pairs as Array<[string, string]>);
  if (params.size !== 2) return undefined;
  const state = params.get('state');
  if (!state || !TOKEN.test(state)) return undefined;
  const code = params.get('code');
  if (code !== undefined) return TOKEN.test(code) ? { kind: 'auth-code', code, state } : undefined;
  const error = params.get('error');
  if (error !== undefined && ERROR_CODE.test(error)) return { kind: 'auth-error', error, state };
  return undefined;
}

/** The deep link among a process's arguments (Windows and Linux pass it on the command line). */
export function deepLinkFromArgv(argv: readonly string[]): DeepLink | undefined {
  for (const arg of argv) {
    const link = parseDeepLink(arg);
    if (link) return link;
  }
  return undefined;
}
