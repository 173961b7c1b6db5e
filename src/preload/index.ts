// The preload exposes one object of named methods, never ipcRenderer itself (docs/architecture.md). Every call goes
// to a channel defined in src/shared/ipc.ts; main validates its arguments again.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { SERVER_ARGUMENT, type DesktopBridge, type StoredSessionTokens } from '@shared/desktop';
import { IPC } from '@shared/ipc';

/** The app's version, replaced at build time. */
declare const __APP_VERSION__: string;

const os =
  process.platform === 'darwin' || process.platform === 'win32' ? process.platform : 'linux';

/** Listens to one main → renderer event; answers the unsubscribe function. */
function subscribe(channel: string, listener: () => void): () => void {
  const handler = () => listener();
  ipcRenderer.on(channel, handler);
  return () => void ipcRenderer.removeListener(channel, handler);
}

const bridge = {
  kind: 'desktop',
  os,
  appVersion: __APP_VERSION__,
  session: {
    get: () => ipcRenderer.invoke(IPC.sessionGet),
    set: (tokens) => ipcRenderer.invoke(IPC.sessionSet, tokens),
    clear: () => ipcRenderer.invoke(IPC.sessionClear),
    status: () => ipcRenderer.invoke(IPC.sessionStatus),
    onChanged(listener) {
      const handler = (_event: IpcRendererEvent, tokens: StoredSessionTokens | null) =>
        listener(tokens);
      ipcRenderer.on(IPC.sessionChanged, handler);
      return () => void ipcRenderer.removeListener(IPC.sessionChanged, handler);
    },
  },
  images: {
    pick: (options) => ipcRenderer.invoke(IPC.imagesPick, options),
    check: (input) => ipcRenderer.invoke(IPC.imagesCheck, input),
    read: (input) => ipcRenderer.invoke(IPC.imagesRead, input),
  },
  auth: { signInWithGoogle: (invite) => ipcRenderer.invoke(IPC.authGoogle, invite) },
  server: {
    url: process.argv
      .find((argument) => argument.startsWith(SERVER_ARGUMENT))
      ?.slice(SERVER_ARGUMENT.length),
    get: () => ipcRenderer.invoke(IPC.serverGet),
    set: (url) => ipcRenderer.invoke(IPC.serverSet, url),
    onOpenSettings: (listener) => subscribe(IPC.serverOpenSettings, listener),
  },
  onResume: (listener) => subscribe(IPC.appResume, listener),
  openExternal: (url) => ipcRenderer.invoke(IPC.shellOpenExternal, url),
  notify: (input) => ipcRenderer.invoke(IPC.appNotify, input),
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('desktop', bridge);
