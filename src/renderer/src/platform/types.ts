// The one interface between the renderer and where it runs (a browser tab or the desktop app).
import type { SessionTokens } from '@shared/api/auth';

export interface StoredSession {
  /** The access token, absent once it has expired. */
  token?: string;
  refreshToken?: string;
}

export interface KeyValueStorage {
  get<T = string>(key: string): T | undefined;
  /** `expiresIn` in seconds: the value reads as absent after that (spec section 9). */
  set(key: string, value: unknown, expiresIn?: number): void;
  remove(key: string): void;
}

export interface Platform {
  readonly kind: 'web' | 'desktop';
  readonly storage: KeyValueStorage;
  getSession(): StoredSession;
  setSession(tokens: SessionTokens): void;
  clearSession(): void;
  /** Opens an http(s) address outside the app; anything else is refused. */
  openExternal(url: string): void;
  /** Where the API lives: '' for the same origin. */
  apiBase(): string;
}
