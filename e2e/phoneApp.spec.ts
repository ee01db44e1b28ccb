import { devices } from '@playwright/test';
import { newSiteContext } from './support/livePages';
import { expect, test } from './support/visitor';

// Each phone is its own browser context here, so the desktop project alone runs them.
test.skip(({ isMobile }) => isMobile, 'each test makes its own phone');

const PHONES = {
  iPhone: {
    ...devices['iPhone 13'],
    steps: '点浏览器的「分享」按钮，再选「添加到主屏幕」',
  },
  'WeChat on Android': {
    ...devices['Pixel 7'],
    userAgent: `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64`,
    steps: '选「在浏览器打开」，再把价迹添加到主屏幕',
  },
} as const;

for (const [phone, { steps, ...device }] of Object.entries(PHONES)) {
  test(`${phone}: the home page offers the home screen, never the desktop extension`, async ({
    browser,
    baseURL,
  }) => {
    const context = await newSiteContext(browser, { ...device, baseURL: baseURL ?? '' });
    const page = await context.newPage();
    await page.goto('/home');
    const banner = page.getByRole('complementary', { name: '添加价迹到主屏幕' });
    await expect(banner).toContainText(steps);
    await expect(page.getByRole('complementary', { name: '浏览器插件推荐' })).toBeHidden();
    await expect(page.getByRole('link', { name: /^添加到 / })).toHaveCount(0);
    await context.close();
  });
}

test('on a phone /app/extension says the extension is for computers, and what a phone can do', async ({
  browser,
  baseURL,
}) => {
  const context = await newSiteContext(browser, {
    ...devices['iPhone 13'],
    baseURL: baseURL ?? '',
  });
  const page = await context.newPage();
  await page.goto('/app/extension');
  await expect(page.getByTestId('extension-phone-note')).toHaveText(
    /^插件只能装在电脑的浏览器上，手机里用不了。在手机上，可以把价迹添加到主屏幕/,
  );
  await context.close();
});

test('on a computer /app/extension has no phone note', async ({ page }) => {
  await page.goto('/app/extension');
  await expect(page.getByRole('heading', { level: 1, name: '价迹浏览器插件' })).toBeVisible();
  await expect(page.getByTestId('extension-phone-note')).toBeHidden();
});
