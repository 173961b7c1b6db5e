// Reporting what others share, in Chromium: a signed-in user reports someone's public character from its
// card in the gallery and a bot from its own page (the reason is required, a report sent says thanks); a
// visitor's "Report this bot" leads to sign-in and back to the bot's page, where the dialog is open.
import { expect, test, type Page } from '@playwright/test';
import { createTestBot, shoot } from './bot-actions';
import { asUser } from './expense-log-actions';
import { newEmail, readCode, signIn } from './support';

const SENT = 'Thank you. A moderator will look at it.';

/** Picks a reason and sends the open report dialog; waits for the thanks. */
async function sendReport(page: Page) {
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByTestId('report-send').click();
  await expect(dialog.getByTestId('report-problem')).toHaveText('Please choose a reason.');
  await dialog.getByTestId('report-reason-spam').check();
  await dialog.getByTestId('report-details').fill('Copies another site word for word.');
  await dialog.getByTestId('report-send').click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('someone’s public character and bot are reported; a visitor is asked to sign in first', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The owner shares a character with everyone and a bot with anyone who has its link.
  await signIn(page, newEmail('shares'));
  const owner = await asUser(page);
  const { list } = (await owner.get('/api/type/list')) as { list: Array<{ id: string }> };
  const name = `Harbour poet ${Date.now().toString(36)}`;
  await owner.post('/api/user/role/create', {
    name,
    description: 'Writes verse about ships.',
    systemPrompt: 'You write short poems about harbours.',
    categoryId: list[0]!.id,
    visibility: 'public',
  });
  const { botId } = await createTestBot(page, { name: 'Tide tables', visibility: 'link' });
  // The owner's own card offers no report.
  await page.goto('/home');
  await page.getByTestId('character-search').fill(name);
  const ownCard = page.getByTestId('character-gallery').getByTestId('character-card');
  await expect(ownCard).toHaveCount(1);
  await expect(ownCard.getByTestId('character-report')).toHaveCount(0);

  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const reader = await context.newPage();
  await signIn(reader, newEmail('reader'));
  await reader.goto('/home');
  await reader.getByTestId('character-search').fill(name);
  const card = reader.getByTestId('character-gallery').getByTestId('character-card');
  await expect(card).toHaveCount(1);
  await card.getByTestId('character-report').click();
  await expect(reader.getByTestId('report-dialog')).toBeVisible();
  await shoot(reader, 'community-report-character-1280');
  await sendReport(reader);

  await reader.goto(`/embed/${botId}`);
  await expect(reader.getByTestId('embed-chat')).toBeVisible();
  await reader.setViewportSize({ width: 390, height: 844 });
  await reader.getByTestId('embed-report').click();
  await shoot(reader, 'community-report-bot-390');
  await sendReport(reader);
  await context.close();

  const visitorContext = await browser.newContext({ baseURL, locale: 'en-US' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/embed/${botId}`);
  await expect(visitor.getByTestId('embed-chat')).toBeVisible();
  await visitor.getByTestId('embed-report').click();
  await expect(visitor).toHaveURL(/\/login\?redirect=/);
  const email = newEmail('visitor');
  await visitor.getByTestId('login-email').fill(email);
  const sentAt = Date.now() - 1000;
  await visitor.getByTestId('login-send-code').click();
  await visitor.getByTestId('login-code').fill(await readCode(email, sentAt));
  // Back on the bot's page with the dialog open.
  await expect(visitor.getByTestId('report-dialog')).toBeVisible({ timeout: 20_000 });
  await expect(visitor).toHaveURL(new RegExp(`/embed/${botId}\\?report=1$`));
  await sendReport(visitor);
  await expect(visitor).toHaveURL(new RegExp(`/embed/${botId}$`));
  await visitorContext.close();
});
