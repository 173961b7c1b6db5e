// The community in Chromium against the real server and the loopback image services: an image made with
// SDXL is published from My creations, a visitor finds it in the feed (liking asks them to sign in), a second
// account likes it, its owner reads the notice in the header, the second account remixes it (the tool opens
// with the same prompt and the price before Generate), and the news is on the home page. Each page is shot at
// 1280 and 390 px, in Chinese and right to left, and none is wider than the window.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { shoot, shootInChineseAndRtl } from './bot-actions';
import { newEmail, signIn } from './support';

const PROMPT = 'a red kite over green hills at sunset';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: WIDE });
  return context.newPage();
}

/** Makes a picture with SDXL (free, on the loopback fal) and waits for it. */
async function makeImage(page: Page) {
  await page.goto('/imagine');
  await page.getByTestId('imagine-model-sdxl').check();
  await page.getByTestId('imagine-prompt').fill(PROMPT);
  await page.getByTestId('imagine-generate').click();
  await expect(page.getByTestId('task-progress')).toHaveAttribute('data-status', 'succeeded', {
    timeout: 30_000,
  });
}

/** Publishes the newest creation from My creations; answers its feed item's number. */
async function publishNewest(page: Page): Promise<string> {
  await page.goto('/creations');
  await expect(page.getByTestId('creation-tile')).toHaveCount(1);
  await shoot(page, 'community-creations-1280');
  await page.getByTestId('creation-tile').first().click();
  const dialog = page.getByTestId('creation-dialog');
  await expect(dialog.getByTestId('made-with-prompt')).toHaveText(PROMPT);
  await expect(dialog.getByTestId('made-with-model')).toHaveText('Stable Diffusion XL');
  await dialog.getByTestId('creation-publish').click();
  await expect(page.getByTestId('publish-show-prompt')).toBeChecked();
  await page.getByTestId('publish-submit').click();
  const inFeed = dialog.getByTestId('creation-in-feed');
  await expect(inFeed).toBeVisible();
  await expect(dialog.getByTestId('creation-status')).toContainText('In the feed');
  const href = (await inFeed.getAttribute('href')) ?? '';
  await shoot(page, 'community-creation-dialog-1280');
  await page.setViewportSize(PHONE);
  await shoot(page, 'community-creation-dialog-390');
  await page.setViewportSize(WIDE);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('creation-badge')).toHaveText('In the feed');
  return href.replace('/feed/', '');
}

test('publish, see as a visitor, like, the owner’s notice, remix with the price, news on home', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize(WIDE);
  await signIn(page, newEmail('maker'));
  await makeImage(page);
  const itemId = await publishNewest(page);

  // A visitor: the picture is in the feed; liking it asks them to sign in first.
  const visitor = await newPage(browser, baseURL);
  await visitor.goto('/feed');
  const card = visitor.locator(`[data-testid=feed-card][data-id="${itemId}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('like-sign-in')).toHaveAttribute('href', /\/login\?redirect=/);
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await shoot(visitor, 'community-feed-visitor-1280');
  await visitor.setViewportSize(PHONE);
  await shoot(visitor, 'community-feed-visitor-390');

  // Another account likes it, on the feed and then on its own page.
  const fan = await newPage(browser, baseURL);
  const fanName = newEmail('fan');
  await signIn(fan, fanName);
  await fan.goto('/feed');
  const liked = fan
    .locator(`[data-testid=feed-card][data-id="${itemId}"]`)
    .getByTestId('like-button');
  // By keyboard: the like is an ordinary button.
  await liked.focus();
  await fan.keyboard.press('Enter');
  await expect(liked).toHaveAttribute('data-liked', 'true');
  await expect(liked).toHaveAttribute('data-likes', '1');
  await fan
    .locator(`[data-testid=feed-card][data-id="${itemId}"]`)
    .getByTestId('feed-card-open')
    .click();
  await expect(fan.getByTestId('feed-item')).toHaveAttribute('data-id', itemId);
  await expect(fan.getByTestId('made-with-prompt')).toHaveText(PROMPT);
  await expect(fan.getByTestId('like-button')).toHaveAttribute('data-liked', 'true');
  await shoot(fan, 'community-item-1280');
  await fan.setViewportSize(PHONE);
  await shoot(fan, 'community-item-390');
  await fan.setViewportSize(WIDE);

  // The owner's header counts one unread notice; it names the fan.
  await page.goto('/feed');
  await expect(page.getByTestId('notice-bell')).toHaveAttribute('data-unread', '1', {
    timeout: 20_000,
  });
  await page.getByTestId('notice-bell').click();
  const notice = page.getByTestId('notice-item');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`${fanName.split('@')[0]} liked your image`);
  await shoot(page, 'community-notices-1280');
  await notice.click();
  await expect(page.getByTestId('feed-item')).toHaveAttribute('data-id', itemId);
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'public');
  await expect(page.getByTestId('notice-bell')).toHaveAttribute('data-unread', '0');

  // Remix: the tool opens with the same prompt and model, and the price shows before Generate.
  await fan.getByTestId('remix').click();
  await expect(fan).toHaveURL(new RegExp(`/imagine\\?remix=${itemId}$`));
  await expect(fan.getByTestId('remix-banner')).toBeVisible();
  await expect(fan.getByTestId('imagine-prompt')).toHaveValue(PROMPT);
  await expect(fan.getByTestId('imagine-model-sdxl')).toBeChecked();
  await expect(fan.getByTestId('tool-price')).toContainText(/credits?/);
  expect(Number(await fan.getByTestId('tool-price').getAttribute('data-credits'))).toBeGreaterThan(
    0,
  );
  await shoot(fan, 'community-remix-1280');
  await fan.setViewportSize(PHONE);
  await shoot(fan, 'community-remix-390');

  // News on the home page, and a post.
  await visitor.setViewportSize(WIDE);
  await visitor.goto('/home');
  const news = visitor.getByTestId('home-news').getByTestId('news-card');
  await expect(news).toHaveCount(3);
  await expect(news.first()).toContainText('Share what you make in the new feed');
  await shoot(visitor, 'community-home-1280');
  await news.first().getByTestId('news-link').click();
  await expect(visitor.getByTestId('news-post')).toContainText('My creations');
  await shoot(visitor, 'community-news-post-1280');
  await visitor.setViewportSize(PHONE);
  await shoot(visitor, 'community-news-post-390');

  // The feed and My creations in Chinese and right to left.
  await page.goto('/feed');
  await shootInChineseAndRtl(page, 'community-feed', {
    chinese: () => expect(page.getByRole('heading', { level: 1 })).toHaveText('作品广场'),
    rtl: () => expect(page.getByTestId('feed-card').first()).toBeVisible(),
  });
  await page.goto('/creations');
  await shootInChineseAndRtl(page, 'community-creations', {
    chinese: () => expect(page.getByRole('heading', { level: 1 })).toHaveText('我的作品'),
    rtl: () => expect(page.getByTestId('creation-tile').first()).toBeVisible(),
  });
  expect(errors).toEqual([]);
});

test('empty states say what to do, an image used as input, and deleting asks first', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, newEmail('empty'));
  await page.goto('/creations');
  await expect(page.getByTestId('creations-empty')).toContainText('No images yet');
  await shoot(page, 'community-creations-empty-390');
  await page.getByTestId('notice-bell').click();
  await expect(page.getByTestId('notice-empty')).toBeVisible();
  await shoot(page, 'community-notices-empty-390');
  await page.keyboard.press('Escape');

  await page.setViewportSize(WIDE);
  await makeImage(page);
  // Use as input: the upscaler opens with the image in its slot, checked and ready.
  await page.goto('/creations');
  await page.getByTestId('creation-tile').first().click();
  await page.getByTestId('creation-use').click();
  await expect(page.getByTestId('creation-use-super')).toBeInViewport();
  await shoot(page, 'community-use-as-input-1280');
  await page.getByTestId('creation-use-super').click();
  await expect(page).toHaveURL(/\/pic\/super$/);
  await expect(page.getByTestId('upscaler-image')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('upscaler-image-size')).toContainText('1024');

  await page.goto('/creations');
  await page.getByTestId('creation-tile').first().click();
  await page.getByTestId('creation-remove').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('creation-tile')).toHaveCount(1);
  await page.getByTestId('creation-remove').click();
  await page.getByTestId('creation-remove-confirm').click();
  await expect(page.getByTestId('creations-empty')).toBeVisible();
});
