import type { Page } from '@playwright/test';
import { darkColours, lightColours } from '@pricetrail/ui/tokens';
import { signInThroughApi, uniquePhone } from './support/signIn';
import { expect, test } from './support/visitor';

/** A `#rrggbb` colour as the browser's computed styles write it. */
function computed(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const LIGHT_PAGE = computed(lightColours.surfaceMuted);
const DARK_PAGE = computed(darkColours.surfaceMuted);

function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

function schemeRadio(page: Page, name: string) {
  return page.getByRole('group', { name: '配色' }).getByRole('radio', { name });
}

test('深色 chosen in the settings colours every later page from its HTML, before its code runs', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page, uniquePhone(testInfo));
  await page.goto('/mine/setting');
  await expect(schemeRadio(page, '跟随系统')).toBeChecked();
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);

  await schemeRadio(page, '深色').check();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await pageBackground(page)).toBe(DARK_PAGE);

  // Without the site's code, only the page's HTML and its inline script (under the nonce the
  // policy asks for) can make it dark.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  await page.unroute('**/assets/*.js');

  await page.goto('/mine/setting');
  await expect(schemeRadio(page, '深色')).toBeChecked();
});

test('跟随系统 follows the system scheme, and 浅色 holds against a dark system', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/home');
  await expect(page.locator('html')).not.toHaveAttribute('data-color-scheme');
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);

  await page.emulateMedia({ colorScheme: 'dark' });
  await signInThroughApi(page, uniquePhone(testInfo));
  await page.goto('/mine/setting');
  await schemeRadio(page, '浅色').check();
  await page.reload();
  await expect(schemeRadio(page, '浅色')).toBeChecked();
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);

  await schemeRadio(page, '跟随系统').check();
  await expect(page.locator('html')).not.toHaveAttribute('data-color-scheme');
  expect(await pageBackground(page)).toBe(DARK_PAGE);
});
