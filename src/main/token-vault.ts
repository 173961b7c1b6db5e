// The session tokens, encrypted with the operating system's secure storage (Keychain, DPAPI, libsecret).
// Where that storage is only obfuscation (Linux with no keyring: backend `basic_text`) nothing is written to
// disk: the session lasts until the app quits, and the user is told why. The renderer never sees stored bytes.
import type { StoredSessionTokens, VaultStatus } from '@shared/desktop';

/** The part of Electron's safeStorage the vault uses (tests pass an object of the same shape). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?(): string;
}

/** Where the encrypted bytes live (electron-store in the app). */
export interface VaultStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

const KEY = 'session';

export class TokenVault {
  private memory: StoredSessionTokens | undefined;
  readonly status: VaultStatus;

  constructor(
    private readonly safeStorage: SafeStorageLike,
    private readonly store: VaultStore,
  ) {
    const backend = safeStorage.getSelectedStorageBackend?.();
    if (!safeStorage.isEncryptionAvailable())
      this.status = { persisted: false, reason: 'unavailable' };
    else if (backend === 'basic_text') this.status = { persisted: false, reason: 'basic_text' };
    else this.status = { persisted: true };
    // A session written before the keyring went away cannot be read safely any more.
    if (!this.status.persisted) store.delete(KEY);
  }

  get(): StoredSessionTokens | undefined {
    if (this.memory || !this.status.persisted) return this.memory;
    const stored = this.store.get(KEY);
    if (typeof stored !== 'string') return undefined;
    try {
      const value = JSON.parse(
        this.safeStorage.decryptString(Buffer.from(stored, 'base64')),
      ) as StoredSessionTokens;
      if (typeof value.refreshToken !== 'string') throw new Error('malformed');
      this.memory = value;
      return value;
    } catch {
      // Unreadable (another machine's key, a corrupted file): forget it and sign in again.
      this.store.delete(KEY);
      return undefined;
    }
  }

  set(tokens: StoredSessionTokens): void {
    this.memory = tokens;
    if (!this.status.persisted) return;
    this.store.set(KEY, this.safeStorage.encryptString(JSON.stringify(tokens)).toString('base64'));
  }

  clear(): void {
    this.memory = undefined;
    this.store.delete(KEY);
  }
}
