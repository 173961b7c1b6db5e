// A new user signs in with the code from the outbox, sees home, and signs out.
import { expect, test } from '@playwright/test';
import { newEmail, readCode, signIn } from './support';

test('a new user signs in with an e-mail code and signs out', async ({ page }) => {
  const email = newEmail('new-user');
  await signIn(page, email);
  await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
  await expect(page.getByTestId('nav-profile')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByTestId('nav-profile').click();
  await expect(page.getByTestId('profile-email')).toHaveText(email);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
});

test('bad input gets a clear message and nothing changes', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill('not-an-email');
  await page.getByTestId('login-send-code').click();
  await expect(page.getByText('Please enter a valid e-mail address.').first()).toBeVisible();

  const email = newEmail('wrong-code');
  await page.getByTestId('login-email').fill(email);
  const sentAt = Date.now() - 1000;
  await page.getByTestId('login-send-code').click();
  const code = await readCode(email, sentAt);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByTestId('login-code').fill(wrong);
  await expect(page.getByText('That code is not right.', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
