// The expense log in Chromium, on a server with (loopback) Stripe payments: the header's balance follows a
// support grant when the window comes back (no reload) and a pack bought on Checkout once the return page
// sees it paid; then every kind of row is worded in English and in Chinese, signed, with the balance after
// it, ten a page: sign-up, support's grant and deduction, a pack, a plan, a recharge, an invitation reward,
// chat and image tools by their names and models, a failed task's held and returned credits, work still in
// progress, and the subscription credits a renewal replaced and a failed renewal ended.
// ATRIUM_E2E_SHOTS=<folder> also saves the log at 1280 and 390 px in both languages.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import {
  apiSignIn,
  asUser,
  buy,
  callerOf,
  chat,
  hundredthsOf,
  runTask,
  scriptFal,
  uploadPhoto,
} from './expense-log-actions';
import { PAYMENTS_URL, paymentsDataDir, startPaymentsServer } from './payments-server';
import type { PaymentsServer } from './payments-server';
import { apiToken, newEmail, signIn } from './support';

test.use({ baseURL: PAYMENTS_URL });

let payments: PaymentsServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  payments = await startPaymentsServer();
});
test.afterAll(async () => payments?.close());

/** The window goes to the back and comes to the front again, as switching apps does. */
const refocus = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
/** Set on the page; a reload would drop it. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
const pageKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

/** The rows of the log's shown page: tag and words, signed amount, balance after. */
async function shownRows(table: Locator) {
  const rows = table.locator('tbody tr[data-kind]');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((elements) =>
    elements.map((row) => ({
      kind: row.getAttribute('data-kind') ?? '',
      text: [
        '.expense-tag',
        '.expense-words',
        '.expense-what .expense-detail:not(.expense-time-inline)',
      ]
        .map((part) => row.querySelector(part)?.textContent ?? '')
        .filter(Boolean)
        .join(' '),
      amount: row.querySelector('[data-testid="expense-amount"]')?.textContent ?? '',
      balance: row.querySelector('[data-testid="expense-balance"]')?.textContent ?? '',
    })),
  );
}

test('the expense log words every movement, and the header follows grants and purchases', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = newEmail('ledger');
  await signIn(page, email, paymentsDataDir());
  const header = page.getByTestId('header-balance');
  await expect(header).toHaveText('15 credits');

  // Support grants 10 credits from elsewhere: the window coming back shows them, without a reload.
  await markPage(page);
  const admin = callerOf(request, await apiToken(request, 'admin@atrium.test', paymentsDataDir()));
  await admin.post('/api/admin/credits/grant', { email, amount: 1000, reason: 'Welcome gift' });
  await expect
    .poll(
      async () => {
        await refocus(page);
        return header.textContent();
      },
      { timeout: 12_000, intervals: [1000] },
    )
    .toBe('25 credits');
  expect(await pageKept(page)).toBe(true);

  // A pack bought on Checkout: back on the billing page before Stripe's event lands, the page waits for
  // the payment and then shows the new balance in the header, without a reload.
  await page.goto('/price');
  await page.getByTestId('pack-m-buy').click();
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  const sessionId = page.url().split('/').at(-1) ?? '';
  const session = payments.stripe.checkoutSessions.get(sessionId);
  await page.goto(session?.success_url ?? '');
  await expect(page.getByTestId('order-confirming')).toBeVisible();
  await markPage(page);
  await expect(header).toHaveText('25 credits');
  await payments.deliver(payments.stripe.completeCheckout(sessionId));
  await expect(page.getByTestId('order-paid')).toBeVisible({ timeout: 15_000 });
  await expect(header).toHaveText('1,225 credits');
  expect(await pageKept(page)).toBe(true);
  const packSn = new URL(page.url()).searchParams.get('order') ?? '';

  // The rest as the user's other devices, a friend, support and Stripe would do it.
  const user = await asUser(page);
  const plan = await buy(payments, user, { kind: 'subscription', plan: 'basic' });
  const recharge = await buy(payments, user, { kind: 'recharge', amount: 1000 });
  const { code } = (await user.get('/api/invite')) as { code: string };
  const friend = await apiSignIn(request, newEmail('friend'), paymentsDataDir(), code);
  await buy(payments, friend, { kind: 'topup', pack: 's' });
  await chat(user, 'Hello there');
  await runTask(user, 'imagine', { model: 'sdxl', prompt: 'a lighthouse at dusk' });
  const photo = await uploadPhoto(user, 'portrait');
  await runTask(user, 'style', { imageId: photo, styleId: 'ghibli' });
  await scriptFal(request, { fail: 'CUDA out of memory' });
  try {
    const failed = await runTask(user, 'imagine', { model: 'sdxl', prompt: 'a refused one' });
    expect(failed.status).toBe('failed');
  } finally {
    await scriptFal(request, { fail: null });
  }
  await admin.post('/api/admin/credits/deduct', { email, amount: 250, reason: 'Duplicate' });
  const subscriptionId = String(payments.stripe.checkoutSessions.get(plan.sessionId)?.subscription);
  await payments.deliver(payments.stripe.renew(subscriptionId));
  await payments.deliver(payments.stripe.failRenewal(subscriptionId));
  await scriptFal(request, { hang: true });
  try {
    await runTask(user, 'imagine', { model: 'sdxl', prompt: 'still drawing' }, false);

    await page.goto('/user/expenses');
    const table = page.getByTestId('expenses-table');
    const first = await shownRows(table);
    // A balance in the thousands keeps the English header within 1280 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
    expect(first).toHaveLength(10);
    expect(first.map((row) => [row.kind, row.text])).toEqual([
      [
        'reserve',
        'In progress Text to Image · Stable Diffusion XL Held until the work finishes; only what it uses is charged.',
      ],
      ['expire', 'Expired Subscription credits paused: the renewal payment failed'],
      ['grant', expect.stringMatching(/^Added Basic plan credits Until \w{3} \d+, \d{4}$/)],
      ['expire', 'Expired Unused subscription credits replaced at renewal'],
      ['deduct', 'Deducted Correction by support “Duplicate”'],
      [
        'refund',
        'Returned Text to Image · Stable Diffusion XL The work did not finish, so the held credits came back.',
      ],
      ['reserve', 'Reserved Text to Image · Stable Diffusion XL Held while the work ran.'],
      ['charge', 'Spent Styles · Ghibli From your subscription balance'],
      ['charge', 'Spent Text to Image · Stable Diffusion XL From your subscription balance'],
      ['charge', 'Spent Chat · GPT-4o mini From your subscription balance'],
    ]);
    expect(first.slice(1, 6).map((row) => row.amount)).toEqual([
      expect.stringMatching(/^−[\d,.]+$/),
      '+1,000',
      expect.stringMatching(/^−[\d,.]+$/),
      '−2.5',
      expect.stringMatching(/^\+[\d,.]+$/),
    ]);
    expect(first[7]!.amount).toBe('−8');
    // The held credits of the failed task came back to the hundredth.
    expect(hundredthsOf(first[5]!.amount)).toBe(-hundredthsOf(first[6]!.amount));

    await page.locator('.ant-pagination-item-2').click();
    await expect(table.locator('tbody tr[data-kind]')).toHaveCount(6);
    const second = await shownRows(table);
    expect(second.map((row) => [row.kind, row.text, row.amount])).toEqual([
      ['grant', 'Added Invitation reward', '+10'],
      ['grant', `Added Account recharged Order ${recharge.sn} · Never expires`, '+900'],
      ['grant', expect.stringMatching(/^Added Basic plan credits Until /), '+1,000'],
      [
        'grant',
        expect.stringMatching(
          new RegExp(
            `^Added Credits pack bought Order ${packSn} · Valid until \\w{3} \\d+, \\d{4}$`,
          ),
        ),
        '+1,200',
      ],
      ['grant', 'Added Credits from support “Welcome gift”', '+10'],
      ['grant', 'Added Sign-up credits', '+15'],
    ]);
    // Each balance is the one below it plus its own change; the newest is the header's.
    const rows = [...first, ...second];
    for (let index = 0; index + 1 < rows.length; index += 1)
      expect(hundredthsOf(rows[index]!.balance)).toBe(
        hundredthsOf(rows[index + 1]!.balance) + hundredthsOf(rows[index]!.amount),
      );
    expect(second.at(-1)!.balance).toBe('15');
    await page.locator('.ant-pagination-item-1').click();
    await refocus(page);
    await expect(header).toHaveText(`${first[0]!.balance} credits`);

    // The same log in Chinese.
    await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
    await page.reload();
    await expect(page.getByRole('heading', { name: '消费记录' })).toBeVisible();
    await expect(table.locator('thead')).toContainText('变动后余额');
    const chinese = await shownRows(table);
    expect(chinese.map((row) => row.text.split(' ')[0])).toEqual([
      '进行中',
      '过期',
      '增加',
      '过期',
      '扣除',
      '退回',
      '预扣',
      '消费',
      '消费',
      '消费',
    ]);
    expect(chinese[1]!.text).toBe('过期 续订付款失败，订阅积分已暂停');
    expect(chinese[2]!.text).toMatch(/^增加 基础版套餐积分 有效至 /);
    expect(chinese[7]!.text).toBe('消费 风格 · 吉卜力 从订阅余额扣除');
    expect(chinese[9]!.text).toBe('消费 聊天 · GPT-4o mini 从订阅余额扣除');

    const shots = process.env.ATRIUM_E2E_SHOTS;
    if (shots) {
      for (const locale of ['zh-CN', 'en-US']) {
        await page.evaluate((tag) => localStorage.setItem('locale', tag), locale);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await expect(table.locator('tbody tr[data-kind]').first()).toBeVisible();
          await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
          await page.screenshot({
            path: join(shots, `expenses-${locale}-${width}.png`),
            fullPage: true,
            animations: 'disabled',
          });
          // Nothing wider than the screen (the header's last item stays on it).
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        }
      }
    }
  } finally {
    await scriptFal(request, { hang: false });
  }
});
