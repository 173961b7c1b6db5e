// Electron main (minimal shell): one locked-down window that loads the shared renderer from app://atrium.
// The Desktop issue adds the token vault, image checks, deep links, menus and window state.
import { app, BrowserWindow, net, protocol, shell } from 'electron';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { APP_ORIGIN, APP_SCHEME, desktopCsp, resolveAppPath } from './app-protocol';
import { isAppUrl } from './renderer-url';

const mainDir = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(mainDir, '../renderer');
/** The Atrium server this build talks to (a self-hosted one can be set at build time). */
const serverOrigin = new URL(process.env.ATRIUM_SERVER_URL ?? 'http://localhost:8787').origin;

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

function serveRenderer(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppPath(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', desktopCsp(serverOrigin));
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 720,
    minHeight: 560,
    show: false,
    title: 'Atrium',
    webPreferences: {
      preload: join(mainDir, '../preload/index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  const devServer = process.env.ELECTRON_RENDERER_URL;
  const url =
    devServer && /^http:\/\/(localhost|127\.0\.0\.1):\d+\/?$/.test(devServer)
      ? devServer
      : `${APP_ORIGIN}/home`;
  window.webContents.on('will-navigate', (event, target) => {
    if (!isAppUrl(target, url)) event.preventDefault();
  });
  window.webContents.setWindowOpenHandler(({ url: target }) => {
    // Only web pages leave the app, and only to the system browser.
    if (/^https?:\/\//i.test(target)) void shell.openExternal(target);
    return { action: 'deny' };
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(url);
  return window;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  void app.whenReady().then(() => {
    serveRenderer();
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
