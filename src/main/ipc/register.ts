// Every IPC handler of the app, each validated by its shared schema and answering only the app's own frame.
import { app, BrowserWindow, dialog, Notification, shell } from 'electron';
import { IPC, ipcSchemas } from '@shared/ipc';
import { isSafeExternalUrl } from '@shared/rules/external-url';
import type { StoredSessionTokens } from '@shared/desktop';
import { signInWithGoogle } from '../google-sign-in';
import type { TokenVault } from '../token-vault';
import { handle } from './handle';
import { registerImageIpc } from './images';
import type { SettingsStore } from '../server-address';
import { changeServer } from '../server-change';
import { mainMessages } from '../messages';

export interface IpcContext {
  appUrl: string;
  serverUrl: string;
  vault: TokenVault;
  settings: SettingsStore;
  /** Tells the renderer the session changed in main (deep-link sign-in). */
  broadcastSession(tokens: StoredSessionTokens | null): void;
  focusWindow(): void;
}

export async function openExternalSafely(url: string): Promise<boolean> {
  if (!isSafeExternalUrl(url)) return false;
  await shell.openExternal(url);
  return true;
}

export function registerIpc(ctx: IpcContext): void {
  const { appUrl, vault } = ctx;
  handle(IPC.sessionGet, undefined, appUrl, () => vault.get() ?? null);
  handle(IPC.sessionSet, ipcSchemas.sessionSet, appUrl, (tokens) => vault.set(tokens));
  handle(IPC.sessionClear, undefined, appUrl, () => vault.clear());
  handle(IPC.sessionStatus, undefined, appUrl, () => vault.status);
  registerImageIpc(appUrl);
  handle(IPC.authGoogle, ipcSchemas.authGoogle, appUrl, async (invite) => {
    const tokens = await signInWithGoogle({
      serverUrl: ctx.serverUrl,
      invite,
      openExternal: openExternalSafely,
      fetch,
    });
    const stored = { ...tokens, expiresAt: Date.now() + tokens.expiresIn * 1000 };
    vault.set({
      token: stored.token,
      refreshToken: stored.refreshToken,
      expiresAt: stored.expiresAt,
    });
    ctx.focusWindow();
    return tokens;
  });
  handle(IPC.serverGet, undefined, appUrl, () => ctx.serverUrl);
  handle(IPC.serverSet, ipcSchemas.serverUrl, appUrl, (url, event) => {
    const window = BrowserWindow.fromWebContents(event.sender);
    return changeServer(url, {
      current: ctx.serverUrl,
      messages: mainMessages(app.getLocale()),
      showMessageBox: (options) =>
        window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options),
      save: (origin) => ctx.settings.set('serverUrl', origin),
      // Another server is another account: start over there, signed out.
      clearSession: () => vault.clear(),
      relaunch: () => {
        app.relaunch();
        app.exit(0);
      },
    });
  });
  handle(IPC.shellOpenExternal, ipcSchemas.openExternal, appUrl, openExternalSafely);
  handle(IPC.appNotify, ipcSchemas.notify, appUrl, ({ title, body }) => {
    if (Notification.isSupported()) new Notification({ title, body }).show();
  });
}
