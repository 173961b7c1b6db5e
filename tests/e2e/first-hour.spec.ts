// What a new user meets in the first hour, in the states that used to trip them: page titles, locked things
// that look and act locked, errors that leave with their cause, plain words instead of internals, limits that
// say how long to wait, and right-to-left pages that keep English readable.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newEmail, signIn } from './support';

test('every page names itself in the tab, in the language shown', async ({ page }) => {
  const titles: Array<[string, string]> = [
    ['/home', 'Home · Atrium'],
    ['/chat', 'Chat · Atrium'],
    ['/price', 'Pricing · Atrium'],
    ['/pic/super', 'Upscaler · Atrium'],
    ['/faq', 'FAQ · Atrium'],
    ['/test', 'System check · Atrium'],
    ['/no-such-page', 'Page not found · Atrium'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  await page.goto('/faq');
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-zh-CN').click();
  await expect(page).toHaveTitle('常见问题 · Atrium');
  await page.evaluate(() => localStorage.removeItem('locale'));
});

test('a locked model is reachable by keyboard and opens the plans; a disabled button looks disabled', async ({
  page,
}) => {
  await signIn(page, newEmail('locked'));
  await page.goto('/chat?model=gpt-4o-mini');
  await page.getByTestId('model-picker').click();
  const locked = page.locator('[data-testid=model-option][data-model=gpt-4o]');
  await expect(locked).toHaveAttribute('data-access', 'locked');
  await expect(locked).not.toHaveAttribute('aria-disabled', 'true');
  // The reason is the option's description, not a link hidden inside it.
  const why = await locked.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${why}"]`)).toHaveText('Free accounts cannot use it: see plans');
  await locked.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/price$/);
});

test('a button that cannot be pressed looks it', async ({ page }) => {
  // A locked or unavailable tool disables its main button (toolBlocked); in this run every tool is open to
  // free accounts, so the app's own stylesheet is checked on a button of the same classes, disabled.
  await page.goto('/home');
  const look = await page.evaluate(() => {
    const button = document.createElement('button');
    button.className = 'btn btn-primary btn-lg';
    button.disabled = true;
    button.textContent = 'Convert';
    document.querySelector('main')!.append(button);
    const style = getComputedStyle(button);
    return { cursor: style.cursor, background: style.backgroundColor };
  });
  expect(look.cursor).toBe('not-allowed');
  expect(look.background).not.toBe('rgb(22, 119, 255)');
});

test('"please upload an image first" leaves once an image is chosen; the last result greets a return', async ({
  page,
}) => {
  await signIn(page, newEmail('stale'));
  await page.goto('/pic/super');
  await page.getByTestId('upscaler-submit').click();
  await expect(page.getByTestId('submit-problem')).toHaveText('Please upload an image first.');
  const picture = await sharp({
    create: { width: 320, height: 200, channels: 3, background: '#1677ff' },
  })
    .png()
    .toBuffer();
  await page
    .getByTestId('upscaler-image-input')
    .setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByTestId('upscaler-image')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('submit-problem')).toHaveCount(0);

  // Coming back, the result side shows the latest result instead of an empty panel.
  await page.getByTestId('upscaler-submit').click();
  await expect(page.getByTestId('task-result-size')).toHaveText('640 × 400 px');
  await page.reload();
  await expect(page.getByTestId('task-result-size')).toHaveText('640 × 400 px');
  await expect(page.getByTestId('task-empty')).toHaveCount(0);
});

test('no internals on the page: message keys, variable names, English labels on a Chinese page', async ({
  page,
}) => {
  await page.goto('/test');
  await expect(page.locator('select option').first()).toBeAttached();
  const options = await page.locator('select option').allTextContents();
  expect(options.length).toBeGreaterThan(5);
  for (const text of options) expect(text).not.toMatch(/^pages\.|\./);

  await page.goto('/price');
  // A model no provider of this server runs is not sold as "locked": no plan would make it usable.
  const selfHosted = page.getByTestId('model-local-llama');
  await expect(selfHosted).toContainText('Not available on this server');
  await expect(selfHosted).toHaveAttribute('data-locked', 'false');

  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-zh-CN').click();
  const amount = page.getByTestId('recharge-amount');
  if (await amount.count()) {
    await amount.hover();
    const labels = await page
      .locator('.ant-input-number-action')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    expect(labels).toEqual(['增加', '减少']);
  }
  await page.evaluate(() => localStorage.removeItem('locale'));
});

test('a signed-in user who opens the Google landing page again is taken home, not told it failed', async ({
  page,
}) => {
  await signIn(page, newEmail('google-again'));
  await page.goto('/google/auth');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('google-auth-failed')).toHaveCount(0);
});

test('a right-to-left page keeps untranslated English in its own order', async ({ page }) => {
  await page.goto('/home');
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bidi = await page
    .locator('main p')
    .first()
    .evaluate((node) => getComputedStyle(node).unicodeBidi);
  expect(bidi).toBe('plaintext');
  await page.evaluate(() => localStorage.removeItem('locale'));
});

test("the operator's setup page lists every service, what works without keys, and what to set", async ({
  page,
}) => {
  await signIn(page, 'admin@atrium.test');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-setup').click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page).toHaveTitle('Setup · Atrium');
  await expect(page.getByTestId('setup-without')).toContainText('the upscaler');
  const openai = page.locator('[data-testid=setup-service][data-service=openai]');
  await expect(openai.getByTestId('setup-state')).toHaveAttribute('data-state', 'answering');
  const smtp = page.locator('[data-testid=setup-service][data-service=smtp]');
  await expect(smtp.getByTestId('setup-state')).toHaveAttribute('data-state', 'off');
  await expect(smtp).toContainText('SMTP_URL');
  await page.screenshot({ path: 'test-results/setup-page.png', fullPage: true });
});

test('a user who is not an admin is told the setup page is not theirs', async ({ page }) => {
  await signIn(page, newEmail('not-admin'));
  await expect(page.getByTestId('menu-setup')).toHaveCount(0);
  await page.goto('/setup');
  await expect(page.getByTestId('setup-forbidden')).toBeVisible();
});

test('past pictures are a gallery of large previews, each with its prompt and settings one click away', async ({
  page,
}) => {
  await signIn(page, newEmail('gallery'));
  await page.goto('/imagine');
  await page.getByTestId('imagine-model-sdxl').check();
  await page.getByTestId('imagine-size-16:9').check();
  await page.getByTestId('imagine-negative-toggle').click();
  await page.getByTestId('imagine-negative').fill('text, watermark');
  await page.getByTestId('imagine-prompt').fill('a red kite over green hills');
  await page.getByTestId('imagine-generate').click();
  await expect(page.getByTestId('task-progress')).toHaveAttribute('data-status', 'succeeded', {
    timeout: 30_000,
  });
  await page.getByTestId('imagine-prompt').fill('a paper boat on a pond');
  await page.getByTestId('imagine-generate').click();
  const tiles = page.getByTestId('imagine-history-item');
  await expect(tiles).toHaveCount(2);
  await expect(page.getByTestId('task-progress')).toHaveAttribute('data-status', 'succeeded', {
    timeout: 30_000,
  });

  // Large previews: at 1280 px a tile is far bigger than a list thumbnail, and square.
  const box = (await page.getByTestId('imagine-history-open').first().boundingBox())!;
  expect(box.width).toBeGreaterThan(180);
  expect(Math.abs(box.width - box.height)).toBeLessThan(2);

  // The older picture's prompt and settings, without leaving the current one.
  const shown = await page.getByTestId('imagine-result').getAttribute('data-task-id');
  await page.getByTestId('imagine-history-details').last().click();
  const details = page.getByTestId('task-details');
  await expect(details).toBeVisible();
  await expect(details.getByTestId('task-details-prompt')).toHaveText(
    'a red kite over green hills',
  );
  await expect(details.getByTestId('task-details-negative')).toHaveText('text, watermark');
  const settings = details.getByTestId('task-details-settings');
  await expect(settings).toContainText('Stable Diffusion XL');
  await expect(settings).toContainText('16:9 · Widescreen');
  await expect(details.getByTestId('task-result')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/first-hour-gallery-details.png' });
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(page.getByTestId('imagine-result')).toHaveAttribute('data-task-id', shown ?? '');

  // "Show in the page" puts that result in the panel.
  await page.getByTestId('imagine-history-details').last().click();
  await page.getByTestId('task-details-show').click();
  await expect(page.getByTestId('imagine-result')).not.toHaveAttribute('data-task-id', shown ?? '');
  await expect(page.getByTestId('imagine-history-item').last()).toHaveAttribute(
    'data-active',
    'true',
  );

  // Two across on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  await page.screenshot({ path: 'test-results/first-hour-gallery-phone.png', fullPage: true });
});
