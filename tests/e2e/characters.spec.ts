// Characters on the home page in Chromium: a visitor browses and searches the starter set and is asked to
// sign in; a user makes a character with the form (its checks first), finds it, opens a chat with it, and
// deletes it after a confirm; the gallery speaks Chinese after a language switch.
import { expect, test } from '@playwright/test';
import { newEmail, signIn } from './support';

test('a visitor browses, searches and is asked to sign in', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('home-sign-in')).toBeVisible();
  await expect(page.getByTestId('continue-chatting')).toHaveCount(0);
  const gallery = page.getByTestId('character-gallery');
  await expect(gallery.getByTestId('character-card').first()).toBeVisible();
  await gallery.getByRole('tab', { name: 'Programming' }).click();
  await expect(gallery.getByTestId('character-card')).toHaveCount(3);
  await expect(gallery.getByText('Code Reviewer')).toBeVisible();
  await gallery.getByRole('tab', { name: 'All' }).click();
  await page.getByTestId('character-search').fill('translat');
  await expect(gallery.getByTestId('character-card')).toHaveCount(1);
  await expect(gallery.getByText('Translator')).toBeVisible();
  await page.getByTestId('character-search').fill('100%');
  await expect(page.getByTestId('gallery-empty')).toContainText('No character matches “100%”');
});

test('a user creates, finds, opens and deletes a character', async ({ page }) => {
  await signIn(page, newEmail('characters'));
  await expect(page.getByTestId('continue-empty')).toContainText('Choose a character to start');

  await page.getByTestId('character-create').click();
  const form = page.getByTestId('character-form');
  await form.getByTestId('form-save').click();
  await expect(form.getByText('The name must be 1 to 40 characters.')).toBeVisible();
  await form.getByTestId('form-name').fill('Zither Tutor');
  await form.getByTestId('form-prompt').fill('Teach the zither, one small step at a time.');
  await form.getByRole('radio', { name: /^Everyone/ }).check();
  await form.getByTestId('form-save').click();
  await expect(form).toHaveCount(0);

  const mine = page.getByTestId('my-characters');
  await expect(mine.getByText('Zither Tutor')).toBeVisible();
  await page.getByTestId('character-search').fill('zither');
  const gallery = page.getByTestId('character-gallery');
  await expect(gallery.getByTestId('character-card')).toHaveCount(1);
  await gallery.getByRole('button', { name: 'Chat with Zither Tutor' }).click();
  await expect(page).toHaveURL(/\/chat\?character=[0-9a-f-]{36}$/);

  await page.goto('/home');
  await page.getByTestId('my-characters').getByTestId('character-delete').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Delete Zither Tutor?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('my-characters').getByText('Zither Tutor')).toBeVisible();
  await page.getByTestId('my-characters').getByTestId('character-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('my-characters')).toContainText(
    'You have not made a character yet',
  );
});

test('the gallery follows the language', async ({ page }) => {
  await page.goto('/home');
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-zh-CN').click();
  const gallery = page.getByTestId('character-gallery');
  await expect(gallery.getByRole('tab', { name: '编程' })).toBeVisible();
  await expect(gallery.getByText('代码审查员')).toBeVisible();
  await expect(gallery.getByText('Code Reviewer')).toHaveCount(0);
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-en-US').click();
  await expect(gallery.getByText('Code Reviewer')).toBeVisible();
});
