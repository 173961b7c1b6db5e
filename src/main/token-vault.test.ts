import { describe, expect, it } from 'vitest';
import { TokenVault, type SafeStorageLike, type VaultStore } from './token-vault';

/** Same interface as Electron's safeStorage; XOR is enough to tell encrypted bytes from plain ones here. */
function fakeSafeStorage(backend: string, available = true): SafeStorageLike {
  const xor = (data: Buffer) => Buffer.from(data.map((byte) => byte ^ 0x5a));
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => xor(Buffer.from(text, 'utf8')),
    decryptString: (data) => xor(data).toString('utf8'),
    getSelectedStorageBackend: () => backend,
  };
}

function memoryStore(): VaultStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: (k) => data.get(k),
    set: (k, v) => void data.set(k, v),
    delete: (k) => void data.delete(k),
  };
}

const tokens = {
  token: 'access-token',
  refreshToken: 'refresh-token-secret',
  expiresAt: 1_900_000_000_000,
};

describe('TokenVault', () => {
  it('keeps the session encrypted on disk and reads it back after a restart', () => {
    const store = memoryStore();
    new TokenVault(fakeSafeStorage('gnome_libsecret'), store).set(tokens);
    const onDisk = String(store.data.get('session'));
    expect(onDisk).not.toContain('refresh-token-secret');
    expect(Buffer.from(onDisk, 'base64').toString()).not.toContain('refresh-token-secret');
    const restarted = new TokenVault(fakeSafeStorage('gnome_libsecret'), store);
    expect(restarted.status).toEqual({ persisted: true });
    expect(restarted.get()).toEqual(tokens);
  });

  it('writes nothing to disk when the backend is basic_text, and says why', () => {
    const store = memoryStore();
    const vault = new TokenVault(fakeSafeStorage('basic_text'), store);
    vault.set(tokens);
    expect(vault.get()).toEqual(tokens);
    expect(store.data.size).toBe(0);
    expect(vault.status).toEqual({ persisted: false, reason: 'basic_text' });
    expect(new TokenVault(fakeSafeStorage('basic_text'), store).get()).toBeUndefined();
  });

  it('writes nothing when encryption is unavailable, and drops what an earlier run left', () => {
    const store = memoryStore();
    store.data.set('session', 'old');
    const vault = new TokenVault(fakeSafeStorage('dpapi', false), store);
    expect(vault.status).toEqual({ persisted: false, reason: 'unavailable' });
    expect(store.data.size).toBe(0);
  });

  it('forgets an unreadable session instead of failing', () => {
    const store = memoryStore();
    store.data.set('session', Buffer.from('garbage').toString('base64'));
    expect(new TokenVault(fakeSafeStorage('keychain'), store).get()).toBeUndefined();
    expect(store.data.has('session')).toBe(false);
  });

  it('clears memory and disk', () => {
    const store = memoryStore();
    const vault = new TokenVault(fakeSafeStorage('keychain'), store);
    vault.set(tokens);
    vault.clear();
    expect(vault.get()).toBeUndefined();
    expect(store.data.size).toBe(0);
  });
});
