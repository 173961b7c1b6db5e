// A bot's test chat in Chromium: without ready knowledge the section says so; with the English PDF read, a
// suggested question streams an answer whose [1] marker links to its source (guide.pdf, page 3, the passage)
// and says why the passage was chosen; an unrelated question says no passage matched. The conversation is
// listed, opened again after a reload, and deleted after a confirm. Screenshots in English, Chinese and right
// to left, at 1280 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createTestBot, shoot, shootInChineseAndRtl } from './bot-actions';
import { newEmail, scriptLlm, signIn } from './support';

const answers = (page: Page) => page.getByTestId('bot-answer');

test.afterEach(async ({ request }) => {
  await scriptLlm(request, { tokenDelayMs: 0, replyText: '', status: null });
});

test('the owner tests a bot: cited answers, why a passage, no match, and earlier conversations', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, newEmail('botchat'));
  const { botId, caller } = await createTestBot(page, {
    name: 'Lighthouse guide',
    welcome: 'Hello! Ask me anything about the **lighthouse museum**.',
    questions: ['How much do tickets cost?', 'When is the museum open?'],
  });

  // No knowledge yet: said above the composer, with the way to add some.
  await page.goto(`/bots/${botId}?section=chat`);
  await expect(page.getByTestId('bot-section-tab-chat')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('bot-welcome')).toContainText('lighthouse museum');
  await expect(page.getByTestId('bot-chat-no-knowledge')).toContainText('no ready knowledge');
  await expect(page.getByTestId('bot-chat-history-empty')).toBeVisible();

  await caller.post('/api/bot/source/add', {
    kind: 'file',
    botId,
    name: 'guide.pdf',
    data: readFileSync('tests/fixtures/knowledge/english.pdf').toString('base64'),
    clientKey: `e2e${Date.now().toString(36)}`,
  });
  await expect
    .poll(
      async () => {
        const { list } = (await caller.get(`/api/bot/source/list?botId=${botId}`)) as {
          list: Array<{ status: string }>;
        };
        return list[0]?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
  await page.reload();
  await expect(page.getByTestId('bot-welcome')).toBeVisible();
  await expect(page.getByTestId('bot-chat-no-knowledge')).toHaveCount(0);
  await expect(page.getByTestId('bot-chat-question')).toHaveText([
    'How much do tickets cost?',
    'When is the museum open?',
  ]);
  await shoot(page, 'bots-chat-empty-1280');

  // A suggested question: the answer streams, its marker links to the source below it.
  await scriptLlm(request, { tokenDelayMs: 40, replyText: 'Tickets cost **12 euros** [1].' });
  await page.getByTestId('bot-chat-question').first().click();
  await expect(page.getByTestId('bot-question')).toHaveText('How much do tickets cost?');
  await expect(page.getByTestId('bot-chat-stop')).toBeVisible();
  await expect(page.getByTestId('bot-chat-input')).toBeDisabled();
  const first = answers(page).first();
  await expect(first).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(first).toContainText('Tickets cost 12 euros');
  const entry = first.getByTestId('cite-entry').first();
  await expect(entry.getByTestId('cite-title')).toHaveText('Source 1 guide.pdf · page 3');
  await expect(entry).toContainText('Tickets cost 12 euros.');
  const marker = first.getByTestId('cite-marker');
  await expect(marker).toHaveText('1');
  await marker.click();
  await expect(entry).toBeFocused();
  await expect(entry).toHaveClass(/cite-entry-lit/);
  await entry.getByText('Why this passage').click();
  await expect(entry.getByTestId('cite-why')).toContainText('found by its words, ranked 1st');
  await expect(entry.getByTestId('cite-why')).toContainText('Combined score');
  await expect(page.getByTestId('bot-chat-conversation')).toHaveCount(1);
  await shoot(page, 'bots-chat-answer-1280');

  // Something the knowledge does not hold: no sources, a note instead. Typed, sent with Enter.
  await scriptLlm(request, { tokenDelayMs: 0, replyText: 'I do not know that.' });
  await page.getByTestId('bot-chat-input').fill('Who won the football match?');
  await page.getByTestId('bot-chat-input').press('Enter');
  const second = answers(page).nth(1);
  await expect(second).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(second.getByTestId('cite-none')).toContainText(
    'No passage of the knowledge matched this question.',
  );
  await expect(second.getByTestId('cite-sources')).toHaveCount(0);
  await expect(page.getByTestId('bot-chat-input')).toBeEnabled();

  // After a reload the conversation is in the list and opens with its sources.
  await page.reload();
  await expect(page.getByTestId('bot-question')).toHaveCount(0);
  const listed = page.getByTestId('bot-chat-conversation');
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button').first().click();
  await expect(page.getByTestId('bot-question')).toHaveCount(2);
  await expect(answers(page).first().getByTestId('cite-title')).toHaveText(
    'Source 1 guide.pdf · page 3',
  );
  await expect(answers(page).nth(1).getByTestId('cite-none')).toBeVisible();
  await shoot(page, 'bots-chat-reopened-1280');

  // Phone width: the list opens above the chat and closes with Esc.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(listed).toBeHidden();
  await page.getByTestId('bot-chat-history-toggle').click();
  await expect(listed).toBeVisible();
  await shoot(page, 'bots-chat-list-390');
  await page.keyboard.press('Escape');
  await expect(listed).toBeHidden();
  await shoot(page, 'bots-chat-answer-390');

  // Chinese, then right to left.
  await shootInChineseAndRtl(page, 'bots-chat', {
    async chinese() {
      await expect(page.getByRole('tab', { name: '测试对话' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(answers(page).first().getByTestId('cite-title')).toHaveText(
        '来源 1 guide.pdf · 第 3 页',
      );
    },
    async rtl() {
      await listed.getByRole('button').first().click();
      await expect(page.getByTestId('bot-question')).toHaveCount(2);
    },
  });

  // Deleted after a confirm: the list is empty again.
  await listed.getByTestId('bot-chat-delete').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Delete this conversation?');
  await confirm.getByTestId('bot-chat-delete-ok').click();
  await expect(listed).toHaveCount(0);
  await expect(page.getByTestId('bot-chat-history-empty')).toBeVisible();
});
