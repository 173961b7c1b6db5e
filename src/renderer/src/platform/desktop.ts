// The desktop app: the same renderer inside Electron. The Desktop issue moves the session into the OS vault
// through the bridge; until then it keeps the web behaviour.
import type { DesktopBridge } from '@shared/desktop';
import { createWebPlatform } from './web';
import type { Platform } from './types';

/** The server this build talks to; a self-hosted Atrium is set at build time (VITE_ATRIUM_SERVER_URL). */
const SERVER_URL =
  (import.meta.env.VITE_ATRIUM_SERVER_URL as string | undefined) ?? 'http://localhost:8787';

export function createDesktopPlatform(_bridge: DesktopBridge): Platform {
  return { ...createWebPlatform(), kind: 'desktop', apiBase: () => SERVER_URL };
}
