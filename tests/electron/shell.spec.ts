// The desktop shell: the window loads the renderer, is sandboxed, and cannot be navigated away.
import { _electron as electron, expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { findElectron } from './electron-binary';

const root = fileURLToPath(new URL('../..', import.meta.url));
const binary = findElectron(root);

test.describe('desktop shell', () => {
  test.skip(!binary.path, `Electron suite skipped: ${binary.reason}`);

  test('loads the renderer in a locked-down window', async () => {
    const app = await electron.launch({ executablePath: binary.path, args: [root] });
    try {
      const page = await app.firstWindow();
      await expect(page.locator('#root')).toBeAttached();
      const bridge = await page.evaluate(() => ({
        kind: window.desktop?.kind,
        hasRequire: typeof (globalThis as { require?: unknown }).require,
        hasProcess: typeof (globalThis as { process?: unknown }).process,
      }));
      expect(bridge).toEqual({ kind: 'desktop', hasRequire: 'undefined', hasProcess: 'undefined' });
      const before = page.url();
      await page.evaluate(() => {
        window.location.href = 'https://example.com/';
      });
      await page.waitForTimeout(500);
      expect(page.url()).toBe(before);
      const opened = await page.evaluate(() => window.open('https://example.com/') === null);
      expect(opened).toBe(true);
    } finally {
      await app.close();
    }
  });
});
