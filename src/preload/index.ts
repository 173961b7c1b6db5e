// The preload exposes one named object, never ipcRenderer itself (ARCHITECTURE.md, process boundaries).
import { contextBridge } from 'electron';
import type { DesktopBridge } from '@shared/desktop';

/** The app's version, replaced at build time. */
declare const __APP_VERSION__: string;

const os =
  process.platform === 'darwin' || process.platform === 'win32' ? process.platform : 'linux';

const bridge = {
  kind: 'desktop',
  os,
  appVersion: __APP_VERSION__,
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('desktop', bridge);
