// Which Atrium server the app talks to: a saved choice (menu: Server address…), else ATRIUM_SERVER_URL, else
// the build's default. Only http(s) origins are kept, and plain http only on this computer: the session token
// travels with every request, and on a network anyone between here and the server could read it.
export const DEFAULT_SERVER_URL = 'http://localhost:8787';

export interface SettingsStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** Why an address is refused: not an http(s) origin at all, or plain http to another computer. */
export type ServerUrlRefusal = 'invalid' | 'insecure';

export type ServerUrlCheck = { ok: true; origin: string } | { ok: false; reason: ServerUrlRefusal };

/**
 * Loopback names as the URL parser leaves them: it already turns `127.1` or `0x7f.1` into dotted decimal
 * and writes IPv6 in brackets, compressed.
 */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

export function checkServerUrl(value: unknown): ServerUrlCheck {
  if (typeof value !== 'string') return { ok: false, reason: 'invalid' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    return { ok: false, reason: 'invalid' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return { ok: false, reason: 'insecure' };
  return { ok: true, origin: url.origin };
}

export function normalizeServerUrl(value: unknown): string | undefined {
  const checked = checkServerUrl(value);
  return checked.ok ? checked.origin : undefined;
}

/** A saved or configured address that breaks the rules is ignored, never half-used. */
export function serverAddress(store: SettingsStore, env: NodeJS.ProcessEnv): string {
  return (
    normalizeServerUrl(store.get('serverUrl')) ??
    normalizeServerUrl(env.ATRIUM_SERVER_URL) ??
    DEFAULT_SERVER_URL
  );
}
