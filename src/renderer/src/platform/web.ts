// The browser: tokens in local storage (the access token under `token`, with its expiry).
import type { SessionTokens } from '@shared/api/auth';
import { isSafeExternalUrl } from '@shared/rules/external-url';
import type { UploadPurpose } from '@shared/rules/image-limits';
import { browserStorage, createExpiringStorage } from './storage';
import { fileChoice } from './image-choice';
import type { KeyValueStorage, Platform } from './types';

export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** Session keeping shared by both platforms until the desktop vault takes over its part. */
export function sessionOn(storage: KeyValueStorage) {
  return {
    getSession: () => ({
      token: storage.get<string>(TOKEN_KEY),
      refreshToken: storage.get<string>(REFRESH_TOKEN_KEY),
    }),
    setSession(tokens: SessionTokens) {
      // Expire the stored token a little early so a request never leaves with one about to lapse.
      storage.set(TOKEN_KEY, tokens.token, Math.max(30, tokens.expiresIn - 30));
      storage.set(REFRESH_TOKEN_KEY, tokens.refreshToken);
    },
    clearSession() {
      storage.remove(TOKEN_KEY);
      storage.remove(REFRESH_TOKEN_KEY);
    },
  };
}

// The image rules and the header reader load with the first image chosen, not with the first page.
const checkInBrowser = async (purpose: UploadPurpose, file: File) =>
  (await import('./image-check')).checkImageInBrowser(purpose, file);

export function createWebPlatform(
  storage: KeyValueStorage = createExpiringStorage(browserStorage()),
): Platform {
  return {
    kind: 'web',
    storage,
    init: async () => undefined,
    sessionPersistence: async () => undefined,
    onResume(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    ...sessionOn(storage),
    checkImage: checkInBrowser,
    imageChoice: (file) => fileChoice(file, checkInBrowser),
    async signInWithGoogle(startUrl) {
      window.location.assign(await startUrl());
      return undefined;
    },
    openExternal(url) {
      if (isSafeExternalUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
    },
    apiBase: () => '',
  };
}
