// Every window's locks in one place: what its renderer may do, where it may go, what it may ask for.
import { SERVER_ARGUMENT } from '@shared/desktop';
import type { Session, WebContents, WebPreferences } from 'electron';
import { isSafeExternalUrl } from '@shared/rules/external-url';
import { isAppUrl } from './renderer-url';

export function secureWebPreferences(preload: string, serverUrl: string): WebPreferences {
  return {
    preload,
    // The preload reads the server address from here, so the page's first request already goes to it.
    additionalArguments: [`${SERVER_ARGUMENT}${serverUrl}`],
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: true,
    safeDialogs: true,
  };
}

/** Permissions a page may get; everything else (camera, geolocation, USB…) is denied without a prompt. */
export const ALLOWED_PERMISSIONS = new Set([
  'clipboard-sanitized-write',
  'notifications',
  'fullscreen',
]);

export function lockDownSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(ALLOWED_PERMISSIONS.has(permission)),
  );
  session.setPermissionCheckHandler((_contents, permission) => ALLOWED_PERMISSIONS.has(permission));
}

/** No navigation away from the app; new windows never open; web links go to the system browser. */
export function lockDownContents(
  contents: WebContents,
  appUrl: string,
  openExternal: (url: string) => void,
): void {
  contents.on('will-navigate', (event, target) => {
    if (!isAppUrl(target, appUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event, target) => {
    if (!isAppUrl(target, appUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) openExternal(url);
    return { action: 'deny' };
  });
}
