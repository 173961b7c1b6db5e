// What the bots' browser tests share: a bot made through the API as the signed-in user (on a model this
// account may use, so each test drives only the page it is about), screenshots that also check nothing is
// wider than the window, and the same page seen in Chinese and right to left.
import { expect, type Page } from '@playwright/test';
import { DEFAULT_BOT, type BotSettings } from '../../src/shared/api/bots';
import { asUser, type Caller } from './expense-log-actions';

/** A bot of the page's signed-in user with `settings` over the defaults; answers its id and a caller. */
export async function createTestBot(
  page: Page,
  settings: Partial<BotSettings> & { name: string },
): Promise<{ botId: string; caller: Caller }> {
  const caller = await asUser(page);
  const models = (await caller.get('/api/model/list')) as unknown as Array<{
    id: string;
    free: boolean;
    available: boolean;
  }>;
  const model = models.find((one) => one.free && one.available) ?? models[0]!;
  const bot = await caller.post('/api/bot/create', {
    ...DEFAULT_BOT,
    model: model.id,
    ...settings,
  });
  return { botId: String(bot.id), caller };
}

/** A screenshot `test-results/<name>.png` for a person to look at, and a check that nothing is wider than the window. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: wider than the window`).toBeLessThanOrEqual(0);
}

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * The page in Chinese at phone width, then wide (after `checkChinese`), then right to left wide and at phone
 * width (after `checkRtl`, once reloaded in Arabic); left in English and wide again. `prefix` names the shots.
 */
export async function shootInChineseAndRtl(
  page: Page,
  prefix: string,
  checks: { chinese(): Promise<void>; rtl(): Promise<void> },
): Promise<void> {
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-zh-CN').click();
  await page.setViewportSize(PHONE);
  await checks.chinese();
  await shoot(page, `${prefix}-zh-390`);
  await page.setViewportSize(WIDE);
  await shoot(page, `${prefix}-zh-1280`);
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-en-US').click();
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await checks.rtl();
  await shoot(page, `${prefix}-rtl-1280`);
  await page.setViewportSize(PHONE);
  await shoot(page, `${prefix}-rtl-390`);
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await page.setViewportSize(WIDE);
}
