// The DesktopBridge: everything the preload exposes to the renderer as `window.desktop`.
// The renderer reaches it only through its Platform (renderer/src/platform); the preload `satisfies` it.
import type { SessionTokens } from './api/auth';
import type { UploadPurpose, ImageVerdict } from './rules/image-limits';

/** What the vault keeps: the refresh token and, while it lives, the access token. */
export interface StoredSessionTokens {
  token?: string;
  refreshToken: string;
  /** When `token` expires (epoch ms). */
  expiresAt?: number;
}

/** Whether the session survives a restart, and if not, why (shown to the user). */
export type VaultStatus =
  { persisted: true } | { persisted: false; reason: 'basic_text' | 'unavailable' };

/**
 * What became of a new server address: saved (the app restarts on it), or why not. `insecure` is plain http to
 * another computer; `canceled` is the user saying no in main's own confirmation.
 */
export type ServerChangeResult =
  { ok: true } | { ok: false; reason: 'invalid' | 'insecure' | 'canceled' };

export interface DesktopBridge {
  readonly kind: 'desktop';
  readonly os: 'darwin' | 'win32' | 'linux';
  readonly appVersion: string;
  readonly session: {
    get(): Promise<StoredSessionTokens | null>;
    set(tokens: StoredSessionTokens): Promise<void>;
    clear(): Promise<void>;
    status(): Promise<VaultStatus>;
    /** Called when the main process signs the user in or out (deep link, failed refresh). Returns unsubscribe. */
    onChanged(listener: (tokens: StoredSessionTokens | null) => void): () => void;
  };
  readonly images: {
    /** Checks a file (a path from the file dialog, or its bytes) against a tool's rules, reading only its header. */
    check(input: { tool: UploadPurpose; path?: string; bytes?: Uint8Array }): Promise<ImageVerdict>;
  };
  readonly auth: {
    /** Google in the system browser, back through atrium://auth/callback (or polling); resolves signed in. */
    signInWithGoogle(invite?: string): Promise<SessionTokens>;
  };
  readonly server: {
    /** The Atrium server this app talks to. */
    get(): Promise<string>;
    /**
     * Asks main to use another server: main shows its own confirmation naming the address, and only then saves
     * it, signs out and restarts. https anywhere, http only on this computer.
     */
    set(url: string): Promise<ServerChangeResult>;
    /** The menu's "Server address…" asks the renderer to show its settings. Returns unsubscribe. */
    onOpenSettings(listener: () => void): () => void;
  };
  /** The computer woke up: a chance to renew the session. Returns unsubscribe. */
  onResume(listener: () => void): () => void;
  /** Opens an http(s) page in the system browser; false when the address was refused. */
  openExternal(url: string): Promise<boolean>;
  /** A native notification, e.g. when a long task finishes while the window is in the background. */
  notify(input: { title: string; body: string }): Promise<void>;
}

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}
