// The one interface between the renderer and where it runs (a browser tab or the desktop app).
import type { SessionTokens } from '@shared/api/auth';
import type { UploadPurpose, ImageVerdict } from '@shared/rules/image-limits';
import type { ServerChangeResult, VaultStatus } from '@shared/desktop';

export interface StoredSession {
  /** The access token, absent once it has expired. */
  token?: string;
  refreshToken?: string;
}

export interface KeyValueStorage {
  get<T = string>(key: string): T | undefined;
  /** `expiresIn` in seconds: the value reads as absent after that. */
  set(key: string, value: unknown, expiresIn?: number): void;
  remove(key: string): void;
}

/** Where the desktop app finds its server; the web has no such choice (it is served by its server). */
export interface ServerSettings {
  address(): Promise<string>;
  /** Asks to use another address (the app confirms, saves and restarts); says why when it did not. */
  change(url: string): Promise<ServerChangeResult>;
  /** The menu asks for the settings. Returns unsubscribe. */
  onOpen(listener: () => void): () => void;
}

/** A chosen image's file once its purpose's rules passed, or why not (a key of the `rules` messages). */
export type TakenImage = { ok: true; file: File } | Extract<ImageVerdict, { ok: false }>;

/**
 * An image the user chose, before it is checked and sent: a dropped, pasted or browser-chosen File, or a file
 * main's own dialog picked in the desktop app (known here only by main's handle until it is taken).
 */
export interface ImageChoice {
  readonly name: string;
  /** Checks it against the purpose's rules (headers only) and, if they pass, gives the file. Once. */
  take(purpose: UploadPurpose): Promise<TakenImage>;
}

export interface Platform {
  readonly kind: 'web' | 'desktop';
  readonly storage: KeyValueStorage;
  /** Loads what must be known before the first render (the desktop session from the vault). */
  init(): Promise<void>;
  getSession(): StoredSession;
  setSession(tokens: SessionTokens): void;
  clearSession(): void;
  /** Opens an http(s) address outside the app; anything else is refused. */
  openExternal(url: string): void;
  /** Where the API lives: '' for the same origin. */
  apiBase(): string;
  readonly serverSettings?: ServerSettings;
  /** Calls the listener when the computer wakes up (desktop) or the page comes back online. */
  onResume(listener: () => void): () => void;
  /** Whether the session survives a restart; undefined where that is not in question (the web). */
  sessionPersistence(): Promise<VaultStatus | undefined>;
  /** Checks a chosen file against a purpose's upload rules before anything is uploaded. */
  checkImage(purpose: UploadPurpose, file: File): Promise<ImageVerdict>;
  /** A dropped, pasted or browser-chosen file as a choice, checked with `checkImage`. */
  imageChoice(file: File): ImageChoice;
  /**
   * The platform's own file chooser, where it has one: the desktop app's belongs to main, so the page never
   * handles a path. Absent on the web, where the page's <input type=file> chooses. Empty when canceled.
   */
  pickImages?(multiple: boolean): Promise<ImageChoice[]>;
  /**
   * Google sign-in. The web leaves the page for Google (resolves undefined, never signed in here); the
   * desktop app opens the system browser and resolves with the session.
   */
  signInWithGoogle(
    startUrl: () => Promise<string>,
    invite?: string,
  ): Promise<SessionTokens | undefined>;
}
