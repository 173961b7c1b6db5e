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

/** A file the user chose in main's own dialog: the handle that names it, and what to show meanwhile. */
export interface PickedImage {
  handle: string;
  name: string;
  size: number;
}

/** An image to check: a picked file by its handle, or the bytes of a dropped or pasted one. */
export type ImageCheckInput =
  { purpose: UploadPurpose; handle: string } | { purpose: UploadPurpose; bytes: Uint8Array };

/** A picked file's content, or why main would not give it. */
export type ImageRead =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | Extract<ImageVerdict, { ok: false }>;

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
    /** Main's own file dialog (image files only); resolves empty when the user cancels. */
    pick(options: { multiple: boolean }): Promise<PickedImage[]>;
    /**
     * Checks a picked file (reading only its header) or bytes (at most MAX_IMAGE_BYTES) against a purpose's
     * rules. A handle main does not know (expired, another page's) answers `rules.pickAgain`.
     */
    check(input: ImageCheckInput): Promise<ImageVerdict>;
    /** A picked file's bytes for the upload, if within the purpose's size limit; the handle is then spent. */
    read(input: { purpose: UploadPurpose; handle: string }): Promise<ImageRead>;
  };
  readonly auth: {
    /** Google in the system browser, back through atrium://auth/callback (or polling); resolves signed in. */
    signInWithGoogle(invite?: string): Promise<SessionTokens>;
  };
  readonly server: {
    /**
     * The Atrium server main chose at start (the saved address, else ATRIUM_SERVER_URL, else the build's),
     * known synchronously so the first request already goes there.
     */
    readonly url: string | undefined;
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

/** How main hands the server address to the preload: an argument of the renderer process. */
export const SERVER_ARGUMENT = '--atrium-server=';
