// The image tools in Chromium against the real server as the e2e config starts it: the upscaler on sharp
// (no Replicate: as on a server with no keys), the other tools on the loopback OpenAI Images API, steered
// from here. The upscaler makes a real image; style conversion keeps its records; graffiti fails as busy
// with Failed and Try Again, which then works; every tool says its validation messages before anything is
// sent.
//
// Needs (playwright.config.ts): the loopback image APIs (tests/fakes/image-server.ts) on port + 4 with the
// server's OPENAI_IMAGES_* pointing at them, and a PRICE_TABLE whose `freeModels` add the tools (doodle,
// style, ghibli, goods, face, cosplay): a fresh account is on the free plan.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { newEmail, signIn, balance } from './support';

const MB = 1024 * 1024;
const imagesPort = Number(process.env.ATRIUM_E2E_PORT ?? 8797) + 4;

/** Steers the loopback OpenAI Images API (see tests/fakes/openai-images.ts). */
async function scriptImages(request: APIRequestContext, changes: Record<string, unknown>) {
  const response = await request.post(`http://127.0.0.1:${imagesPort}/__script`, {
    data: changes,
  });
  expect(response.ok()).toBe(true);
}

test.beforeEach(async ({ request }) => {
  await scriptImages(request, {
    delayMs: 0,
    // No status: `statusCount` is then not read (null would count down like a number).
    status: null,
    policyViolation: false,
    garbage: false,
  });
});

/** A real picture: a colour gradient with a shape, encoded by sharp. */
async function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1677ff"/><stop offset="1" stop-color="#f08c00"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Only a PNG's header claiming this size, padded to `bytes`: the browser's pre-check reads no more. */
function pngHeader(width: number, height: number, bytes = 64): Buffer {
  const data = Buffer.alloc(Math.max(bytes, 33));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(data, 0);
  data.write('IHDR', 12, 'ascii');
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  Buffer.from([8, 2, 0, 0, 0]).copy(data, 24);
  return data;
}

const file = (buffer: Buffer, name = 'picture.png', mimeType = 'image/png') => ({
  name,
  mimeType,
  buffer,
});

async function choose(page: Page, testId: string, upload: ReturnType<typeof file>) {
  await page.getByTestId(`${testId}-input`).setInputFiles(upload);
}

const problem = (page: Page) => page.getByTestId('submit-problem');

/** The tool shows a price (not "Included with a paid plan", not unavailable). */
async function usable(page: Page) {
  await expect(
    page.getByTestId('tool-price'),
    'The tool must be usable by a fresh account: see the note at the top',
  ).toBeVisible();
}

/** Chooses a radio drawn as a chip: a click on its label (the input itself is visually hidden). */
async function pick(page: Page, testId: string) {
  const radio = page.getByTestId(testId);
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

test('a visitor is asked to sign in on every tool', async ({ page }) => {
  for (const path of [
    '/pic/super',
    '/style-turn',
    '/tools/doodle',
    '/tools/goods',
    '/tools/photo-book',
    '/tools/cosplay',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('tool-sign-in'), path).toBeVisible();
    await expect(page.getByTestId('tool-sign-in').getByRole('link')).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(path)}`,
    );
  }
});

test('the header lists the creation tools beside App Tools, keyboard and all', async ({ page }) => {
  await page.goto('/home');
  const button = page.getByTestId('nav-tools');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('nav-tool-doodle')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await button.click();
  await page.getByTestId('nav-tool-goods').click();
  await expect(page).toHaveURL(/\/tools\/goods$/);
  await expect(page.getByTestId('nav-tool-goods')).toBeHidden();
});

test('upscales a real image with the sharp upscaler, charged what it showed, and downloads it', async ({
  page,
}) => {
  await signIn(page, newEmail('upscale'));
  await page.goto('/pic/super');
  await expect(page.getByTestId('task-history-empty')).toBeVisible();
  await choose(page, 'upscaler-image', file(await photo(320, 200)));
  await expect(page.getByTestId('upscaler-image')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('upscaler-image-size')).toHaveText('320 × 200 px');
  await page.getByTestId('upscaler-scale').fill('3');
  await expect(page.getByTestId('upscaler-scale-value')).toHaveText('3x');
  await expect(page.getByTestId('upscaler-output')).toHaveText('Result: 960 × 600 pixels');
  const price = Number(await page.getByTestId('tool-price').getAttribute('data-credits'));
  expect(price).toBeGreaterThan(0);
  const before = await balance(page);

  await page.getByTestId('upscaler-submit').click();
  const progress = page.getByTestId('task-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('data-status', 'succeeded', { timeout: 30_000 });
  await expect(page.getByTestId('task-result-size')).toHaveText('960 × 600 px');
  await expect(page.getByTestId('task-charged')).toBeVisible();
  expect(before - (await balance(page))).toBe(price);

  // Full size in a dialog that Esc closes; the file itself is 960 pixels wide.
  await page.getByTestId('task-result-open').click();
  const full = page.getByTestId('image-viewer').locator('img');
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('image-viewer')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByTestId('task-result-download').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^atrium-super-[0-9a-f]{8}-1\.(png|jpg|webp)$/);
  const bytes = await sharp(await saved.path()).metadata();
  expect([bytes.width, bytes.height]).toEqual([960, 600]);

  // The history keeps it: after a reload, a click shows it again.
  await page.reload();
  const item = page.getByTestId('task-history-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-status', 'succeeded');
  await item.click();
  await expect(page.getByTestId('task-progress')).toHaveAttribute('data-status', 'succeeded');
  await expect(page.getByTestId('task-result')).toHaveCount(1);
});

test('style conversion offers Ghibli first and keeps my records', async ({ page }) => {
  await signIn(page, newEmail('style'));
  await page.goto('/style-turn');
  await usable(page);
  await expect(page.getByTestId('style-records-empty')).toBeVisible();
  const presets = page.getByTestId('style-preset').locator('input[type=radio]');
  await expect(presets.first()).toHaveAttribute('value', 'ghibli');
  await expect(presets.first()).toBeChecked();

  await page.getByTestId('style-submit').click();
  await expect(problem(page)).toHaveText('Please upload a photo first.');

  await choose(page, 'style-image', file(await photo(600, 600), 'me.png'));
  await expect(page.getByTestId('style-image')).toHaveAttribute('data-status', 'ready');
  await page.getByTestId('style-submit').click();
  const progress = page.getByTestId('task-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('data-status', 'succeeded', { timeout: 30_000 });
  await expect(page.getByTestId('task-result')).toHaveCount(1);
  const records = page.getByTestId('style-records-item');
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText('Ghibli');

  await page.reload();
  await expect(records).toHaveCount(1);
  await records.first().click();
  await expect(page.getByTestId('task-progress')).toBeVisible();
});

test('graffiti: validation, then a busy failure shows Failed with Try Again, which then works', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, newEmail('doodle'));
  await page.goto('/tools/doodle');
  await usable(page);
  await page.getByTestId('doodle-submit').click();
  await expect(problem(page)).toHaveText('Please upload a graffiti image first.');

  // A stroke on the board.
  const board = page.getByTestId('doodle-canvas');
  await board.scrollIntoViewIfNeeded();
  const box = (await board.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4, { steps: 8 });
  await page.mouse.up();
  await expect(board).toHaveAttribute('data-strokes', '1');
  await page.getByTestId('doodle-submit').click();
  await expect(problem(page)).toHaveText('Please choose a style type.');

  // The image service is overloaded: every call (the runner's retries too) answers 429.
  await scriptImages(request, { status: 429, statusCount: 100 });
  await pick(page, 'doodle-style-anime');
  await pick(page, 'doodle-count-2');
  await page.getByTestId('doodle-submit').click();
  const progress = page.getByTestId('task-progress');
  await expect(progress).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(page.getByTestId('task-status')).toHaveText('Failed');
  await expect(page.getByTestId('task-error')).toHaveText(
    'Sorry, the creation is too much. Please try again later.',
  );
  const first = await progress.getAttribute('data-task-id');

  await scriptImages(request, { status: null });
  await page.getByTestId('task-again').click();
  await expect(progress).not.toHaveAttribute('data-task-id', first!);
  await expect(progress).toHaveAttribute('data-status', 'succeeded', { timeout: 30_000 });
  await expect(page.getByTestId('task-result')).toHaveCount(2);
  await expect(page.getByTestId('task-history-item')).toHaveCount(2);
});

test('the upscaler and product images say their rules before uploading', async ({ page }) => {
  await signIn(page, newEmail('rules'));
  await page.goto('/pic/super');
  await page.getByTestId('upscaler-submit').click();
  await expect(problem(page)).toHaveText('Please upload an image first.');
  await choose(
    page,
    'upscaler-image',
    file(Buffer.from('not a picture'), 'notes.txt', 'text/plain'),
  );
  await expect(page.getByTestId('upscaler-image-error')).toHaveText(
    'Only image uploads are allowed.',
  );
  await choose(page, 'upscaler-image', file(await photo(2000, 1000)));
  await expect(page.getByTestId('upscaler-image-error')).toHaveText(
    'The height or width of the image should be less than 1920 x 1080.',
  );

  await page.goto('/tools/goods');
  await usable(page);
  await page.getByTestId('goods-submit').click();
  await expect(problem(page)).toHaveText('Upload a product image first.');
  await choose(page, 'goods-image', file(pngHeader(1000, 1000, 11 * MB)));
  await expect(page.getByTestId('goods-image-error')).toHaveText(
    'Please upload an image under 10MB.',
  );
  await choose(page, 'goods-image', file(await photo(3000, 1000)));
  await expect(page.getByTestId('goods-image-error')).toHaveText(
    'The longer side of the image must be at most 2048 pixels.',
  );
  await choose(page, 'goods-image', file(await photo(800, 600)));
  await expect(page.getByTestId('goods-image')).toHaveAttribute('data-status', 'ready');
  await page.getByTestId('goods-submit').click();
  await expect(problem(page)).toHaveText('Please choose a background image.');
  await pick(page, 'goods-background-own');
  await page.getByTestId('goods-submit').click();
  await expect(problem(page)).toHaveText('Please choose a background image.');
  await pick(page, 'goods-scene-room');
  await pick(page, 'goods-background-living-room');
  await page.getByTestId('goods-submit').click();
  await expect(page.getByTestId('task-progress')).toBeVisible();
});

test('the photo book and cosplay say their rules; faces are checked as they are added', async ({
  page,
}) => {
  await signIn(page, newEmail('faces'));
  await page.goto('/tools/photo-book');
  await usable(page);
  await page.getByTestId('photo-submit').click();
  await expect(problem(page)).toHaveText(
    'Please choose 1 to 5 clear, front-facing, single-person portraits.',
  );
  await choose(page, 'photo-template', file(pngHeader(800, 800, 6 * MB)));
  await expect(page.getByTestId('photo-template-error')).toHaveText(
    'Please upload an image under 5MB.',
  );
  await choose(page, 'photo-template', file(await photo(500, 500)));
  await expect(page.getByTestId('photo-template-error')).toHaveText(
    'The style template must be larger than 512x512 and smaller than 1680x1260 pixels.',
  );
  await choose(page, 'photo-template', file(await photo(1700, 1000)));
  await expect(page.getByTestId('photo-template-error')).toHaveText(
    'The style template must be larger than 512x512 and smaller than 1680x1260 pixels.',
  );
  // A picture without a face is marked with the server's reason, and cannot be sent.
  await choose(page, 'photo-portraits', file(await photo(600, 600), 'shapes.png'));
  const item = page.getByTestId('photo-portraits-item');
  await expect(item).toHaveAttribute('data-status', 'refused', { timeout: 30_000 });
  await expect(page.getByTestId('photo-portraits-reason')).not.toBeEmpty();
  await page.getByTestId('photo-submit').click();
  await expect(problem(page)).toHaveText('Remove the photos that cannot be used first.');

  await page.goto('/tools/cosplay');
  await usable(page);
  await page.getByTestId('cosplay-submit').click();
  await expect(problem(page)).toHaveText('Please upload a photo first.');
  await choose(page, 'cosplay-image', file(await photo(600, 600)));
  await expect(page.getByTestId('cosplay-image')).toHaveAttribute('data-status', 'ready');
  await pick(page, 'cosplay-character-custom');
  await page.getByTestId('cosplay-submit').click();
  await expect(problem(page)).toHaveText('Please describe the character.');
});

test('the tools in Chinese', async ({ page }) => {
  await signIn(page, newEmail('zh'));
  await page.goto('/tools/doodle');
  await usable(page);
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-zh-CN').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('涂鸦');
  await page.getByTestId('doodle-submit').click();
  await expect(problem(page)).toHaveText('请先上传涂鸦图。');
});
