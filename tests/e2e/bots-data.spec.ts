// A bot's data tab in Chromium: before any question it says what to do; after two questions in the test
// chat (the knowledge answers neither) it shows the totals, the daily chart, the questions asked most and
// the ones to add knowledge for, and one charged order per answer, also in the expense log. Screenshots in
// English, Chinese and right to left, at 1280 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { createTestBot, shoot, shootInChineseAndRtl } from './bot-actions';
import { newEmail, scriptLlm, signIn } from './support';

test.afterEach(async ({ request }) => {
  await scriptLlm(request, { tokenDelayMs: 0, replyText: '', status: null });
});

async function ask(page: Page, text: string, nth: number) {
  await page.getByTestId('bot-chat-input').fill(text);
  await page.getByTestId('bot-chat-input').press('Enter');
  await expect(page.getByTestId('bot-answer').nth(nth)).toHaveAttribute('data-status', 'done', {
    timeout: 20_000,
  });
}

test('the owner reads what a bot was asked, what it cost, and its orders', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, newEmail('botdata'));
  const { botId } = await createTestBot(page, { name: 'Garden helper' });

  await page.goto(`/bots/${botId}?section=data`);
  await expect(page.getByTestId('bot-section-tab-data')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('bot-data-chart-empty')).toContainText('Ask one in the test chat');
  await expect(page.getByTestId('bot-orders')).toContainText('No orders yet');
  await shoot(page, 'bots-data-empty-1280');

  await scriptLlm(request, { tokenDelayMs: 0, replyText: 'I do not know that yet.' });
  await page.getByTestId('bot-section-tab-chat').click();
  await ask(page, 'When should roses be pruned?', 0);
  await ask(page, 'When should roses be pruned?', 1);

  // Back on the data tab, it shows the new answers without a reload.
  await page.getByTestId('bot-section-tab-data').click();
  const totals = page.getByTestId('bot-data-totals');
  await expect(totals.locator('[data-total="questions"] dd')).toHaveText('2');
  await expect(totals.locator('[data-total="conversations"] dd')).toHaveText('1');
  await expect(totals.locator('[data-total="unanswered"] dd')).toHaveText('2');
  await expect(page.getByTestId('bot-data-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('bot-data-top')).toContainText('When should roses be pruned?');
  await expect(page.getByTestId('bot-data-top')).toContainText('2 times');
  await expect(page.getByTestId('bot-data-unanswered')).toContainText('add what answers them');
  const orders = page.getByTestId('bot-orders').locator('tbody tr');
  await expect(orders).toHaveCount(2);
  await expect(orders.first()).toContainText('When should roses be pruned?');
  await expect(orders.first()).toContainText(/BOT-\d{8}-[0-9A-F]{8}/);
  await expect(orders.first().locator('[data-status]')).toHaveAttribute('data-status', 'charged');
  await shoot(page, 'bots-data-1280');

  // A shorter period: both answers were today.
  await page.getByTestId('bot-data-period').getByText('7 days', { exact: true }).click();
  await expect(totals.locator('[data-total="questions"] dd')).toHaveText('2');

  // The way to the knowledge for what could not be answered.
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'bots-data-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await shootInChineseAndRtl(page, 'bots-data', {
    async chinese() {
      await expect(page.getByRole('tab', { name: '数据' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByTestId('bot-data-top')).toContainText('2 次');
    },
    async rtl() {
      await expect(page.getByTestId('bot-data-chart').locator('svg').first()).toBeVisible();
    },
  });

  await page.getByTestId('bot-data-add').click();
  await expect(page.getByTestId('bot-section-tab-knowledge')).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The same charges in the account's expense log, as a bot's answers.
  await page.goto('/user/expenses');
  const charges = page.getByTestId('expenses-table').locator('tbody tr', { hasText: 'Bots' });
  await expect(charges).toHaveCount(2);
});
