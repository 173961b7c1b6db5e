// The desktop app: the same renderer inside Electron. The session lives in main's vault (OS-encrypted); the
// renderer keeps a copy in memory for synchronous reads and never sees stored bytes. Images are chosen in
// main's own file dialog (the page holds handles, never paths) and checked by main with sharp; dropped or
// pasted ones go to main as bytes. Google runs in the system browser and comes back by deep link.
import type { SessionTokens } from '@shared/api/auth';
import type { DesktopBridge, PickedImage, StoredSessionTokens } from '@shared/desktop';
import { evaluateImageBytes, type UploadPurpose } from '@shared/rules/image-limits';
import { browserStorage, createExpiringStorage } from './storage';
import { fileChoice, mimeOfName } from './image-choice';
import type { ImageChoice, Platform, StoredSession } from './types';

/** The build's server, for a main too old to say which one it chose (main decides: a saved address, then
 * ATRIUM_SERVER_URL, then this). */
const SERVER_URL =
  (import.meta.env.VITE_ATRIUM_SERVER_URL as string | undefined) ?? 'http://localhost:8787';

function toSession(tokens: StoredSessionTokens | null, now = Date.now()): StoredSession {
  if (!tokens) return {};
  const fresh = tokens.token && (!tokens.expiresAt || tokens.expiresAt > now);
  return { token: fresh ? tokens.token : undefined, refreshToken: tokens.refreshToken };
}

/** A file main's dialog picked: checked by main from its header, and read by main only once it passed. */
function pickedChoice(bridge: DesktopBridge, { handle, name }: PickedImage): ImageChoice {
  return {
    name,
    async take(purpose) {
      const verdict = await bridge.images.check({ purpose, handle });
      if (!verdict.ok) return verdict;
      const read = await bridge.images.read({ purpose, handle });
      if (!read.ok) return read;
      return { ok: true, file: new File([read.bytes], name, { type: mimeOfName(name) }) };
    },
  };
}

export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  let cached: StoredSessionTokens | null = null;
  const checkImage = async (purpose: UploadPurpose, file: File) => {
    // Too large for the purpose: said here, without carrying the bytes to main (which refuses them too).
    const bySize = evaluateImageBytes(purpose, file.size);
    if (!bySize.ok) return bySize;
    return bridge.images.check({ purpose, bytes: new Uint8Array(await file.arrayBuffer()) });
  };
  return {
    kind: 'desktop',
    storage: createExpiringStorage(browserStorage()),
    async init() {
      cached = await bridge.session.get();
      bridge.session.onChanged((tokens) => {
        cached = tokens;
      });
    },
    getSession: () => toSession(cached),
    sessionPersistence: () => bridge.session.status(),
    onResume: (listener) => bridge.onResume(listener),
    serverSettings: {
      address: () => bridge.server.get(),
      change: (url) => bridge.server.set(url),
      onOpen: (listener) => bridge.server.onOpenSettings(listener),
    },
    setSession(tokens: SessionTokens) {
      // Expire the kept token a little early so a request never leaves with one about to lapse.
      cached = { ...tokens, expiresAt: Date.now() + Math.max(30, tokens.expiresIn - 30) * 1000 };
      void bridge.session.set({
        token: cached.token,
        refreshToken: cached.refreshToken,
        expiresAt: cached.expiresAt,
      });
    },
    clearSession() {
      cached = null;
      void bridge.session.clear();
    },
    openExternal: (url) => void bridge.openExternal(url),
    apiBase: () => bridge.server.url ?? SERVER_URL,
    checkImage,
    imageChoice: (file) => fileChoice(file, checkImage),
    async pickImages(multiple) {
      const picked = await bridge.images.pick({ multiple });
      return picked.map((image) => pickedChoice(bridge, image));
    },
    signInWithGoogle: (_startUrl, invite) => bridge.auth.signInWithGoogle(invite),
  };
}
