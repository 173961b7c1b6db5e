// Credits as a new user meets them in Chromium: the 15 sign-up credits in the header, the pricing page with
// plans and a locked model, and the expense log after an admin grant and a charge.
import { expect, test } from '@playwright/test';
import { apiToken, newEmail, signIn } from './support';

test('a new user sees 15 credits, the pricing page, a locked model and the expense log', async ({
  page,
  request,
}) => {
  const email = newEmail('credits');
  await signIn(page, email);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('15');

  await page.goto('/price');
  await expect(page.getByRole('heading', { name: 'Basic' })).toBeVisible();
  await expect(
    page.getByText(/About [\d,]+ chat words · [\d,]+ images · [\d,]+ upscaled images/).first(),
  ).toBeVisible();
  await expect(page.getByTestId('payments-disabled')).toContainText(
    'Payments are not configured on this server.',
  );
  await expect(page.getByTestId('model-gpt-4o-mini')).toHaveAttribute('data-locked', 'false');
  const locked = page.getByTestId('model-gpt-4o');
  await expect(locked).toHaveAttribute('data-locked', 'true');
  await expect(locked).toContainText('Locked · plans from $9.99/month');

  // An admin grants 10 credits and then takes 2.5 for a charge, beside the user.
  const admin = { authorization: `Bearer ${await apiToken(request, 'admin@atrium.test')}` };
  const grant = await request.post('/api/admin/credits/grant', {
    headers: admin,
    data: { email, amount: 1000, reason: 'Welcome gift' },
  });
  expect(grant.ok()).toBe(true);
  const charge = await request.post('/api/admin/credits/deduct', {
    headers: admin,
    data: { email, amount: 250, reason: 'Test charge' },
  });
  expect(charge.ok()).toBe(true);

  await page.goto('/user/expenses');
  const table = page.getByTestId('expenses-table');
  await expect(table).toContainText('Test charge');
  await expect(table).toContainText('2.5');
  await expect(balance).toContainText('22.5');
});
