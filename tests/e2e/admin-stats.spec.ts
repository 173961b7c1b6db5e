// The console's Stats in Chromium: an admin opens it from the console's menu, reads the period's totals and
// charts, switches the period, downloads a chart's data as CSV, and on a phone nothing is wider than the
// screen.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('an admin reads the stats, switches the period and downloads a chart as CSV', async ({
  page,
}) => {
  await signIn(page, 'stats-admin@atrium.test');
  await page.goto('/admin');
  await page.getByTestId('admin-nav-stats').click();
  await expect(page).toHaveURL(/\/admin\/stats$/);
  const section = page.getByTestId('admin-stats');
  await expect(section.getByTestId('stats-users').locator('svg').first()).toBeVisible();
  await expect(section.getByTestId('stats-tile-signups').locator('dd')).not.toHaveText('0');
  await expect(section.getByTestId('stats-period-30')).toHaveAttribute('aria-pressed', 'true');

  await section.getByTestId('stats-period-90').click();
  await expect(section.getByTestId('stats-period-90')).toHaveAttribute('aria-pressed', 'true');
  await expect(section.locator('.stats-body')).toHaveAttribute('data-days', '90');
  await expect(section.locator('.stats-body')).toHaveAttribute('aria-busy', 'false');
  const download = page.waitForEvent('download');
  await section.getByTestId('stats-users-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('atrium-users.csv');
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Day,Sign-ups,Active users');
  expect(lines).toHaveLength(91);
  expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},[1-9]\d*,\d+$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByTestId('stats-tools')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('stats-phone.png'), fullPage: true });
});
