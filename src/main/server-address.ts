// Which Atrium server the app talks to: a saved choice (menu: Server address…), else ATRIUM_SERVER_URL, else
// the build's default. Only http(s) origins are kept.
export const DEFAULT_SERVER_URL = 'http://localhost:8787';

export interface SettingsStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export function normalizeServerUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
      return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

export function serverAddress(store: SettingsStore, env: NodeJS.ProcessEnv): string {
  return (
    normalizeServerUrl(store.get('serverUrl')) ??
    normalizeServerUrl(env.ATRIUM_SERVER_URL) ??
    DEFAULT_SERVER_URL
  );
}
