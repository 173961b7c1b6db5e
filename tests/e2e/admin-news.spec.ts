// The console's News section in Chromium: an admin writes a post in two languages beside its preview, saves it
// as a draft, publishes it and readers see it; a save made after another admin's is refused with the text kept;
// the editor fits a phone; and a post is deleted behind a confirm.
import { expect, test } from '@playwright/test';
import { apiToken, signIn } from './support';

test('an admin writes, publishes, meets a stale save and deletes a news post', async ({
  page,
  request,
}) => {
  const title = `Release notes ${Date.now().toString(36)}`;
  await signIn(page, 'news-admin@atrium.test');
  await page.goto('/admin/content');
  await expect(page.getByTestId('news-table')).toBeVisible();
  await page.getByTestId('news-new').click();

  await page.getByTestId('news-title').fill(title);
  await page.getByTestId('news-body').fill('Now with **bold** news.');
  await expect(page.getByTestId('news-preview').locator('strong')).toHaveText('bold');
  await page.getByTestId('news-add-zh-CN').click();
  await page.getByTestId('news-title').fill(`${title}（中文）`);
  await page.getByTestId('news-body').fill('中文正文');
  await page.getByTestId('news-save').click();
  await expect(page.getByTestId('news-notice')).toHaveText('Saved.');
  await expect(page.getByTestId('news-editor')).toHaveAttribute('data-status', 'draft');
  const id = /\/admin\/content\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  // The console's menu leads to the sections from a post's own address too.
  await expect(page.getByTestId('admin-nav-audit')).toHaveAttribute('href', '/admin/audit');

  await page.getByTestId('news-publish').click();
  await expect(page.getByTestId('news-editor')).toHaveAttribute('data-status', 'published');
  const published = await request.get('/api/news/list?pageSize=50', {
    headers: { 'x-atrium-locale': 'en-US' },
  });
  const titles = ((await published.json()).data.list as { title: string }[]).map((p) => p.title);
  expect(titles).toContain(title);
  // Readers see it on the home page, newest first.
  const editor = page.url();
  await page.goto('/home');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto(editor);
  // The editor holds the post as it is now before another admin changes it.
  await expect(page.getByTestId('news-editor')).toHaveAttribute('data-status', 'published');
  await expect(page.getByTestId('news-body')).not.toHaveValue('');

  // Another admin saves the post meanwhile: this editor's save is refused and its text stays.
  const admin = { authorization: `Bearer ${await apiToken(request, 'chat-admin@atrium.test')}` };
  const info = await (
    await request.get(`/api/admin/news/info?id=${id}`, { headers: admin })
  ).json();
  const other = await request.post('/api/admin/news/save', {
    headers: admin,
    data: {
      id,
      revision: info.data.revision,
      versions: info.data.versions,
      publishedAt: info.data.publishedAt,
    },
  });
  expect(other.ok()).toBe(true);
  await page.getByTestId('news-body').fill('My late edit');
  await page.getByTestId('news-save').click();
  await expect(page.getByTestId('news-refusal')).toContainText('Someone saved this post');
  await expect(page.getByTestId('news-body')).toHaveValue('My late edit');

  // On a phone nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('news-body')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('news-reload').click();
  await expect(page.getByTestId('news-body')).not.toHaveValue('My late edit');
  await page.getByTestId('news-delete').click();
  await page.getByTestId('news-delete-confirm').click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByTestId('news-table')).not.toContainText(title);
});
