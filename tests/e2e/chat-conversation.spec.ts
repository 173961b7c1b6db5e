// A conversation's own controls in Chromium against the real server and the loopback model API: renaming
// from the sidebar and from the header (Enter saves, Esc cancels, the length is checked), the settings
// dialog (defaults shown, saved, and sent to the model), exporting as Markdown and JSON, and the list's
// failure told with the server's words.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { llmRequests, newEmail, scriptLlm, signIn, attachSquare } from './support';

const answers = (page: Page) => page.locator('[data-testid=message][data-role=assistant]');

/** Sends and waits for the new answer (not the previous one, already done) to end. */
async function send(page: Page, text: string) {
  const before = await answers(page).count();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await expect(answers(page)).toHaveCount(before + 1);
  await expect(answers(page).last()).toHaveAttribute('data-status', 'done');
}

/** Signs in and holds a conversation of one question and its answer. */
async function withConversation(page: Page, label: string, text = 'Plans for the garden') {
  await signIn(page, newEmail(label));
  await page.goto('/chat?model=gpt-4o-mini');
  await send(page, text);
  await expect(page).toHaveURL(/conversation=/);
}

test.beforeEach(async ({ request }) => {
  await scriptLlm(request, { tokenDelayMs: 0, replyText: '', status: null });
});

test('renames from the sidebar and the header: Enter saves, Esc cancels, length checked', async ({
  page,
}) => {
  await withConversation(page, 'rename');
  const item = page.getByTestId('conversation').first();
  await expect(item).toContainText('Plans for the garden');

  await item.hover();
  await item.getByTestId('conversation-rename').click();
  const input = page.getByTestId('conversation-title-input');
  await expect(input).toBeFocused();
  await input.fill('Thrown away');
  await input.press('Escape');
  await expect(item).toContainText('Plans for the garden');

  await item.getByTestId('conversation-rename').click();
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.getByTestId('title-problem')).toHaveText('Enter a title.');
  await input.fill('x'.repeat(101));
  await expect(page.getByTestId('title-problem')).toHaveText('At most 100 characters.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.fill('Vegetable patch');
  await input.press('Enter');
  await expect(item).toContainText('Vegetable patch');
  // The header follows at once, and the server kept it.
  await expect(page.getByTestId('chat-title')).toHaveText('Vegetable patch');

  await page.getByTestId('chat-more').click();
  await page.getByTestId('chat-rename').click();
  const header = page.getByTestId('chat-title-input');
  await expect(header).toHaveValue('Vegetable patch');
  await header.fill('Herb garden');
  await header.press('Enter');
  await expect(page.getByTestId('chat-title')).toHaveText('Herb garden');
  await expect(item).toContainText('Herb garden');
  await page.reload();
  await expect(page.getByTestId('chat-title')).toHaveText('Herb garden');

  // A share shows the title as it is now.
  await page.getByTestId('chat-share').click();
  const link = await page.getByTestId('share-link').inputValue();
  await page.keyboard.press('Escape');
  await page.getByTestId('chat-more').click();
  await page.getByTestId('chat-rename').click();
  await page.getByTestId('chat-title-input').fill('Kitchen garden');
  await page.getByTestId('chat-title-input').press('Enter');
  await expect(page.getByTestId('chat-title')).toHaveText('Kitchen garden');
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(visitor.getByRole('heading', { name: 'Kitchen garden' })).toBeVisible();
  await visitor.close();
});

test('settings show their defaults, are saved, and reach the model', async ({ page, request }) => {
  await scriptLlm(request, { replyText: 'Noted.' });
  await withConversation(page, 'settings');
  await page.getByTestId('chat-settings').click();
  const form = page.getByTestId('settings-form');
  await expect(form.getByTestId('settings-instructions')).toHaveValue('');
  await expect(form.getByTestId('settings-temperature-default')).toBeChecked();
  await expect(form.getByTestId('settings-context-all')).toBeChecked();
  await expect(
    form.locator('label', { has: page.getByTestId('settings-context-all') }),
  ).toContainText('128,000 tokens');

  await form.getByTestId('settings-instructions').fill('Answer like a gardener.');
  await form.getByTestId('settings-temperature-custom').click();
  await form.getByTestId('settings-temperature').fill('0.3');
  await form.getByTestId('settings-context-last').click();
  await form.getByTestId('settings-context').fill('2');
  await form.getByTestId('settings-save').click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  await send(page, 'Which herbs like shade?');
  const [sent] = await llmRequests(request);
  const body = sent!.body as { temperature: number; messages: Array<{ role: string }> };
  expect(body.temperature).toBe(0.3);
  expect(body.messages.map((message) => message.role)).toEqual([
    'system',
    'user',
    'assistant',
    'user',
  ]);
  expect(JSON.stringify(body.messages[0])).toContain('Answer like a gardener.');

  // Opened again, the dialog starts from what was saved; the defaults come back with one button.
  await page.reload();
  await page.getByTestId('chat-settings').click();
  await expect(form.getByTestId('settings-instructions')).toHaveValue('Answer like a gardener.');
  await expect(form.getByTestId('settings-temperature')).toHaveValue('0.3');
  await expect(form.getByTestId('settings-context')).toHaveValue('2');
  await form.getByTestId('settings-reset').click();
  await form.getByTestId('settings-save').click();
  await expect(form).toBeHidden();
  await send(page, 'And sun?');
  const [again] = await llmRequests(request);
  expect(again!.body).not.toHaveProperty('temperature');
});

test('a new conversation starts with the settings chosen before its first message', async ({
  page,
  request,
}) => {
  await signIn(page, newEmail('new-settings'));
  await page.goto('/chat?model=gpt-4o-mini');
  await page.getByTestId('chat-settings').click();
  await page.getByTestId('settings-instructions').fill('Reply in one sentence.');
  await page.getByTestId('settings-save').click();
  await send(page, 'Tell me about compost');
  const [sent] = await llmRequests(request);
  expect(JSON.stringify(sent!.body.messages)).toContain('Reply in one sentence.');
  await page.reload();
  await page.getByTestId('chat-settings').click();
  await expect(page.getByTestId('settings-instructions')).toHaveValue('Reply in one sentence.');
});

test('exports the conversation as Markdown and JSON, images as links', async ({
  page,
  request,
}) => {
  await scriptLlm(request, { replyText: 'A **blue** square.' });
  await signIn(page, newEmail('export'));
  await page.goto('/chat?model=gpt-4o-mini');
  await attachSquare(page, 32);
  await send(page, 'What is this?');

  await page.getByTestId('chat-more').click();
  const markdownDownload = page.waitForEvent('download');
  await page.getByTestId('chat-export-md').click();
  const markdown = await markdownDownload;
  expect(markdown.suggestedFilename()).toBe('What-is-this.md');
  const text = await readFile((await markdown.path())!, 'utf8');
  expect(text).toMatch(/^# What is this\?\n/);
  expect(text).toContain('### You · ');
  expect(text).toContain('A **blue** square.');
  const imageLink = /!\[Image 1\]\(<(http:\/\/[^>]+)>\)/.exec(text)?.[1];
  expect(imageLink).toContain('/api/files/');
  const image = await request.get(imageLink!);
  expect(image.ok()).toBe(true);

  await page.getByTestId('chat-more').click();
  const jsonDownload = page.waitForEvent('download');
  await page.getByTestId('chat-export-json').click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toBe('What-is-this.json');
  const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    format: string;
    conversation: { title: string };
    messages: Array<{ role: string; content: string; images: Array<{ url: string }> }>;
  };
  expect(data.format).toBe('atrium.conversation');
  expect(data.conversation.title).toBe('What is this?');
  expect(data.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
  expect(data.messages[0]!.images[0]!.url).toBe(imageLink);
});

test('a conversation list that cannot load says why in a toast, in the user’s language', async ({
  page,
}) => {
  await withConversation(page, 'list-error');
  // The server refuses a search over 200 characters with its own translated words.
  await page.getByTestId('chat-search').fill('x'.repeat(201));
  await expect(page.locator('.ant-message')).toContainText('This search is too long');
  await expect(page.getByTestId('side-load-error')).toBeVisible();
  await page.getByTestId('chat-search').fill('');
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  await page.reload();
  await page.getByTestId('chat-search').fill('x'.repeat(201));
  await expect(page.locator('.ant-message')).toContainText('搜索内容太长');
});
