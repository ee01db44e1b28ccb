import { expect, test } from '@playwright/test';

test('/ lands on /home with the app shell rendered', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByRole('link', { name: /价迹/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('看清每一次降价');
});

test('an unknown path shows the spec 404 text', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page');
});
