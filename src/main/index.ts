// Electron main: lifecycle, the one window, deep links and IPC. The renderer is served from app://atrium.
import {
  app,
  BrowserWindow,
  Menu,
  net,
  powerMonitor,
  protocol,
  safeStorage,
  screen,
  session,
} from 'electron';
import Store from 'electron-store';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { APP_ORIGIN, APP_SCHEME, desktopCsp, resolveAppPath } from './app-protocol';
import { DEEP_LINK_SCHEME, deepLinkFromArgv, parseDeepLink, type DeepLink } from './deep-link';
import { deliverDeepLink } from './google-sign-in';
import { openExternalSafely, registerIpc } from './ipc/register';
import { applicationMenu } from './menu';
import { lockDownContents, lockDownSession, secureWebPreferences } from './security';
import { TokenVault } from './token-vault';
import { serverAddress } from './server-address';
import { IPC } from '@shared/ipc';
import { initialBounds, rememberWindow, wasMaximized } from './window-state';

const mainDir = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(mainDir, '../renderer');
const devServer = process.env.ELECTRON_RENDERER_URL;
const appUrl =
  devServer && /^http:\/\/(localhost|127\.0\.0\.1):\d+\/?$/.test(devServer)
    ? devServer
    : `${APP_ORIGIN}/home`;

let mainWindow: BrowserWindow | undefined;

// Tests (and portable installs) keep the app's data in a folder of their own.
if (process.env.ATRIUM_USER_DATA) app.setPath('userData', process.env.ATRIUM_USER_DATA);

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

function handleDeepLink(link: DeepLink | undefined): void {
  if (!link) return;
  deliverDeepLink(link);
  focusWindow();
}

function focusWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

// macOS delivers deep links as an event that may come before the app is ready.
app.on('open-url', (event, url) => {
  event.preventDefault();
  handleDeepLink(parseDeepLink(url));
});

function serveRenderer(serverUrl: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppPath(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', desktopCsp(serverUrl));
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}

function createWindow(stateStore: Store, serverUrl: string): BrowserWindow {
  const window = new BrowserWindow({
    ...initialBounds(
      stateStore,
      screen.getAllDisplays().map((display) => display.workArea),
    ),
    minWidth: 720,
    minHeight: 560,
    show: false,
    title: 'Atrium',
    webPreferences: secureWebPreferences(join(mainDir, '../preload/index.cjs'), serverUrl),
  });
  lockDownContents(window.webContents, appUrl, (url) => void openExternalSafely(url));
  rememberWindow(window, stateStore);
  window.once('ready-to-show', () => {
    if (wasMaximized(stateStore)) window.maximize();
    window.show();
  });
  void window.loadURL(appUrl);
  return window;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  if (process.defaultApp && process.argv[1]) {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [process.argv[1]]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }
  // Windows and Linux start a second instance with the link on its command line.
  app.on('second-instance', (_event, argv) => {
    focusWindow();
    handleDeepLink(deepLinkFromArgv(argv));
  });
  void app.whenReady().then(() => {
    const stateStore = new Store({ name: 'window-state' });
    const settings = new Store({ name: 'settings' });
    const serverUrl = serverAddress(settings, process.env);
    const vault = new TokenVault(safeStorage, new Store({ name: 'vault' }));
    lockDownSession(session.defaultSession);
    serveRenderer(serverUrl);
    registerIpc({
      appUrl,
      serverUrl,
      vault,
      settings,
      focusWindow,
      broadcastSession: (tokens) => mainWindow?.webContents.send(IPC.sessionChanged, tokens),
    });
    Menu.setApplicationMenu(
      applicationMenu(() => mainWindow?.webContents.send(IPC.serverOpenSettings)),
    );
    powerMonitor.on('resume', () => mainWindow?.webContents.send(IPC.appResume));
    mainWindow = createWindow(stateStore, serverUrl);
    handleDeepLink(deepLinkFromArgv(process.argv));
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0)
        mainWindow = createWindow(stateStore, serverUrl);
    });
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
