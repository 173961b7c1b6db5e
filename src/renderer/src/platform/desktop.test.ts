// The desktop Platform against a bridge object of the real DesktopBridge shape (main's side is tested in
// src/main): session kept in main, read synchronously, cleared in both places.
import { describe, expect, it, vi } from 'vitest';
import type { DesktopBridge, PickedImage, StoredSessionTokens } from '@shared/desktop';
import type { ImageVerdict } from '@shared/rules/image-limits';
import { createDesktopPlatform } from './desktop';

function bridge(initial: StoredSessionTokens | null) {
  let stored = initial;
  let listener: ((tokens: StoredSessionTokens | null) => void) | undefined;
  const value = {
    kind: 'desktop',
    os: 'linux',
    appVersion: '0.1.0',
    session: {
      get: async () => stored,
      set: vi.fn(async (tokens: StoredSessionTokens) => void (stored = tokens)),
      clear: vi.fn(async () => void (stored = null)),
      status: async () => ({ persisted: true }) as const,
      onChanged: (fn: (tokens: StoredSessionTokens | null) => void) => {
        listener = fn;
        return () => undefined;
      },
    },
    images: {
      pick: vi.fn(async (): Promise<PickedImage[]> => [
        { handle: 'h'.repeat(24), name: 'cat.PNG', size: 3 },
      ]),
      check: vi.fn(async (): Promise<ImageVerdict> => ({ ok: true })),
      read: vi.fn(async () => ({ ok: true, bytes: new Uint8Array([7, 8, 9]) }) as const),
    },
    auth: {
      signInWithGoogle: vi.fn(async () => ({ token: 't', refreshToken: 'r', expiresIn: 900 })),
    },
    server: {
      url: 'https://atrium.example',
      get: async () => 'https://atrium.example',
      set: async () => ({ ok: true }) as const,
      onOpenSettings: () => () => undefined,
    },
    onResume: () => () => undefined,
    openExternal: vi.fn(async () => true),
    notify: async () => undefined,
  } satisfies DesktopBridge;
  return {
    value,
    push: (tokens: StoredSessionTokens | null) => listener?.(tokens),
    stored: () => stored,
  };
}

describe('desktop platform', () => {
  it('talks to the server main chose, not the one the build named', () => {
    expect(createDesktopPlatform(bridge(null).value).apiBase()).toBe('https://atrium.example');
  });

  it('reads the vault once at start, then answers synchronously', async () => {
    const b = bridge({ token: 'a', refreshToken: 'r'.repeat(30), expiresAt: Date.now() + 60_000 });
    const platform = createDesktopPlatform(b.value);
    expect(platform.getSession()).toEqual({});
    await platform.init();
    expect(platform.getSession()).toEqual({ token: 'a', refreshToken: 'r'.repeat(30) });
  });

  it('treats an expired access token as absent but keeps the refresh token', async () => {
    const platform = createDesktopPlatform(
      bridge({ token: 'a', refreshToken: 'r', expiresAt: Date.now() - 1 }).value,
    );
    await platform.init();
    expect(platform.getSession()).toEqual({ token: undefined, refreshToken: 'r' });
  });

  it('writes sessions to main, clears them there, and follows changes main announces', async () => {
    const b = bridge(null);
    const platform = createDesktopPlatform(b.value);
    await platform.init();
    platform.setSession({ token: 'n', refreshToken: 'refresh', expiresIn: 900 });
    expect(b.value.session.set).toHaveBeenCalledOnce();
    expect(platform.getSession()).toEqual({ token: 'n', refreshToken: 'refresh' });
    b.push(null);
    expect(platform.getSession()).toEqual({});
    platform.clearSession();
    expect(b.value.session.clear).toHaveBeenCalledOnce();
  });

  it('checks images and signs in with Google through main', async () => {
    const b = bridge(null);
    const platform = createDesktopPlatform(b.value);
    await platform.checkImage('chat', new File([new Uint8Array([1, 2, 3])], 'a.png'));
    expect(b.value.images.check).toHaveBeenCalledWith({
      purpose: 'chat',
      bytes: new Uint8Array([1, 2, 3]),
    });
    // Too large for the purpose: refused here, nothing sent to main.
    expect(
      await platform.checkImage('chat', new File([new Uint8Array(2 * 1024 * 1024)], 'big.png')),
    ).toMatchObject({ ok: false, message: 'rules.tooLarge' });
    expect(b.value.images.check).toHaveBeenCalledOnce();
    expect(await platform.signInWithGoogle(async () => 'unused')).toMatchObject({ token: 't' });
  });

  it('chooses images in the dialog of main and takes them by handle: checked, then read', async () => {
    const b = bridge(null);
    const platform = createDesktopPlatform(b.value);
    const [choice] = (await platform.pickImages?.(true)) ?? [];
    expect(b.value.images.pick).toHaveBeenCalledWith({ multiple: true });
    expect(choice?.name).toBe('cat.PNG');
    const taken = await choice!.take('product');
    const handle = 'h'.repeat(24);
    expect(b.value.images.check).toHaveBeenCalledWith({ purpose: 'product', handle });
    expect(b.value.images.read).toHaveBeenCalledWith({ purpose: 'product', handle });
    if (!taken.ok) throw new Error('refused');
    expect(taken.file).toMatchObject({ name: 'cat.PNG', type: 'image/png' });
    expect(new Uint8Array(await taken.file.arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]));

    b.value.images.check.mockResolvedValueOnce({ ok: false, message: 'rules.pickAgain' });
    expect(await choice!.take('chat')).toEqual({ ok: false, message: 'rules.pickAgain' });
    expect(b.value.images.read).toHaveBeenCalledOnce();
  });
});
