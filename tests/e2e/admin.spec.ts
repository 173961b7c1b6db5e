// The admin console in Chromium: an admin finds a user by part of their e-mail, grants credits with a reason
// (the balance and the ledger show it), suspends them (the user's next call is refused with the reason they
// read) and restores them, and finds each action in the audit log. A user who is not an admin has no link to
// the console and is told it is for admins. Shots at 1280 and 390 px, in Chinese and right to left.
import { expect, test, type Page } from '@playwright/test';
import { shoot, shootInChineseAndRtl } from './bot-actions';
import { newEmail, sessionToken, signIn } from './support';

const WIDE = { width: 1280, height: 900 };

async function act(page: Page, button: string, fill: () => Promise<void>) {
  await page.getByTestId(button).click();
  await fill();
  await page.getByTestId('admin-submit').click();
  await expect(page.getByTestId('admin-submit')).toBeHidden();
}

test('an admin finds a user, grants credits, suspends and restores them, and reads the audit log', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The user, in a browser of their own.
  const userContext = await browser.newContext({ baseURL, locale: 'en-US', viewport: WIDE });
  const userPage = await userContext.newPage();
  const email = newEmail('console-user');
  await signIn(userPage, email);
  const userToken = await sessionToken(userPage);
  // Not an admin: no link, and the console says it is for admins.
  await userPage.getByTestId('user-menu').click();
  await expect(userPage.getByTestId('menu-admin')).toHaveCount(0);
  await userPage.goto('/admin');
  await expect(userPage.getByTestId('admin-forbidden')).toBeVisible();

  await page.setViewportSize(WIDE);
  await signIn(page, 'console-admin@atrium.test');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-admin').click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByTestId('admin-user-search').fill(email.split('@')[0]!.slice(0, 14));
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
  await shoot(page, 'admin-users-1280');
  await page.getByTestId('admin-user-row').click();
  await expect(page.getByTestId('admin-user-email')).toHaveText(email);
  await expect(page.getByTestId('admin-balance')).toHaveText('15 credits');

  // A grant needs a reason; then the balance and the ledger show it.
  await page.getByTestId('admin-grant').click();
  await page.getByTestId('admin-amount').fill('5');
  await page.getByTestId('admin-submit').click();
  await expect(page.getByTestId('admin-problem')).toHaveText(
    'Please give a reason: it is kept in the audit log.',
  );
  await page.getByTestId('admin-note').fill('Welcome gift for the beta');
  await page.getByTestId('admin-submit').click();
  await expect(page.getByTestId('admin-balance')).toHaveText('20 credits');
  await expect(page.getByTestId('admin-ledger')).toContainText('Welcome gift for the beta');

  await act(page, 'admin-user-suspend', async () => {
    await page.getByTestId('admin-suspend-reason').selectOption('spam');
    await page.getByTestId('admin-note').fill('Sent links to 300 strangers');
  });
  await expect(page.getByTestId('admin-suspension')).toContainText('spam');
  await shoot(page, 'admin-user-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'admin-user-390');
  await page.setViewportSize(WIDE);
  // The user's very next call is refused, with the reason.
  const refused = await userPage.request.get('/api/user', {
    headers: { authorization: `Bearer ${userToken}`, 'accept-language': 'en-US' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toContain('spam');

  await act(page, 'admin-user-restore', () =>
    page.getByTestId('admin-note').fill('Appeal accepted'),
  );
  await expect(page.getByTestId('admin-user-suspended')).toHaveCount(0);
  const back = await userPage.request.get('/api/user', {
    headers: { authorization: `Bearer ${userToken}` },
  });
  expect(back.status()).toBe(200);

  // The account's own history, then the whole log, searchable.
  const history = page.getByTestId('audit-row');
  await expect(history).toHaveCount(3);
  await page.getByTestId('admin-nav-audit').click();
  await page.getByTestId('audit-search').fill('Appeal accepted');
  await expect(page.getByTestId('audit-row')).toHaveCount(1);
  await expect(page.getByTestId('audit-row')).toHaveAttribute('data-action', 'user.restore');
  await page.getByTestId('audit-search').fill('');
  await shoot(page, 'admin-audit-1280');
  await shootInChineseAndRtl(page, 'admin-audit', {
    chinese: () => expect(page.getByTestId('admin-nav-audit')).toHaveText('审计日志'),
    rtl: () => expect(page.getByTestId('admin-audit')).toBeVisible(),
  });
  await userContext.close();
});

test('an admin reviews and publishes a price change, and /price shows it at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signIn(page, 'console-admin@atrium.test');
  await page.goto('/admin/prices');
  const editor = page.getByTestId('config-editor');
  await expect(editor).toBeVisible();
  const table = JSON.parse(await editor.inputValue()) as {
    topupPacks: Array<{ id: string; price: number }>;
  };
  const pack = table.topupPacks[0]!;
  pack.price = 777;
  await editor.fill('{ broken');
  await expect(page.getByTestId('config-json-problem')).toBeVisible();
  await editor.fill(JSON.stringify(table, null, 2));
  await expect(page.getByTestId('config-changes')).toContainText(`topupPacks.0.price`);
  await page.getByTestId('config-publish').click();
  await page.getByTestId('admin-note').fill('Autumn offer on the small pack');
  await shoot(page, 'admin-prices-publish-1280');
  await page.getByTestId('admin-submit').click();
  await expect(page.getByTestId('config-publish-dialog')).toBeHidden();
  await expect(page.getByTestId('config-in-force')).toContainText('version');
  await expect(page.getByTestId('config-version').first()).toContainText(
    'Autumn offer on the small pack',
  );
  await page.goto('/price');
  await expect(page.getByTestId(`pack-${pack.id}`)).toContainText('7.77');
  // Back to where it was, for the rest of the suite.
  await page.goto('/admin/prices');
  await page.getByTestId('config-rollback-shipped').click();
  await page.getByTestId('admin-note').fill('End of the offer');
  await page.getByTestId('admin-submit').click();
  await expect(page.getByTestId('config-rollback-dialog')).toBeHidden();
  await page.goto('/price');
  await expect(page.getByTestId(`pack-${pack.id}`)).not.toContainText('7.77');
});

test('an admin renames an image model, users see it at once, and the providers are listed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signIn(page, 'catalogue-admin@atrium.test');
  await page.goto('/admin/images');
  const editor = page.getByTestId('config-editor');
  await expect(editor).toBeVisible();
  const catalogue = JSON.parse(await editor.inputValue()) as {
    models: Array<{ id: string; label: string }>;
  };
  const model = catalogue.models.find((entry) => entry.id === 'midjourney')!;
  model.label = 'House Journey';
  await editor.fill(JSON.stringify(catalogue, null, 2));
  await expect(page.getByTestId('config-changes')).toContainText('House Journey');
  await page.getByTestId('config-publish').click();
  await page.getByTestId('admin-note').fill('Our own name for it');
  await page.getByTestId('admin-submit').click();
  await expect(page.getByTestId('config-publish-dialog')).toBeHidden();
  await page.goto('/imagine');
  await expect(
    page.locator('[data-testid=imagine-model-option][data-model=midjourney]'),
  ).toContainText('House Journey');
  await page.goto('/admin/images');
  await page.getByTestId('config-rollback-shipped').click();
  await page.getByTestId('admin-note').fill('Back to the shipped name');
  await page.getByTestId('admin-submit').click();
  await expect(page.getByTestId('config-rollback-dialog')).toBeHidden();

  await page.getByRole('link', { name: 'Providers', exact: true }).click();
  await expect(page.getByTestId('admin-providers')).toBeVisible();
  await expect(page.locator('[data-testid=setup-service][data-service=openai]')).toBeVisible();
  await shoot(page, 'admin-providers-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'admin-providers-390');
});
