// The desktop app end to end: the built app (electron-vite build) against a real Atrium server on loopback
// and the loopback Google. Runs wherever an Electron binary exists; reports itself skipped elsewhere.
import {
  _electron as electron,
  expect,
  test,
  type ElectronApplication,
  type Page,
} from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeGoogle, type FakeGoogle } from '../fakes/google';
import { findElectron } from './electron-binary';

const root = fileURLToPath(new URL('../..', import.meta.url));
const binary = findElectron(root);
const port = 8897;
const serverUrl = `http://127.0.0.1:${port}`;

let google: FakeGoogle;
let server: ChildProcess;
const userData = mkdtempSync(join(tmpdir(), 'atrium-electron-'));

async function launch(): Promise<{ app: ElectronApplication; page: Page }> {
  const app = await electron.launch({
    executablePath: binary.path,
    args: [root],
    env: { ...process.env, ATRIUM_SERVER_URL: serverUrl, ATRIUM_USER_DATA: userData },
  });
  // The system browser is the edge: record what the app asks it to open instead of opening it.
  await app.evaluate(({ shell }) => {
    const opened: string[] = [];
    (globalThis as { opened?: string[] }).opened = opened;
    shell.openExternal = async (url: string) => void opened.push(url);
  });
  const page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
  return { app, page };
}

const opened = (app: ElectronApplication) =>
  app.evaluate(() => (globalThis as { opened?: string[] }).opened ?? []);

test.describe('desktop app', () => {
  test.skip(!binary.path, `Electron suite skipped: ${binary.reason}`);

  test.beforeAll(async () => {
    google = await startFakeGoogle();
    server = spawn(process.execPath, [join(root, 'out/server/index.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'atrium-electron-server-')),
        PUBLIC_URL: serverUrl,
        LOG_LEVEL: 'warn',
        ...google.env,
      },
      stdio: 'inherit',
    });
    await expect
      .poll(
        () =>
          fetch(`${serverUrl}/api/health`)
            .then((r) => r.ok)
            .catch(() => false),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    server?.kill();
    await google?.close();
  });

  test('signs in with Google by deep link, and is still signed in after a restart where the keyring allows', async () => {
    const { app, page } = await launch();
    const signingIn = page.evaluate(() => window.desktop?.auth.signInWithGoogle());
    await expect.poll(() => opened(app)).toHaveLength(1);
    const [googleUrl] = await opened(app);
    // Play the system browser: Google signs in and our server answers with the deep link.
    const atGoogle = await fetch(googleUrl as string, { redirect: 'manual' });
    const back = new URL(atGoogle.headers.get('location') ?? '');
    const callback = await fetch(`${serverUrl}${back.pathname}${back.search}`, {
      redirect: 'manual',
    });
    const link = callback.headers.get('location') ?? '';
    expect(link).toMatch(/^atrium:\/\/auth\/callback\?code=/);
    // The operating system starts a second instance with the link; the first one receives it.
    await app.evaluate(
      ({ app: electronApp }, deepLink) =>
        electronApp.emit('second-instance', {}, ['atrium', deepLink], ''),
      link,
    );
    expect(await signingIn).toMatchObject({ token: expect.any(String) });
    const status = await page.evaluate(() => window.desktop?.session.status());
    await app.close();

    const second = await launch();
    await second.page.goto('app://atrium/profile');
    if (status?.persisted)
      await expect(second.page.getByTestId('profile-email')).toHaveText('ada@example.com');
    else await expect(second.page).toHaveURL(/\/login/);
    await second.app.close();
  });

  test('refuses an oversized image before any request', async () => {
    const { app, page } = await launch();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const verdict = await page.evaluate(() =>
      window.desktop?.images.check({ purpose: 'chat', bytes: new Uint8Array(3 * 1024 * 1024) }),
    );
    expect(verdict).toMatchObject({ ok: false });
    expect(requests.filter((url) => url.startsWith(serverUrl))).toEqual([]);
    await app.close();
  });

  test('takes no path from the page, and no file handle main did not give', async () => {
    const { app, page } = await launch();
    const withPath = await page.evaluate(() =>
      window.desktop?.images.check({ purpose: 'chat', path: '/etc/hosts' } as never).then(
        () => 'answered',
        () => 'refused',
      ),
    );
    expect(withPath).toBe('refused');
    const unknown = await page.evaluate(() =>
      window.desktop?.images.check({ purpose: 'chat', handle: 'A'.repeat(24) }),
    );
    expect(unknown).toEqual({ ok: false, message: 'rules.pickAgain' });
    await app.close();
  });

  test('blocks navigation to another origin and opens only web links outside', async () => {
    const { app, page } = await launch();
    const before = page.url();
    await page.evaluate(() => {
      window.location.href = 'https://example.com/';
    });
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);

    expect(await page.evaluate(() => window.open('https://example.com/docs'))).toBeNull();
    expect(await page.evaluate(() => window.open('file:///etc/passwd'))).toBeNull();
    expect(await page.evaluate(() => window.desktop?.openExternal('javascript:alert(1)'))).toBe(
      false,
    );
    expect(await page.evaluate(() => window.desktop?.openExternal('ms-settings:privacy'))).toBe(
      false,
    );
    await expect.poll(() => opened(app)).toEqual(['https://example.com/docs']);

    const isolated = await page.evaluate(() => ({
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      ipc: typeof (window.desktop as unknown as { ipcRenderer?: unknown } | undefined)?.ipcRenderer,
    }));
    expect(isolated).toEqual({ require: 'undefined', process: 'undefined', ipc: 'undefined' });
    await app.close();
  });
});
