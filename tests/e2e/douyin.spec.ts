// Douyin auto-reply in Chromium, as a new user meets it: connect an account through the loopback Douyin's
// consent page, write a keyword rule, try it in the dry run, turn it on, and see a comment that arrives by a
// signed webhook answered on its own (in the data tab, in today's count, and at the platform, exactly once).
// Screenshots of the account card, the dry run and the data list at 1280 px, and the data list at 390 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { shoot } from './bot-actions';
import { DOUYIN_PORT, E2E_PORT } from './server-env';
import { newEmail, signIn } from './support';

const douyin = `http://127.0.0.1:${DOUYIN_PORT}`;
const REPLY = 'See the link in my profile.';

/** Steers the loopback Douyin (tests/fakes/douyin-server.ts), which runs in another process. */
async function control(request: APIRequestContext, path: string, data: unknown = {}) {
  const response = await request.post(`${douyin}${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as unknown;
}

test('a new user connects Douyin, tries a rule, turns it on, and a comment is answered once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A Douyin account has one owner in Atrium: each run authorizes as its own user, with its own video.
  const openId = `ou_e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await control(request, '/__user', { open_id: openId, nickname: 'Lin Shop' });
  await control(request, '/__video', {
    open_id: openId,
    item_id: `${openId}-v`,
    title: 'Spring sale',
  });

  await signIn(page, newEmail('douyin'));
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-douyin').click();
  await expect(page).toHaveURL(/\/douyin$/);
  await expect(page.getByTestId('douyin-empty')).toBeVisible();

  // Connect: the abilities, then Douyin's consent page, then back.
  await page.getByTestId('douyin-connect-videos').check();
  await page.getByTestId('douyin-connect-comments').check();
  await page.getByTestId('douyin-connect-first-submit').click();
  await expect(page).toHaveURL(new RegExp(`^${douyin}/platform/oauth/connect/`));
  await expect(page.getByText('Signed in as Lin Shop')).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByTestId('douyin-returned')).toHaveText(
    /Your Douyin account is connected\./,
  );
  // The notice is told once: the address loses `?connected=1`.
  await expect(page).toHaveURL(/\/douyin$/);
  const card = page.getByTestId('douyin-account');
  await expect(card).toContainText('Lin Shop');
  await expect(card).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('douyin-ability-videos')).toHaveAttribute('data-state', 'granted');
  await expect(page.getByTestId('douyin-ability-comments')).toHaveAttribute(
    'data-state',
    'granted',
  );
  await expect(page.getByTestId('douyin-ability-messages')).toHaveAttribute(
    'data-state',
    'missing',
  );
  await shoot(page, 'douyin-account-1280');

  // A rule: the keyword "price", one fixed reply, on comments; saved off.
  await page.getByRole('tab', { name: 'Rules', exact: true }).click();
  await page.getByTestId('douyin-rule-add').click();
  const dialog = page.getByTestId('douyin-rule-dialog');
  await dialog.getByTestId('douyin-rule-name').fill('Price question');
  await dialog.getByTestId('douyin-rule-keywords-input').fill('price');
  await dialog.getByTestId('douyin-rule-keywords-input').press('Enter');
  await expect(dialog.getByTestId('douyin-rule-keywords')).toContainText('price');
  await dialog.getByTestId('douyin-rule-scope').getByLabel('Comments', { exact: true }).check();
  await dialog.getByTestId('douyin-rule-text').first().fill(REPLY);
  await expect(dialog.getByTestId('douyin-rule-enabled')).not.toBeChecked();
  await dialog.getByTestId('douyin-rule-save').click();
  await expect(dialog).toHaveCount(0);
  const rule = page.getByTestId('douyin-rule');
  await expect(rule).toHaveCount(1);
  await expect(rule).toContainText('Price question');
  await expect(rule.getByTestId('douyin-rule-switch')).not.toBeChecked();

  // The dry run: the rule answers the first sample, nothing the second.
  await page.getByRole('tab', { name: 'Dry run', exact: true }).click();
  await page.getByTestId('douyin-dry-run-samples').fill('What is the price?\nNice video');
  await page.getByTestId('douyin-dry-run-submit').click();
  const rows = page.getByTestId('douyin-dry-run-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-fired', 'yes');
  await expect(rows.nth(0)).toContainText('Price question');
  await expect(rows.nth(0)).toContainText(REPLY);
  await expect(rows.nth(1)).toHaveAttribute('data-fired', 'no');
  await expect(rows.nth(1)).toContainText('No rule matched.');
  await shoot(page, 'douyin-dry-run-1280');

  // On.
  await page.getByRole('tab', { name: 'Rules', exact: true }).click();
  // The switch follows the saved rule, so it turns once the server has answered: clicked, then awaited.
  await rule.getByTestId('douyin-rule-switch').click();
  await expect(rule.getByTestId('douyin-rule-switch')).toBeChecked();

  // A fan comments; the platform tells the app by a signed webhook.
  const delivered = (await control(request, '/__webhook', {
    url: `http://127.0.0.1:${E2E_PORT}/api/douyin/webhook`,
    event: {
      event: 'item_comment_reply',
      from_user_id: 'ou_fan_e2e',
      to_user_id: openId,
      content: {
        comment_id: `${openId}-c1`,
        comment_user_id: 'ou_fan_e2e',
        nick_name: 'Curious fan',
        content: 'how much is the price?',
        create_time: Math.floor(Date.now() / 1000),
        reply_to_item_id: `${openId}-v`,
      },
    },
  })) as { status: number; body: string };
  expect(delivered.status, delivered.body).toBe(200);

  // The engine answers on receipt: the data tab shows it replied (reloaded until it does).
  await page.getByRole('tab', { name: 'Comments and messages', exact: true }).click();
  const list = page.getByTestId('douyin-data-list');
  await expect(async () => {
    await page.reload();
    await expect(list.getByTestId('douyin-event')).toHaveCount(1, { timeout: 2000 });
    await expect(list.getByTestId('douyin-event')).toHaveAttribute('data-state', 'replied', {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  const event = list.getByTestId('douyin-event');
  await expect(event).toContainText('how much is the price?');
  await expect(event).toContainText('Curious fan');
  await expect(event).toContainText(REPLY);
  await expect(event).toContainText('Price question');
  await expect(page.getByTestId('douyin-today-count')).toHaveText('1 reply sent today');

  const replies = (await (await request.post(`${douyin}/__replies`)).json()) as Array<{
    kind: string;
    openId: string;
    commentId?: string;
    content: string;
  }>;
  const ours = replies.filter((reply) => reply.openId === openId);
  expect(ours).toEqual([
    expect.objectContaining({ kind: 'comment', commentId: `${openId}-c1`, content: REPLY }),
  ]);
  await shoot(page, 'douyin-data-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(event).toBeVisible();
  await shoot(page, 'douyin-data-390');
});
