// A bot on its owner's website, in Chromium: the owner finds the code and copies it in the bot's Embed
// section; a page on a second loopback origin (the listed website) loads the loader, a visitor opens the chat
// with the keyboard, asks a suggested question and reads the cited answer, closes it with Esc and finds it
// again after a reload; the widget speaks the page's language and direction, and fits a phone. The owner then
// reads the visitor's conversation among the visitors'. The bot's own page on Atrium opens without a
// frame. A page on a website the bot does not list is refused in words, inside the widget, and nothing is
// asked of the model. Screenshots at 1280 and 390 px.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createTestBot, shoot, shootInChineseAndRtl } from './bot-actions';
import type { Caller } from './expense-log-actions';
import { E2E_PORT } from './server-env';
import { llmRequests, newEmail, scriptLlm, signIn } from './support';
import { startWidgetHost, type WidgetHost } from './widget-host';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
let host: WidgetHost;

test.beforeAll(async () => {
  host = await startWidgetHost(`http://127.0.0.1:${E2E_PORT}`);
});
test.afterAll(() => host.close());
test.afterEach(async ({ request }) => {
  await scriptLlm(request, { tokenDelayMs: 0, replyText: '', status: null });
});

/** An embedded bot listing the host's website, with knowledge read and ready. */
async function embeddedBot(page: Page): Promise<{ botId: string; caller: Caller }> {
  await signIn(page, newEmail('widget'));
  const made = await createTestBot(page, {
    name: 'Lighthouse guide',
    welcome: 'Hello! Ask me about the **lighthouse museum**.',
    questions: ['How much do tickets cost?', 'When is the museum open?'],
    visibility: 'embedded',
    origins: [host.listed],
  });
  await made.caller.post('/api/bot/source/add', {
    kind: 'text',
    botId: made.botId,
    name: 'Prices',
    text: 'Tickets cost 12 euros. The museum opens every day at nine.',
    clientKey: `e2e${Date.now().toString(36)}`,
  });
  await expect
    .poll(
      async () => {
        const { list } = (await made.caller.get(`/api/bot/source/list?botId=${made.botId}`)) as {
          list: Array<{ status: string }>;
        };
        return list[0]?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
  return made;
}

/** A visitor's browser, with nothing of the owner's. */
const visitorPage = async (context: BrowserContext, url: string) => {
  const site = await context.newPage();
  await site.goto(url);
  return site;
};

const launcherOf = (site: Page) => site.locator('[data-atrium-widget] button.launch');

/** The widget's frame as a page, to read what is inside it. */
const widgetFrame = (site: Page) => {
  const frame = site.frames().find((one) => one.url().includes('/embed/'));
  if (!frame) throw new Error('no widget frame');
  return frame;
};

/**
 * A screenshot of the visitor's page once the widget has laid itself out (its welcome's Markdown drawn, its
 * composer in place), and a check that neither the page nor the widget is wider than it.
 */
async function shootSite(site: Page, name: string): Promise<void> {
  const frame = site.frameLocator('iframe');
  await expect(frame.getByTestId('bot-welcome').locator('strong')).toBeVisible();
  await expect(frame.getByTestId('bot-chat-send')).toBeVisible();
  await shoot(site, name);
  const overflow = await widgetFrame(site).evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: the widget is wider than its frame`).toBeLessThanOrEqual(0);
}

test('the owner embeds a bot, and a visitor on the listed website chats with it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  const { botId } = await embeddedBot(page);

  await test.step('the Embed section gives the code, with a copy button', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/bots/${botId}?section=embed`);
    await expect(page.getByTestId('bot-section-tab-embed')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('bot-embed-status')).toHaveText(
      'On 1 website, and on its own page.',
    );
    const code = `<script src="http://127.0.0.1:${E2E_PORT}/widget.js" data-bot="${botId}" async></script>`;
    await expect(page.getByTestId('bot-embed-code')).toHaveText(code);
    await page.getByTestId('bot-embed-copy-code').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const form = page.getByTestId('bot-reach-form');
    await expect(form.getByTestId('bot-origin')).toHaveText([`${host.listed}×`]);
    await shoot(page, 'bots-embed-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'bots-embed-390');
    await page.setViewportSize(WIDE);
    await shootInChineseAndRtl(page, 'bots-embed', {
      chinese: () => expect(page.getByTestId('bot-embed-status')).toContainText('1 个网站'),
      rtl: () => expect(page.getByTestId('bot-embed-code')).toHaveText(code),
    });
  });

  const context = await browser.newContext({ locale: 'en-US', viewport: WIDE });
  const site = await visitorPage(context, `${host.listed}/?bot=${botId}`);
  const launcher = launcherOf(site);
  const frame = site.frameLocator('iframe');

  await test.step('a visitor opens it with the keyboard and asks a suggested question', async () => {
    await expect(launcher).toHaveAttribute('aria-label', 'Open the chat');
    await launcher.focus();
    await site.keyboard.press('Enter');
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(frame.getByTestId('embed-title')).toHaveText('Lighthouse guide');
    await expect(frame.getByTestId('bot-welcome')).toContainText('lighthouse museum');
    await expect(frame.getByTestId('bot-chat-input')).toBeFocused();
    await shootSite(site, 'widget-open-1280');
    await scriptLlm(request, { tokenDelayMs: 40, replyText: 'Tickets cost **12 euros** [1].' });
    await frame.getByTestId('bot-chat-question').first().click();
    await expect(frame.getByTestId('bot-question')).toHaveText('How much do tickets cost?');
    const answer = frame.getByTestId('bot-answer').first();
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(answer).toContainText('Tickets cost 12 euros');
    await expect(answer.getByTestId('cite-title')).toHaveText('Source 1 Prices');
    // Why a passage was chosen is the owner's to see.
    await expect(answer.getByText('Why this passage')).toHaveCount(0);
    await shootSite(site, 'widget-answer-1280');
  });

  await test.step('Esc closes it; a reload finds the conversation again', async () => {
    await frame.getByTestId('bot-chat-input').focus();
    await site.keyboard.press('Escape');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher).toBeFocused();
    await site.reload();
    await launcherOf(site).click();
    await expect(frame.getByTestId('bot-question')).toHaveText('How much do tickets cost?');
    await expect(frame.getByTestId('bot-answer')).toHaveCount(1);
  });

  await test.step('on a phone it takes the whole screen and closes from its header', async () => {
    await site.setViewportSize(PHONE);
    await expect(launcherOf(site)).toBeHidden();
    await shootSite(site, 'widget-answer-390');
    await frame.getByTestId('embed-close').click();
    await expect(launcherOf(site)).toBeVisible();
    await expect(launcherOf(site)).toHaveAttribute('aria-expanded', 'false');
  });
  await context.close();

  await test.step('the owner reads it among the visitors’ conversations', async () => {
    await page.goto(`/bots/${botId}?section=chat`);
    await page.getByTestId('bot-chat-who-visitors').click();
    const listed = page.getByTestId('bot-chat-conversation');
    await expect(listed).toHaveCount(1);
    await expect(listed.getByTestId('bot-chat-origin')).toHaveText(`on ${host.listed}`);
    await listed.getByRole('button').first().click();
    await expect(page.getByTestId('bot-question')).toHaveText('How much do tickets cost?');
    await expect(page.getByTestId('bot-chat-visitor')).toContainText('A visitor’s conversation');
    await expect(page.getByTestId('bot-chat-input')).toHaveCount(0);
    await shoot(page, 'bots-chat-visitors-1280');
  });
});

test('the widget speaks the page’s language, right to left too', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { botId } = await embeddedBot(page);
  const context = await browser.newContext({ locale: 'en-US' });
  for (const [name, query, check] of [
    ['widget-zh', 'lang=zh-CN', { title: '与 Lighthouse guide 对话', placeholder: '输入问题…' }],
    [
      'widget-rtl',
      'lang=ar&dir=rtl',
      { title: 'Chat with Lighthouse guide', placeholder: 'Ask a question…' },
    ],
  ] as const) {
    const site = await visitorPage(context, `${host.listed}/?bot=${botId}&${query}`);
    await site.setViewportSize(WIDE);
    await launcherOf(site).click();
    const frame = site.frameLocator('iframe');
    await expect(frame.getByTestId('embed-title')).toHaveAttribute('title', check.title);
    await expect(frame.getByTestId('bot-chat-input')).toHaveAttribute(
      'placeholder',
      check.placeholder,
    );
    const dir = await widgetFrame(site).evaluate(() => document.documentElement.dir);
    expect(dir).toBe(name === 'widget-rtl' ? 'rtl' : 'ltr');
    await shootSite(site, `${name}-1280`);
    await site.setViewportSize(PHONE);
    await shootSite(site, `${name}-390`);
    await site.close();
  }

  // Its own page, opened on Atrium: the page asks for its session itself, and has nothing to close.
  const own = await visitorPage(context, `http://127.0.0.1:${E2E_PORT}/embed/${botId}`);
  await own.setViewportSize(PHONE);
  await expect(own.getByTestId('embed-title')).toHaveText('Lighthouse guide');
  await expect(own.getByTestId('embed-close')).toHaveCount(0);
  await expect(own.getByTestId('bot-welcome').locator('strong')).toBeVisible();
  await shoot(own, 'widget-own-page-390');
  await context.close();
});

test('a website the bot does not list is refused in words, and nothing is asked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { botId } = await embeddedBot(page);
  const before = (await llmRequests(request)).length;
  const context = await browser.newContext({ locale: 'en-US', viewport: WIDE });
  const site = await visitorPage(context, `${host.unlisted}/?bot=${botId}`);
  await launcherOf(site).click();
  const refusal = site.locator('[data-atrium-widget] [role="alert"]');
  await expect(refusal).toContainText(`${host.unlisted} may not show this chat.`);
  await expect(site.locator('[data-atrium-widget] iframe')).toHaveCount(0);
  await shoot(site, 'widget-refused-1280');
  // Framing the widget page directly is refused by the browser itself (frame-ancestors).
  await site.evaluate(
    (src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    },
    `http://127.0.0.1:${E2E_PORT}/embed/${botId}?origin=${encodeURIComponent(host.unlisted)}`,
  );
  await site.waitForTimeout(2_000);
  expect(site.frames()).toHaveLength(2);
  for (const frame of site.frames().slice(1))
    expect(await frame.locator('[data-testid="embed-page"]').count()).toBe(0);
  expect((await llmRequests(request)).length).toBe(before);
  await context.close();
});
