// A bot's knowledge in Chromium: pasted text, an English PDF and a Chinese Word file become ready with their
// passages; an encrypted PDF fails with its reason and a Retry; a web page served here on loopback is read and
// named by its title. A PDF's passages show their pages, one is deleted and the counts follow; a source is
// deleted after a confirm. The section says the search is by keywords only (no embeddings provider here).
// Screenshots in English, Chinese and right to left, at 1280 and 390 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createTestBot, shoot, shootInChineseAndRtl } from './bot-actions';
import { newEmail, signIn } from './support';

const FIXTURES = 'tests/fixtures/knowledge';
const fixture = (name: string) => join(FIXTURES, name);

let site: Server;
let siteUrl: string;

test.beforeAll(async () => {
  site = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(readFileSync(fixture('article.html')));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/bees`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const sourceNamed = (page: Page, name: string | RegExp): Locator =>
  page.getByTestId('source').filter({ has: page.getByTestId('source-name').getByText(name) });

async function expectReady(source: Locator): Promise<void> {
  await expect(source).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(source.getByTestId('source-counts')).toHaveText(/^\d+ passages? · [\d,]+ tokens?$/);
}

const passages = async (source: Locator) =>
  Number(/^(\d+)/.exec((await source.getByTestId('source-counts').textContent()) ?? '')?.[1]);

test('a bot is given knowledge: text, files and a web page, their passages, and deletions', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, newEmail('knowledge'));
  const { botId } = await createTestBot(page, { name: 'Garden helper' });

  await page.goto(`/bots/${botId}`);
  await page.getByTestId('bot-section-tab-knowledge').click();
  await expect(page).toHaveURL(/\?section=knowledge$/);
  await expect(page.getByTestId('knowledge-empty')).toContainText('Add what the bot should know');
  // This server has no embeddings provider: the section says how passages are found instead.
  await expect(page.getByTestId('knowledge-search')).toHaveAttribute('data-search', 'keywords');
  await expect(page.getByTestId('knowledge-search')).toContainText('Search by keywords only');
  await expect(page.getByTestId('knowledge-totals').locator('li')).toHaveText([
    '0 sources',
    '0 passages',
    '0 tokens',
  ]);
  await shoot(page, 'bots-knowledge-empty-1280');

  // Pasted text: what is missing is said by its field; then it is read.
  await page.getByTestId('knowledge-text-add').click();
  await expect(page.getByText('Give the source a name.')).toBeVisible();
  await page.getByTestId('knowledge-text-name').fill('Watering notes');
  const text = Array.from(
    { length: 40 },
    (_, i) => `Note ${i}: roses want deep water twice a week, tulips almost none in summer.`,
  ).join('\n');
  await page.getByTestId('knowledge-text').fill(text);
  await expect(page.getByTestId('knowledge-text-count')).toContainText('/ 500,000');
  await page.getByTestId('knowledge-text-add').click();
  await expectReady(sourceNamed(page, 'Watering notes'));
  await expect(page.getByTestId('knowledge-text')).toHaveValue('');

  // Files: the PDF and the Word file are read; the encrypted PDF says why it cannot be.
  await page.getByTestId('knowledge-add-tab-files').click();
  await page
    .getByTestId('knowledge-file-input')
    .setInputFiles([fixture('english.pdf'), fixture('chinese.docx'), fixture('encrypted.pdf')]);
  await expect(page.getByTestId('knowledge-file')).toHaveCount(3);
  for (const row of await page.getByTestId('knowledge-file').all())
    await expect(row).toHaveAttribute('data-state', 'added', { timeout: 20_000 });
  await expectReady(sourceNamed(page, 'english.pdf'));
  await expectReady(sourceNamed(page, 'chinese.docx'));
  const locked = sourceNamed(page, 'encrypted.pdf');
  await expect(locked).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await expect(locked.getByTestId('source-error')).toContainText(
    'The PDF is protected by a password',
  );
  await expect(locked.getByTestId('source-retry')).toBeVisible();

  // A file of another type is refused before it is sent.
  await page.getByTestId('knowledge-file-input').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([137, 80, 78, 71]),
  });
  await expect(page.getByTestId('knowledge-file')).toHaveText(/photo\.png cannot be read/);

  // A web page, named by its title.
  await page.getByTestId('knowledge-add-tab-url').click();
  await page.getByTestId('knowledge-url').fill('ftp://example.com/file');
  await page.getByTestId('knowledge-url-add').click();
  await expect(
    page.getByText('Enter a web address starting with http:// or https://.'),
  ).toBeVisible();
  await page.getByTestId('knowledge-url').fill(siteUrl);
  await page.getByTestId('knowledge-url-add').click();
  const article = sourceNamed(page, 'How Bees Find Flowers');
  await expectReady(article);
  await expect(article).toContainText(siteUrl);
  await expect(page.getByTestId('knowledge-totals').locator('li').first()).toHaveText('5 sources');
  await shoot(page, 'bots-knowledge-list-1280');

  // A PDF's passages: their pages; one deleted, and the counts follow.
  const pdf = sourceNamed(page, 'english.pdf');
  const before = await passages(pdf);
  await pdf.getByTestId('source-view').click();
  const dialog = page.getByTestId('chunks-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('chunk-page').first()).toHaveText('Page 1');
  await expect(dialog.getByTestId('chunks-total')).toHaveText(`${before} passages`);
  await shoot(page, 'bots-knowledge-passages-1280');
  await dialog.getByTestId('chunk-delete').first().click();
  await dialog.getByTestId('chunk-delete-ok').click();
  await expect(dialog.getByTestId('chunks-total')).toHaveText(
    `${before - 1} passage${before - 1 === 1 ? '' : 's'}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(pdf.getByTestId('source-view')).toBeFocused();
  await expect.poll(() => passages(pdf)).toBe(before - 1);

  // Phone width, Chinese, right to left.
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'bots-knowledge-list-390');
  await shootInChineseAndRtl(page, 'bots-knowledge', {
    async chinese() {
      await expect(page.getByRole('tab', { name: '知识库' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(locked.getByTestId('source-error')).toContainText('该 PDF 有密码保护');
    },
    rtl: () => expect(article).toHaveAttribute('data-status', 'ready'),
  });

  // A source deleted after a confirm naming it.
  await locked.getByTestId('source-delete').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Delete encrypted.pdf?');
  await confirm.getByTestId('source-delete-ok').click();
  await expect(locked).toHaveCount(0);
  await expect(page.getByTestId('source')).toHaveCount(4);
  await expect(page.getByTestId('knowledge-totals').locator('li').first()).toHaveText('4 sources');
});
