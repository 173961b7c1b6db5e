// The console's Content section beside the news, in Chromium: an admin writes a helper template with a form
// field, users find it on the Helper page, the admin hides it (with a reason) and users no longer do; the admin
// makes a category, moves a user's public character into it and renames it, and the character gallery shows the
// new name. The lists and editors fit a phone, left to right and right to left, and screenshots are kept.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, newEmail, signIn } from './support';

const ADMIN = 'content-admin@atrium.test';

async function snap(page: Page, name: string) {
  // Each width, and the phone right to left (as the app lays out a right-to-left language).
  for (const [width, dir] of [
    [1280, 'ltr'],
    [390, 'ltr'],
    [390, 'rtl'],
  ] as const) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.evaluate((value) => (document.documentElement.dir = value), dir);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const file = `${name}-${width}${dir === 'rtl' ? '-rtl' : ''}.png`;
    await page.screenshot({ path: test.info().outputPath(file), fullPage: true });
  }
  await page.evaluate(() => (document.documentElement.dir = 'ltr'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin writes a helper template users see, then hides it', async ({ page }) => {
  const title = `Haiku maker ${Date.now().toString(36)}`;
  await signIn(page, ADMIN);
  await page.goto('/admin/content/templates');
  await expect(page.getByTestId('templates-table')).toBeVisible();
  await snap(page, 'templates-list');
  await page.getByTestId('template-new').click();

  await page.getByTestId('template-title').fill(title);
  await page.getByTestId('template-description').fill('Three lines about anything.');
  await page.getByTestId('field-add').click();
  await page.getByTestId('field-name').fill('topic');
  await page.getByTestId('field-label').fill('Topic');
  await page.getByTestId('field-required').check();
  // A slot without a field is refused, in words.
  await page.getByTestId('template-prompt').fill('Write a haiku about {{subject}}.');
  await page.getByTestId('template-save').click();
  await expect(page.getByTestId('editor-refusal')).toContainText('no field has that name');
  await page.getByTestId('template-prompt').fill('Write a haiku about {{topic}}.');
  await page.getByTestId('template-save').click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Saved.');
  await expect(page).toHaveURL(/\/admin\/content\/templates\/admin-[0-9a-f-]+$/);
  await snap(page, 'template-editor');

  // A user finds it on the Helper page.
  await page.goto('/helper');
  await expect(page.getByTestId('helper-card').filter({ hasText: title })).toBeVisible();

  // Hidden (with a reason), it leaves the Helper page.
  await page.goto('/admin/content/templates');
  const row = page.getByTestId('template-row').filter({ hasText: title });
  await row.getByTestId('template-hide').click();
  await page.getByTestId('admin-submit').click();
  await expect(page.getByTestId('admin-problem')).toContainText('reason');
  await page.getByTestId('admin-note').fill('Not ready yet');
  await page.getByTestId('admin-submit').click();
  await expect(row).toContainText('Hidden');
  await page.goto('/helper');
  await expect(page.getByTestId('helper-card').first()).toBeVisible();
  await expect(page.getByTestId('helper-card').filter({ hasText: title })).toHaveCount(0);

  // Deleted behind its dialog, it leaves the console's list too.
  await page.goto('/admin/content/templates');
  await row.getByTestId('template-delete').click();
  await page.getByTestId('admin-note').fill('Test template');
  await page.getByTestId('admin-submit').click();
  await expect(page.getByTestId('templates-table')).not.toContainText(title);
});

test('an admin makes and renames a category the character gallery shows', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const id = `e2e-${stamp}`;
  const owner = { authorization: `Bearer ${await apiToken(request, newEmail('gallery'))}` };
  const made = await request.post('/api/user/role/create', {
    headers: owner,
    data: {
      name: `Kite flyer ${stamp}`,
      systemPrompt: 'Talk about kites.',
      categoryId: 'life',
      visibility: 'public',
    },
  });
  expect(made.ok()).toBe(true);

  await signIn(page, ADMIN);
  await page.goto('/admin/content/categories');
  await page.getByTestId('category-new-id').fill(id);
  await page.getByTestId('category-new-name-en-US').fill('Skies');
  await page.getByTestId('category-new-name-zh-CN').fill('天空');
  await page.getByTestId('category-create').click();
  await expect(page.getByTestId('category-notice')).toContainText('Skies');
  const row = page.locator(`[data-testid="category-row"][data-id="${id}"]`);
  await expect(row).toBeVisible();

  // A user's public character moved into it from the characters' list.
  await page.goto('/admin/content/characters');
  await page.getByTestId('character-search').fill(`Kite flyer ${stamp}`);
  const character = page.getByTestId('character-row').filter({ hasText: `Kite flyer ${stamp}` });
  await expect(character).toHaveCount(1);
  await snap(page, 'characters-list');
  await character.getByTestId('character-row-category').selectOption(id);
  await expect(character.getByTestId('character-row-category')).toHaveValue(id);

  // Renamed, and a category in use refuses to be deleted, saying how many are in it.
  await page.goto('/admin/content/categories');
  await row.getByTestId('category-name-en-US').fill('Open skies');
  await row.getByTestId('category-rename').click();
  await expect(page.getByTestId('category-notice')).toHaveText('Saved.');
  await row.getByTestId('category-delete').click();
  await page.getByTestId('admin-note').fill('Tidy up');
  await page.getByTestId('admin-submit').click();
  await expect(page.getByTestId('admin-problem')).toContainText('1 character is in this category');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await snap(page, 'categories');

  await page.goto('/home');
  const gallery = page.getByTestId('character-gallery');
  await gallery.getByRole('tab', { name: 'Open skies' }).click();
  await expect(gallery.getByText(`Kite flyer ${stamp}`)).toBeVisible();
});
