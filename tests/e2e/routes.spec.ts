// Every route of the spec answers, and switching languages and direction works everywhere.
import { expect, test } from '@playwright/test';
import { newEmail, signIn } from './support';

// Tools whose issues have not landed answer with the 404 page (no placeholder pages).
const pages: Array<[path: string, expectedPath: RegExp, notFound: boolean]> = [
  ['/', /\/home$/, false],
  ['/home', /\/home$/, false],
  ['/login', /\/home$/, false], // signed in: sent home
  ['/test', /\/test$/, false],
  ['/faq', /\/faq$/, false],
  ['/profile', /\/profile$/, false],
  ['/privacy-policy', /\/privacy-policy$/, false],
  ['/terms-of-service', /\/terms-of-service$/, false],
  ['/refund-policy', /\/refund-policy$/, false],
  ['/chat', /\/chat$/, false],
  ['/price', /\/price$/, false],
  ['/imagine', /\/imagine$/, false],
  ['/helper', /\/helper$/, false],
  ['/helper/chat', /\/helper\/chat$/, false], // no template chosen: says so, links to the gallery
  ['/pic/super', /\/pic\/super$/, false],
  ['/style-turn', /\/style-turn$/, false],
  ['/user/billing', /\/user\/billing$/, false],
  ['/user/expenses', /\/user\/expenses$/, false],
  ['/invite', /\/invite$/, false],
  ['/no/such/page', /\/no\/such\/page$/, true],
];

test('a signed-in user can visit every route', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, newEmail('routes'));
  for (const [path, expectedPath, notFound] of pages) {
    await page.goto(path);
    await expect(page, path).toHaveURL(expectedPath);
    if (notFound) await expect(page.getByTestId('page-404'), path).toBeVisible();
    else await expect(page.getByTestId('page-404'), path).toHaveCount(0);
    await expect(page.locator('main, [role="main"]').first(), path).not.toBeEmpty();
  }
  expect(errors).toEqual([]);
});

test('switches to 中文 and back, and lays out right-to-left for Arabic', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByTestId('nav-faq')).toHaveText('FAQ');

  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-zh-CN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('nav-faq')).toHaveText('常见问题');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toContain('zh-CN');
  await page.reload();
  await expect(page.getByTestId('nav-faq')).toHaveText('常见问题');

  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-en-US').click();
  await expect(page.getByTestId('nav-faq')).toHaveText('FAQ');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.evaluate(() => localStorage.removeItem('locale'));
});

test('the server answers 404 pages for unknown API calls in the envelope', async ({ request }) => {
  const response = await request.get('/api/no-such-call', {
    headers: { 'x-atrium-locale': 'zh-CN' },
  });
  expect(response.status()).toBe(404);
  const body = await response.json();
  expect(body.success).toBe(false);
  expect(body.msg).toContain('没有这个接口');
});
