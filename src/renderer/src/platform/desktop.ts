// The desktop app: the same renderer inside Electron. The Desktop issue moves the session into the OS vault
// through the bridge; until then it keeps the web behaviour.
import type { DesktopBridge } from '@shared/desktop';
import { createWebPlatform } from './web';
import type { Platform } from './types';

export function createDesktopPlatform(_bridge: DesktopBridge): Platform {
  return { ...createWebPlatform(), kind: 'desktop' };
}
