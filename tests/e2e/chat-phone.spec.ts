// The chat page on a phone (390 px wide): a failed answer's reason and its actions stay visible above the
// composer, with "Jump to latest" never over them; the header's controls fit. With ATRIUM_E2E_SHOTS set to
// a folder, screenshots of the page in English and Chinese, wide and narrow, are written there.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { newEmail, scriptLlm, signIn } from './support';

const PHONE = { width: 390, height: 844 };
const answers = (page: Page) => page.locator('[data-testid=message][data-role=assistant]');

async function shot(page: Page, name: string) {
  const folder = process.env.ATRIUM_E2E_SHOTS;
  if (!folder) return;
  // Dialogs and menus fade in: let them settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(folder, `${name}.png`) });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** A conversation long enough to scroll, whose last answer failed. */
async function failedConversation(page: Page, request: Parameters<typeof scriptLlm>[0]) {
  await scriptLlm(request, { replyWords: 160 });
  await page.goto('/chat?model=gpt-4o-mini');
  for (const [index, text] of ['Tell me a long story', 'Another one, please'].entries()) {
    await page.getByTestId('chat-input').fill(text);
    await page.getByTestId('chat-input').press('Enter');
    await expect(answers(page)).toHaveCount(index + 1);
    await expect(answers(page).last()).toHaveAttribute('data-status', 'done');
  }
  await scriptLlm(request, { status: 500 });
  await page.getByTestId('chat-input').fill('And a third?');
  await page.getByTestId('chat-input').press('Enter');
  await expect(answers(page)).toHaveCount(3);
  await expect(answers(page).last()).toHaveAttribute('data-status', 'failed');
}

test.beforeEach(async ({ request }) => {
  await scriptLlm(request, { tokenDelayMs: 0, replyText: '', status: null });
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`a failed answer's reason and actions stay in view on a phone (${locale})`, async ({
    page,
    request,
  }) => {
    await signIn(page, newEmail(`phone-${locale.toLowerCase()}`));
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.setViewportSize(PHONE);
    await failedConversation(page, request);

    const failed = answers(page).last();
    const reason = failed.locator('.msg-status');
    const actions = failed.getByRole('toolbar');
    await expect(reason).toBeVisible();
    await expect(reason).toContainText(locale === 'en-US' ? 'Not finished' : '未完成');
    await expect(actions).toBeVisible();
    /** The reason and the actions lie inside the list's visible part, above the composer. */
    const inView = async () => {
      const list = await box(page.getByTestId('message-list'));
      const composer = await box(page.getByTestId('composer'));
      const bottom = Math.min(list.y + list.height, composer.y);
      const parts = await Promise.all([reason, actions].map(box));
      return parts.every((where) => where.y >= list.y && where.y + where.height <= bottom);
    };
    // Polled: the jump scrolls smoothly, over a few frames.
    const settlesInView = () => expect.poll(inView, { timeout: 3_000 }).toBe(true);
    // The page followed the failure to its end: nothing to jump to, nothing under the composer.
    await expect(page.getByTestId('jump-latest')).toBeHidden();
    await settlesInView();
    await shot(page, `phone-failed-${locale}`);
    // Reading further up offers the jump; it brings the reason and actions back, uncovered.
    await page.getByTestId('message-list').evaluate((element) => element.scrollBy(0, -400));
    await expect(page.getByTestId('jump-latest')).toBeVisible();
    await shot(page, `phone-scrolled-${locale}`);
    await page.getByTestId('jump-latest').click();
    await expect(page.getByTestId('jump-latest')).toBeHidden();
    await settlesInView();

    // The header's controls fit the width, and its dialogs and menu open.
    const header = await box(page.locator('.chat-head'));
    const more = await box(page.getByTestId('chat-more'));
    expect(more.x + more.width).toBeLessThanOrEqual(header.x + header.width);
    await page.getByTestId('chat-more').click();
    await expect(page.getByTestId('chat-export-md')).toBeVisible();
    await shot(page, `phone-menu-${locale}`);
    await page.getByTestId('chat-rename').click();
    await expect(page.getByTestId('chat-title-input')).toBeFocused();
    await shot(page, `phone-header-rename-${locale}`);
    await page.getByTestId('chat-title-input').press('Escape');
    await expect(page.getByTestId('chat-title')).toBeVisible();
    await page.getByTestId('chat-settings').click();
    await expect(page.getByTestId('settings-form')).toBeVisible();
    await shot(page, `phone-settings-${locale}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('conversation').first().getByTestId('conversation-rename').click();
    await expect(page.getByTestId('conversation-title-input')).toBeFocused();
    await shot(page, `phone-rename-${locale}`);
  });

  test(`the wide page with its header, menu and settings (${locale})`, async ({
    page,
    request,
  }) => {
    await signIn(page, newEmail(`wide-${locale.toLowerCase()}`));
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    await failedConversation(page, request);
    await shot(page, `wide-failed-${locale}`);
    await page.getByTestId('conversation').first().hover();
    await page.getByTestId('conversation').first().getByTestId('conversation-rename').click();
    await page.getByTestId('conversation-title-input').fill('');
    await page.getByTestId('conversation-title-input').press('Enter');
    await expect(page.getByTestId('title-problem')).toBeVisible();
    await shot(page, `wide-rename-${locale}`);
    await page.getByTestId('conversation-title-input').press('Escape');
    await page.getByTestId('chat-more').click();
    await shot(page, `wide-menu-${locale}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('chat-settings').click();
    await page.getByTestId('settings-temperature-custom').click();
    await page.getByTestId('settings-context-last').click();
    await shot(page, `wide-settings-${locale}`);
  });
}
