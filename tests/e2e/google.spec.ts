// Google sign-in in the browser, end to end, against the loopback Google.
import { expect, test } from '@playwright/test';

test('signs in with Google and lands home', async ({ page }) => {
  await page.goto('/login');
  const google = page.getByTestId('login-google');
  await expect(google).toBeEnabled();
  await google.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Ada Lovelace');
  // The session never stays in the address bar or the history.
  expect(page.url()).not.toContain('token');
});

test('a Google landing without a session says so and offers a way back', async ({ page }) => {
  await page.goto('/google/auth#error=OAUTH_FAILED');
  await expect(page.getByTestId('google-auth-failed')).toContainText(
    'Login failed, please try again.',
  );
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
