// What /home costs before interaction: every JS and CSS response Chromium loads until the load event and
// the network goes idle, each compressed with gzip -9. Goal: at most 150 KB; every other route lazy.
import { chromium } from '@playwright/test';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { newDataDir, startServer, stopServer } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const dataDir = newDataDir('bundle');
const { child, url } = await startServer({ dataDir, port: 8903 });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  for (const path of ['/home', '/login']) {
    const page = await browser.newPage();
    const assets = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      assets.push({
        url: response.url(),
        type,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(`${url}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const sum = (key, type) =>
      assets.filter((a) => !type || a.type === type).reduce((s, a) => s + a[key], 0);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `${path}: ${assets.length} files, JS ${kb(sum('gzip', 'script'))} + CSS ${kb(sum('gzip', 'stylesheet'))} = ${kb(sum('gzip'))} gzip (${kb(sum('raw'))} raw)`,
    );
    for (const asset of assets.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${kb(asset.gzip).padStart(9)}  ${new URL(asset.url).pathname}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
