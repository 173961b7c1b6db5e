// Custom bots in Chromium: a new user finds the empty list, makes a bot with every setting, finds it in the
// list, edits it (its websites in the Embed section, a bad one refused in words), finds the edit kept after a
// reload, reads the page in Chinese and right to left, at a desktop's and a phone's width, and deletes the
// bot after a confirm.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { shoot } from './bot-actions';
import { newEmail, signIn } from './support';

const NAME = 'Garden helper';
const RENAMED = 'Rose helper';

async function square(): Promise<Buffer> {
  return sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
}

test('a user makes, finds, edits, reads in other languages and deletes a bot', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, newEmail('bots'));

  // With the user's other things, in the user menu.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-bots').click();
  await expect(page).toHaveURL(/\/bots$/);
  await expect(page).toHaveTitle('Bots · Atrium');
  const empty = page.getByTestId('bots-empty');
  await expect(empty).toContainText('A bot is an assistant of your own');
  await shoot(page, 'bots-empty-1280');

  // Every setting.
  await empty.getByTestId('bots-empty-create').click();
  await expect(page).toHaveURL(/\/bots\/new$/);
  await expect(page.getByTestId('bot-title')).toHaveText('New bot');
  const form = page.getByTestId('bot-form');
  await form.getByTestId('bot-save').click();
  await expect(form.getByText('Give the bot a name.')).toBeVisible();
  await form.getByTestId('bot-name').fill(NAME);
  await form.getByTestId('bot-avatar-input').setInputFiles({
    name: 'garden.png',
    mimeType: 'image/png',
    buffer: await square(),
  });
  await expect(form.getByTestId('bot-avatar-remove')).toBeVisible();
  await form.getByTestId('bot-description').fill('Knows roses, tulips and when to plant them.');
  await form.getByTestId('bot-instructions').fill('Answer questions about our garden shop.');
  await expect(form.getByTestId('bot-model')).not.toHaveValue('');
  await form.getByTestId('bot-welcome').fill('Hello! Ask me about your garden.');
  await form.getByTestId('bot-question-add').click();
  await form.getByTestId('bot-question').last().fill('When do I plant tulips?');
  await form.getByTestId('bot-question-add').click();
  await form.getByTestId('bot-question').last().fill('How often do roses need water?');
  await form.getByTestId('bot-context').fill('4000');
  await form.getByRole('radio', { name: /^Strict/ }).check();
  await form.getByRole('radio', { name: /^On your websites/ }).check();
  await form.getByTestId('bot-origin-input').fill('https://Shop.Example.com:443/');
  await form.getByTestId('bot-origin-add').click();
  await expect(form.getByTestId('bot-origin')).toHaveText(['https://shop.example.com×']);
  await form.getByTestId('bot-daily-cap').fill('7.5');
  await shoot(page, 'bots-new-1280');
  await form.getByTestId('bot-save').click();
  await expect(page).toHaveURL(/\/bots\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('bot-title')).toHaveText(NAME);
  const botUrl = page.url();

  // In the list.
  await page.getByTestId('bot-back').click();
  const card = page.getByTestId('bot-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(NAME);
  await expect(card).toContainText('Knows roses, tulips');
  await expect(card).toContainText('On your websites');
  await expect(card).toContainText('0 sources');
  await expect(card).toContainText(/Model: \S+/);
  await expect(card.locator('img.bot-avatar')).toBeVisible();
  await shoot(page, 'bots-list-1280');

  // Edit: leaving with an edit is asked first.
  await card.getByTestId('bot-card-link').click();
  await expect(page).toHaveURL(botUrl);
  await form.getByTestId('bot-name').fill(RENAMED);
  await page.getByTestId('bot-back').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Leave without saving?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(botUrl);
  await form.getByTestId('bot-save').click();
  await expect(page.getByTestId('bot-title')).toHaveText(RENAMED);

  // A saved bot's websites are in its Embed section: a bad one is refused in words.
  await page.getByTestId('bot-reach-link').click();
  const reach = page.getByTestId('bot-reach-form');
  const originBox = reach.getByTestId('bot-origin-input');
  await originBox.fill('https://example.com/shop');
  await originBox.blur();
  await expect(reach.getByText(/Write each website as its address without a path/)).toBeVisible();
  await expect(originBox).toHaveAttribute('aria-invalid', 'true');
  await originBox.fill('http://localhost:5173/');
  await originBox.blur();
  await expect(originBox).toHaveValue('http://localhost:5173');
  await originBox.press('Enter');
  await reach.getByTestId('bot-save').click();
  await expect(reach.getByTestId('bot-origin')).toHaveCount(2);

  await page.reload();
  await expect(page.getByTestId('bot-title')).toHaveText(RENAMED);
  await expect(reach.getByTestId('bot-origin')).toHaveText([
    'https://shop.example.com×',
    'http://localhost:5173×',
  ]);
  await expect(reach.getByTestId('bot-daily-cap')).toHaveValue('7.50');
  await page.getByTestId('bot-section-tab-settings').click();
  await expect(form.getByTestId('bot-name')).toHaveValue(RENAMED);
  await expect(form.getByTestId('bot-question')).toHaveCount(2);
  await expect(form.getByTestId('bot-context')).toHaveValue('4000');
  await expect(form.getByRole('radio', { name: /^Strict/ })).toBeChecked();
  await shoot(page, 'bots-edit-1280');

  // Chinese.
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-zh-CN').click();
  await expect(page.getByText('名称', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^严格/ })).toBeChecked();
  await expect(page.getByText('Suggested questions')).toHaveCount(0);
  await shoot(page, 'bots-edit-zh-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'bots-edit-zh-390');
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-en-US').click();

  // Phone width.
  await shoot(page, 'bots-edit-390');
  await page.goto('/bots');
  await expect(page.getByTestId('bot-card')).toHaveCount(1);
  await shoot(page, 'bots-list-390');

  // Right to left.
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.goto(botUrl);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('bot-title')).toHaveText(RENAMED);
  await shoot(page, 'bots-edit-rtl-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'bots-edit-rtl-1280');
  await page.goto('/bots');
  await expect(page.getByTestId('bot-card')).toHaveCount(1);
  await shoot(page, 'bots-list-rtl-1280');
  await page.evaluate(() => localStorage.removeItem('locale'));

  // Delete, after a confirm naming the bot.
  await page.goto(botUrl);
  await page.getByTestId('bot-delete').click();
  await expect(confirm).toContainText(`Delete ${RENAMED}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(botUrl);
  await page.getByTestId('bot-delete').click();
  await page.getByTestId('bot-delete-ok').click();
  await expect(page).toHaveURL(/\/bots$/);
  await expect(page.getByTestId('bots-empty')).toBeVisible();
  await page.goto(botUrl);
  await expect(page.getByTestId('bot-not-found')).toBeVisible();
});

test('a visitor is sent to sign in, and back to the bots afterwards', async ({ page }) => {
  await page.goto('/bots');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbots$/);
});
