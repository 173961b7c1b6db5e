// A session revoked from another device ends at once: the next call sends the user to /login, which says why.
import { expect, test } from '@playwright/test';
import { newEmail, signIn } from './support';

test('a revoked session is sent to /login, told why, and keeps a half-written message', async ({
  browser,
}) => {
  const email = newEmail('revoked');
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  try {
    const laptopPage = await laptop.newPage();
    const phonePage = await phone.newPage();
    await signIn(laptopPage, email);
    await signIn(phonePage, email);

    // Half a message typed on the laptop, not sent.
    await laptopPage.goto('/chat');
    await laptopPage.getByTestId('chat-input').fill('Half a thought');

    await phonePage.goto('/profile');
    const rows = phonePage.getByTestId('session-row');
    await expect(rows).toHaveCount(2);
    await phonePage.getByTestId('session-revoke').first().click();
    await phonePage
      .getByRole('button', { name: /sign out|ok|yes|confirm/i })
      .last()
      .click();
    await expect(rows).toHaveCount(1);

    await laptopPage.goto('/profile');
    await expect(laptopPage).toHaveURL(/\/login/);
    await expect(laptopPage.getByTestId('login-session-ended')).toContainText(
      'You were signed out on this device',
    );
    // Told once: a reload of the sign-in page does not repeat it.
    await laptopPage.reload();
    await expect(laptopPage.getByTestId('login-email')).toBeVisible();
    await expect(laptopPage.getByTestId('login-session-ended')).toHaveCount(0);
    expect(await laptopPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Signed in again, the half-written message is still there.
    await signIn(laptopPage, email);
    await laptopPage.goto('/chat');
    await expect(laptopPage.getByTestId('chat-input')).toHaveValue('Half a thought');

    await phonePage.reload();
    await expect(phonePage.getByTestId('profile-email')).toHaveText(email);
  } finally {
    await laptop.close();
    await phone.close();
  }
});
