// AI drawing in Chromium against the real server and the loopback midjourney-proxy: imagine with Midjourney,
// then the grid's U and V buttons, an upscale's Zoom Out, and Vary (Region) with a mask painted in the
// browser (checked as the PNG that was uploaded: the image's size, white where painted on black); a failed
// task tried again; a Chinese prompt translated on Generate and undone; the page in Chinese and right to left.
//
// playwright.config.ts starts the fakes (tests/fakes/image-server.ts), points the server at them and opens
// `midjourney` to free accounts (a fresh account is on the free plan).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiToken, newEmail, scriptLlm, signIn } from './support';

const port = Number(process.env.ATRIUM_E2E_PORT ?? 8797);
/** The loopback midjourney-proxy of tests/fakes/image-server.ts (playwright.config.ts). */
const mjPort = port + 7;

/** Steers the loopback midjourney-proxy (see tests/fakes/midjourney-proxy/). */
async function scriptMj(request: APIRequestContext, changes: Record<string, unknown>) {
  const response = await request.post(`http://127.0.0.1:${mjPort}/__script`, { data: changes });
  expect(response.ok()).toBe(true);
}

const NORMAL = {
  delayMs: 0,
  pollsToFinish: 2,
  queued: false,
  queueFull: false,
  hang: false,
  cancel: false,
  noImageUrl: false,
  failReason: null,
  failOnFetch: null,
  banned: null,
  httpStatus: null,
};

/** Signs in a fresh account with enough credits for a few Midjourney presses, and opens /imagine. */
async function start(page: Page, request: APIRequestContext, label: string) {
  const email = newEmail(label);
  await signIn(page, email);
  const admin = { authorization: `Bearer ${await apiToken(request, 'admin@atrium.test')}` };
  const grant = await request.post('/api/admin/credits/grant', {
    headers: admin,
    data: { email, amount: 50_000, reason: 'Imagine e2e' },
  });
  expect(grant.ok()).toBe(true);
  await page.goto('/imagine');
  const option = page.locator('[data-testid=imagine-model-option][data-model=midjourney]');
  await expect(option, 'Midjourney must be usable: see the note at the top').toHaveAttribute(
    'data-access',
    'usable',
  );
  await page.getByTestId('imagine-model-midjourney').check();
}

const result = (page: Page) => page.getByTestId('imagine-result');
const progress = (page: Page) => page.getByTestId('task-progress');
const mjButton = (page: Page, selector: string) =>
  page.locator(`[data-testid=mj-button]${selector}`);

async function succeeded(page: Page) {
  await expect(progress(page)).toHaveAttribute('data-status', 'succeeded', { timeout: 30_000 });
  const image = page.getByTestId('mj-image').locator('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

/** Presses a button of the shown task: a new task is shown in its place, from it, and finishes. */
async function press(page: Page, button: Locator, origin: string | RegExp) {
  const before = (await result(page).getAttribute('data-task-id')) ?? '';
  await button.click();
  await expect(result(page)).not.toHaveAttribute('data-task-id', before);
  await expect(page.getByTestId('imagine-lineage')).toHaveAttribute('data-parent', before);
  await expect(page.getByTestId('imagine-lineage')).toContainText(`task ${before.slice(0, 8)}`);
  await expect(page.getByTestId('imagine-lineage-action')).toHaveText(origin);
  await succeeded(page);
  return before;
}

test.beforeEach(async ({ request }) => {
  await scriptMj(request, NORMAL);
});

test('imagines with Midjourney, then U, V, zoom out and add element with a painted mask', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await start(page, page.request, 'mj');

  // Imagine: 16:9, sent with Ctrl+Enter from the prompt.
  await page.getByTestId('imagine-size-16:9').check();
  await page.getByTestId('imagine-prompt').fill('a lighthouse on a cliff at dawn');
  await expect(page.getByTestId('tool-price')).toContainText('10 credits');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/imagine/post'));
  await page.getByTestId('imagine-prompt').press('Control+Enter');
  expect((await posted).postDataJSON()).toMatchObject({
    model: 'midjourney',
    prompt: 'a lighthouse on a cliff at dawn',
    size: '16:9',
  });
  await succeeded(page);
  await expect(page.getByTestId('imagine-lineage')).toHaveCount(0);
  /** The buttons of a row, by their label (U1…) or, without one (🔄), by what they do. */
  const labels = (row: string) =>
    page
      .getByTestId(`mj-row-${row}`)
      .getByTestId('mj-button')
      .evaluateAll((buttons) =>
        buttons.map((b) => (b as HTMLElement).dataset.label || (b as HTMLElement).dataset.action),
      );
  const actions = (row: string) =>
    page
      .getByTestId(`mj-row-${row}`)
      .getByTestId('mj-button')
      .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.action));
  expect(await labels('upscale')).toEqual(['U1', 'U2', 'U3', 'U4', 'reroll']);
  expect(await labels('variation')).toEqual(['V1', 'V2', 'V3', 'V4']);
  await expect(page.getByTestId('imagine-history-item')).toHaveCount(1);

  // V3 makes a new grid from the third picture.
  const grid = await press(page, mjButton(page, '[data-label=V3]'), 'V3');
  expect(await labels('upscale')).toEqual(['U1', 'U2', 'U3', 'U4', 'reroll']);

  // Back to the first grid through the lineage line, then U2: one picture with the upscale's buttons.
  await page.getByTestId('imagine-lineage-open').click();
  await expect(result(page)).toHaveAttribute('data-task-id', grid);
  const pressed = page.waitForRequest((r) => r.url().endsWith('/api/imagine/image'));
  await press(page, mjButton(page, '[data-label=U2]'), 'U2');
  expect((await pressed).postDataJSON()).toMatchObject({ taskId: grid });
  expect((await pressed).postDataJSON().customId).toMatch(/^MJ::JOB::upsample::2::/);
  expect(await actions('vary')).toEqual(['highVariation', 'lowVariation', 'varyRegion']);
  expect(await actions('zoom')).toEqual(['zoomOut2x', 'zoomOut1_5x']);
  // View image opens it at full size.
  await page.getByTestId('mj-view').click();
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('image-viewer')).toHaveCount(0);

  // Zoom Out 2x from the upscale: a larger grid.
  const upscaled = await press(page, mjButton(page, '[data-action=zoomOut2x]'), 'Zoom Out 2x');
  await page.getByTestId('imagine-lineage-open').click();
  await expect(result(page)).toHaveAttribute('data-task-id', upscaled);
  const size = await page
    .getByTestId('mj-image')
    .locator('img')
    .evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));

  // Add element: Clear / Cancel ask nothing of the server.
  await mjButton(page, '[data-action=varyRegion]').click();
  const editor = page.getByTestId('mask-editor');
  await expect(editor).toBeVisible();
  const canvas = editor.getByTestId('mask-canvas');
  const paint = async () => {
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 8 });
    await page.mouse.up();
  };
  await paint();
  await expect(canvas).toHaveAttribute('data-shapes', '1');
  await editor.getByTestId('mask-clear').click();
  await expect(canvas).toHaveAttribute('data-shapes', '0');
  await editor.getByTestId('mask-confirm').click();
  await expect(editor.getByTestId('mask-problem')).toHaveText('Paint the area to change first.');
  await editor.getByTestId('mask-cancel').click();
  await expect(editor).toHaveCount(0);
  await expect(result(page)).toHaveAttribute('data-task-id', upscaled);

  // …and a painted area with a prompt makes the task, with the mask uploaded as a PNG of the image's size.
  await mjButton(page, '[data-action=varyRegion]').click();
  await paint();
  // The rectangle too: a drag across the lower corner.
  await editor.getByTestId('mask-tool-rect').check();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.95, box.y + box.height * 0.95, { steps: 4 });
  await page.mouse.up();
  await expect(canvas).toHaveAttribute('data-shapes', '2');
  // And from the keyboard: on the image the arrows move a frame, Shift resizes it, Enter paints it.
  await canvas.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Enter');
  await expect(canvas).toHaveAttribute('data-shapes', '3');
  await editor.getByTestId('mask-prompt').fill('a red hot-air balloon');
  const upload = page.waitForRequest((r) => r.url().endsWith('/api/upload64'));
  const region = page.waitForRequest((r) => r.url().endsWith('/api/imagine/image'));
  await editor.getByTestId('mask-confirm').click();
  const sent = (await upload).postDataJSON() as { purpose: string; data: string };
  expect(sent.purpose).toBe('mask');
  const png = Buffer.from(sent.data.replace(/^data:image\/png;base64,/, ''), 'base64');
  const meta = await sharp(png).metadata();
  expect({ width: meta.width, height: meta.height }).toEqual(size);
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const white = data.filter((value) => value === 255).length;
  expect(white).toBeGreaterThan(0);
  expect(data.filter((value) => value === 0).length).toBeGreaterThan(white);
  expect(data.every((value) => value === 0 || value === 255)).toBe(true);
  // White where painted: the middle of the stroke and of the rectangle, not the corners.
  const at = (x: number, y: number) =>
    data[Math.floor(y * size.height) * size.width + Math.floor(x * size.width)];
  expect(at(0.5, 0.4)).toBe(255);
  expect(at(0.85, 0.85)).toBe(255);
  expect(at(0.4, 0.65)).toBe(255);
  expect(at(0.05, 0.05)).toBe(0);
  const body = (await region).postDataJSON();
  expect(body).toMatchObject({ taskId: upscaled, prompt: 'a red hot-air balloon' });
  expect(body.maskId).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.customId).toMatch(/^MJ::Inpaint::/);
  await expect(editor).toHaveCount(0);
  await expect(page.getByTestId('imagine-lineage-action')).toHaveText('Vary (Region)');
  await succeeded(page);
  await expect(page.getByTestId('imagine-task-prompt')).toContainText('a red hot-air balloon');

  // Every task is in the history, newest first; a click shows it again with its buttons.
  await expect(page.getByTestId('imagine-history-item')).toHaveCount(5);
  await page.getByTestId('imagine-history-item').last().click();
  await expect(page.getByTestId('mj-row-upscale')).toBeVisible();
  await expect(page.getByTestId('imagine-lineage')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a failed task says why, costs nothing and can be tried again', async ({ page, request }) => {
  await start(page, request, 'mj-fail');
  await scriptMj(request, { failReason: 'Job failed: the image could not be made' });
  await page.getByTestId('imagine-prompt').fill('a quiet harbour at night');
  await page.getByTestId('imagine-generate').click();
  await expect(progress(page)).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await expect(page.getByTestId('task-error')).not.toBeEmpty();
  await expect(progress(page)).toContainText('Your credits were returned.');
  await expect(page.getByTestId('imagine-history-item').first()).toHaveAttribute(
    'data-status',
    'failed',
  );

  await scriptMj(request, NORMAL);
  const failed = (await result(page).getAttribute('data-task-id')) ?? '';
  await page.getByTestId('task-again').click();
  await expect(result(page)).not.toHaveAttribute('data-task-id', failed);
  await expect(page.getByTestId('imagine-lineage-action')).toHaveText('Try Again');
  await succeeded(page);
  await expect(page.getByTestId('task-charged')).toContainText('10 credits');
});

test('translates a Chinese prompt on Generate, and the translation can be undone', async ({
  page,
  request,
}) => {
  await scriptLlm(request, {
    tokenDelayMs: 0,
    replyText: 'a cat sleeping on the moon',
    status: null,
  });
  await start(page, request, 'mj-zh-prompt');
  await page.getByTestId('imagine-prompt').fill('一只在月球上睡觉的猫');
  await expect(page.getByTestId('imagine-cjk')).toBeVisible();
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/imagine/post'));
  await page.getByTestId('imagine-generate').click();
  await expect(page.getByTestId('imagine-translated')).toBeVisible();
  expect((await posted).postDataJSON().prompt).toBe('a cat sleeping on the moon');
  await expect(page.getByTestId('imagine-prompt')).toHaveValue('a cat sleeping on the moon');
  await succeeded(page);
  await page.getByTestId('imagine-translate-undo').click();
  await expect(page.getByTestId('imagine-prompt')).toHaveValue('一只在月球上睡觉的猫');
  await expect(page.getByTestId('imagine-translated')).toHaveCount(0);

  // Without automatic translation the prompt goes as written, and Translate is offered by hand.
  await page.getByTestId('imagine-auto-translate').uncheck();
  await expect(page.getByTestId('imagine-translate')).toBeVisible();
  await page.getByTestId('imagine-translate').click();
  await expect(page.getByTestId('imagine-prompt')).toHaveValue('a cat sleeping on the moon');
  await page.getByTestId('imagine-translate-undo').click();
  await expect(page.getByTestId('imagine-prompt')).toHaveValue('一只在月球上睡觉的猫');
});

test('speaks Chinese, checks the prompt before sending and lays out right to left', async ({
  page,
}) => {
  await signIn(page, newEmail('imagine-zh'));
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  await page.goto('/imagine');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI 绘画');
  await expect(page.getByTestId('nav-imagine')).toHaveText('文生图');
  await page.getByTestId('imagine-generate').click();
  await expect(page.getByTestId('submit-problem')).toHaveText('请输入提示词。');
  await page.getByTestId('imagine-prompt').fill('a lighthouse');
  const toggle = page.getByTestId('imagine-negative-toggle');
  if (await toggle.count()) {
    await toggle.check();
    await page.getByTestId('imagine-generate').click();
    await expect(page.getByTestId('submit-problem')).toHaveText('请输入反向提示词。');
  }
  await expect(page.getByTestId('imagine-history-empty')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('imagine-form')).toBeVisible();
  // The form sits at the start (right) of the row in a right-to-left layout.
  const form = (await page.locator('.tool-form').boundingBox())!;
  const panel = (await page.locator('.tool-result').boundingBox())!;
  expect(form.x).toBeGreaterThan(panel.x);
});
