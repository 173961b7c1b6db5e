// Chat in Chromium against the real server and the loopback model APIs: pick a character, send and watch the
// answer stream, stop it, regenerate, attach an image, search, share, clear behind a confirm, and see the
// balance and the expense log move by exactly what the answer cost; the same page in Chinese.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, newEmail, scriptLlm, signIn, balance, attachSquare } from './support';

const answers = (page: Page) => page.locator('[data-testid=message][data-role=assistant]');

async function send(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
}

test.beforeEach(async ({ request }) => {
  await scriptLlm(request, { tokenDelayMs: 0, replyText: '', status: null });
});

test('streams an answer from a character, charged exactly what it shows', async ({
  page,
  request,
}) => {
  await scriptLlm(request, { tokenDelayMs: 15, replyWords: 60 });
  const email = newEmail('chat');
  await signIn(page, email);
  const before = await balance(page);
  await page.getByTestId('character-gallery').getByTestId('character-card').first().click();
  await expect(page).toHaveURL(/\/chat\?character=/);
  await expect(page.getByTestId('greeting')).toBeVisible();

  await send(page, 'Hello, who are you?');
  await expect(page.locator('[data-testid=message][data-role=user]')).toContainText(
    'Hello, who are you?',
  );
  // It streams: the answer is seen growing before it is done.
  await expect(answers(page).last()).toHaveAttribute('data-status', 'streaming');
  await expect(answers(page).last()).toContainText('word5');
  await expect(answers(page).last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(answers(page).last()).toContainText('word59');
  // Enter sent it; Shift+Enter only breaks the line.
  await page.getByTestId('chat-input').press('Shift+Enter');
  await expect(page.getByTestId('chat-input')).toHaveValue('\n');
  await page.getByTestId('chat-input').fill('');

  const shown = await answers(page).last().getByTestId('msg-credits').textContent();
  const after = await balance(page);
  const charged = before - after;
  expect(charged).toBeGreaterThan(0);
  expect(shown).toContain((charged / 100).toFixed(2).replace(/\.?0+$/, ''));
  await page.goto('/user/expenses');
  await expect(page.getByRole('row').nth(1)).toContainText(/chat/i);
});

test('stops with Esc keeping the partial answer, then regenerates it', async ({
  page,
  request,
}) => {
  await scriptLlm(request, { tokenDelayMs: 80, replyWords: 400 });
  await signIn(page, newEmail('stop'));
  await page.goto('/chat?model=gpt-4o-mini');
  await send(page, 'Write a very long text');
  await expect(answers(page).last()).toContainText('word3');
  await page.keyboard.press('Escape');
  await expect(answers(page).last()).toHaveAttribute('data-status', 'stopped');
  const partial = (await answers(page).last().textContent()) ?? '';
  expect(partial).not.toContain('word399');

  await scriptLlm(request, { tokenDelayMs: 0, replyText: 'A fresh answer.' });
  await answers(page).last().getByTestId('regenerate').click();
  await expect(answers(page).last()).toHaveAttribute('data-status', 'done');
  await expect(answers(page).last()).toContainText('A fresh answer.');
  await expect(answers(page)).toHaveCount(1);
});

test('sends an image, finds the chat by search, shares it and clears it after a confirm', async ({
  page,
  request,
  browser,
}) => {
  await scriptLlm(request, { replyText: 'I see a blue square.' });
  await signIn(page, newEmail('image'));
  await page.goto('/chat?model=gpt-4o-mini');
  await attachSquare(page, 64);
  await send(page, 'What is in this picture? zebrafinch');
  await expect(answers(page).last()).toHaveAttribute('data-status', 'done');
  await expect(answers(page).last()).toContainText('I see a blue square.');
  const image = page.locator('[data-testid=message][data-role=user] img').first();
  await expect(image).toHaveAttribute('src', /\/api\/files\//);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  await page.getByTestId('chat-search').fill('zebrafinch');
  await expect(page.getByTestId('hit').first()).toContainText('zebrafinch');

  await page.getByTestId('chat-share').click();
  const link = (await page
    .getByTestId('share-link')
    .inputValue()
    .catch(async () => page.getByTestId('share-link').textContent())) as string;
  expect(link).toContain('/share?id=');
  const visitor = await browser.newPage();
  await visitor.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(visitor.getByText('I see a blue square.')).toBeVisible();
  await visitor.close();
  await page.keyboard.press('Escape');

  await page.getByTestId('chat-clear').click();
  await page.getByTestId('confirm-cancel').click();
  await expect(answers(page)).toHaveCount(1);
  await page.getByTestId('chat-clear').click();
  await page.getByTestId('confirm-ok').click();
  await expect(answers(page)).toHaveCount(0);
  await page.getByTestId('chat-search').fill('');
  await expect(page.getByTestId('conversation')).toHaveCount(0);
});

test('speaks Chinese and refuses a send the balance cannot hold', async ({ page, request }) => {
  await scriptLlm(request, { replyText: '你好！' });
  const email = newEmail('zh');
  await signIn(page, email);
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  await page.goto('/chat?model=gpt-4o-mini');
  await send(page, '你好');
  await expect(answers(page).last()).toContainText('你好！');
  // Spend the balance down with an admin deduction, then a send is refused with the spec's words.
  // An admin of its own: sign-in codes have a resend cooldown per address, shared across the suite.
  const admin = await apiToken(request, 'chat-admin@atrium.test');
  const left = await balance(page);
  const deducted = await request.post('/api/admin/credits/deduct', {
    headers: { authorization: `Bearer ${admin}` },
    data: { email, amount: left, reason: 'e2e: spend the balance' },
  });
  expect(deducted.ok()).toBe(true);
  await send(page, '再说一次');
  await expect(page.getByTestId('chat-notice')).toContainText('积分不足');
  await expect(page.getByTestId('notice-pricing')).toBeVisible();
  await expect(page.getByTestId('chat-input')).toHaveValue('再说一次');
});
