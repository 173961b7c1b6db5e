// App Tools in Chromium: the gallery (categories, search, empty search), a template's form with the spec's
// "Please enter {label}" messages, the same template in Chinese, a visitor asked to sign in to generate, and
// an answer streamed from the loopback model API (rendered as Markdown, stopped, kept in the history).
import { expect, test } from '@playwright/test';
import { newEmail, scriptLlm, signIn } from './support';

test('finds a tool by category and search, and says so when nothing matches', async ({ page }) => {
  await page.goto('/home');
  await page.getByTestId('nav-helper').click();
  await expect(page).toHaveURL(/\/helper$/);
  const cards = page.getByTestId('helper-card');
  // The home page's featured helpers share the card's test id: wait for the whole gallery, not the first card.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(16);
  const all = await cards.count();

  await page.getByTestId('helper-category-programming').click();
  await expect(page).toHaveURL(/category=programming/);
  await expect(page.getByTestId('helper-category-programming')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards).not.toHaveCount(all);
  for (const category of await cards.evaluateAll((els) => els.map((el) => el.dataset.category)))
    expect(category).toBe('programming');

  await page.getByTestId('helper-category-all').click();
  await page.getByTestId('helper-search').fill('sql');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('SQL from a description');
  await expect(page).toHaveURL(/q=sql/);

  await page.getByTestId('helper-search').fill('no such tool at all');
  await expect(page.getByTestId('helper-empty')).toContainText('No tool matches');
  await page.getByTestId('helper-empty').getByRole('button').first().click();
  await expect(cards).toHaveCount(all);
});

test('a visitor sees the form and is asked to sign in to generate', async ({ page }) => {
  await page.goto('/helper?q=translate');
  await page.getByTestId('helper-card').first().click();
  await expect(page).toHaveURL(/\/helper\/chat\?id=/);
  await expect(page.getByTestId('helper-title')).toHaveText('Translate');
  await page.getByTestId('helper-sign-in').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhelper%2Fchat%3Fid%3D/);
});

test('checks the form, then shows the same tool in Chinese', async ({ page }) => {
  await signIn(page, newEmail('helper'));
  await page.goto('/helper?q=e-mail%20reply');
  await page.getByTestId('helper-card').first().click();
  const form = page.getByTestId('helper-form');
  await expect(form).toBeVisible();
  const enUrl = page.url();

  await page.getByTestId('helper-generate').click();
  await expect(form).toContainText('Please enter E-mail you received');
  await expect(form).toContainText('Please enter Tone');
  await page.getByTestId('helper-field-original').fill('Can we meet on Tuesday?');
  await expect(form).not.toContainText('Please enter E-mail you received');
  await expect(page.getByTestId('helper-history-empty')).toBeVisible();

  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-zh-CN').click();
  await expect(page.getByTestId('helper-title')).toHaveText('邮件回复');
  await expect(page).not.toHaveURL(enUrl);
  // What was typed stays: the fields are the same in every language.
  await expect(page.getByTestId('helper-field-original')).toHaveValue('Can we meet on Tuesday?');
  await page.getByTestId('helper-generate').click();
  await expect(form).toContainText('请输入语气');

  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-en-US').click();
  await expect(page.getByTestId('helper-title')).toHaveText('E-mail reply');
});

test('an unknown tool says so and leads back to the gallery', async ({ page }) => {
  await page.goto('/helper/chat?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('helper-not-found')).toBeVisible();
  await page.getByTestId('helper-not-found').getByRole('link').click();
  await expect(page).toHaveURL(/\/helper$/);
});

test('streams an answer as Markdown, stops one, and lists both in the history', async ({
  page,
  request,
}) => {
  await signIn(page, newEmail('helper-answer'));
  // Slow enough (about 2 s) that the Stop button is seen while it streams, even on a busy machine.
  await scriptLlm(request, {
    tokenDelayMs: 100,
    replyText: '## Hello\n\n| Word | Meaning |\n|---|---|\n| Bonjour | Hello |\n\nDone.',
  });
  await page.goto('/helper?q=translate');
  await page.getByTestId('helper-card').first().click();
  await page.getByTestId('helper-field-text').fill('Bonjour');
  // The list slides open, and a click on an option while it still moves can miss (the list then stays open
  // and covers Generate): choose until the field shows the choice.
  const target = page.getByTestId('helper-field-target');
  const english = page.locator('.ant-select-item-option', { hasText: /^English$/ });
  await expect(async () => {
    if (!(await english.isVisible())) await target.click();
    await english.click({ timeout: 2_000 });
    await expect(target).toContainText('English', { timeout: 1_000 });
  }).toPass();
  await page.getByTestId('helper-generate').click();

  const answer = page.getByTestId('helper-answer');
  // A refusal ends the answer at once, before Stop can be seen: then the failure says what it was.
  const error = page.getByTestId('helper-error');
  await expect(page.getByTestId('helper-stop').or(error)).toBeVisible();
  expect(await error.allTextContents()).toEqual([]);
  await expect(answer).toHaveAttribute('data-status', 'done');
  await expect(answer.getByRole('heading', { name: 'Hello' })).toBeVisible();
  await expect(answer.locator('table')).toContainText('Bonjour');
  await expect(page.getByTestId('helper-copy')).toBeVisible();
  await expect(page.getByTestId('helper-history-item')).toHaveCount(1);

  // A slow answer, stopped with Esc: the part so far stays.
  await scriptLlm(request, { tokenDelayMs: 300, replyWords: 200 });
  await page.getByTestId('helper-generate').click();
  await expect(page.getByTestId('helper-answer-text')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(answer).toHaveAttribute('data-status', 'stopped');
  await expect(page.getByTestId('helper-history-item')).toHaveCount(2);
  await scriptLlm(request, { tokenDelayMs: 0 });
});
