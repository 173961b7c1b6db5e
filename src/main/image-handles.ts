// The files the user chose in main's own file dialog, known to the renderer only by random handles. The
// renderer can name a handle main gave it, never a path: it cannot make main look at a file the user did not
// choose. Handles belong to one window's page, expire, and are few; a page that goes away takes its own.
import { randomBytes } from 'node:crypto';

/** Long enough to outlast a check and an upload of a few files; short enough that nothing lingers. */
export const HANDLE_TTL_MS = 10 * 60 * 1000;
/** More than one dialog's worth of files per page; the oldest go first past it. */
export const MAX_HANDLES_PER_OWNER = 32;

/** 18 random bytes as base64url: 24 characters, the form the IPC schema accepts. */
export const newImageHandle = () => randomBytes(18).toString('base64url');

interface Entry {
  path: string;
  expiresAt: number;
}

export class ImageHandles {
  private readonly owners = new Map<number, Map<string, Entry>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = newImageHandle,
  ) {}

  /** A new handle for a path the user chose; `owner` is the asking page's webContents id. */
  issue(owner: number, path: string): string {
    const entries = this.entriesOf(owner, true);
    const handle = this.newId();
    entries.set(handle, { path, expiresAt: this.now() + HANDLE_TTL_MS });
    // Maps keep insertion order: the first keys are the oldest.
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_HANDLES_PER_OWNER) break;
      entries.delete(oldest);
    }
    return handle;
  }

  /** The path behind a handle this owner was given, while it lives. */
  resolve(owner: number, handle: string): string | undefined {
    return this.entriesOf(owner, false)?.get(handle)?.path;
  }

  /** Drops one handle (its file has been handed over), or all of an owner's (its page is gone). */
  forget(owner: number, handle?: string): void {
    if (handle === undefined) this.owners.delete(owner);
    else this.owners.get(owner)?.delete(handle);
  }

  private entriesOf(owner: number, create: true): Map<string, Entry>;
  private entriesOf(owner: number, create: false): Map<string, Entry> | undefined;
  private entriesOf(owner: number, create: boolean): Map<string, Entry> | undefined {
    let entries = this.owners.get(owner);
    if (!entries) {
      if (!create) return undefined;
      entries = new Map();
      this.owners.set(owner, entries);
    }
    const now = this.now();
    for (const [handle, entry] of entries) if (entry.expiresAt <= now) entries.delete(handle);
    return entries;
  }
}
