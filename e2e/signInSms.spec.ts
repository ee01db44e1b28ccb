import { expect, test } from './support/visitor';
import {
  expectSignedInAs,
  loginDialog,
  openLoginModal,
  signInBySms,
  signInBySmsAndReload,
  smsNickname,
  uniquePhone,
} from './support/signIn';

test('the header login modal signs in by SMS and reloads the same page', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone(testInfo);
  await page.goto('/trend');
  const dialog = await openLoginModal(page);

  await signInBySmsAndReload(page, phone);

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/trend$/);
  await expectSignedInAs(page, smsNickname(phone));
  await page.reload();
  await expectSignedInAs(page, smsNickname(phone));
});

test('/user_login?from=%2Ftrend signs in by SMS and goes to /trend', async ({ page }, testInfo) => {
  const phone = uniquePhone(testInfo);
  await page.goto('/user_login?from=%2Ftrend');

  await signInBySms(page, loginDialog(page), phone);

  await expect(page).toHaveURL(/\/trend$/);
  await expectSignedInAs(page, smsNickname(phone));
});

test('登录 without a requested code keeps the visitor out with the spec message', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone(testInfo);
  await page.goto('/user_login?from=%2Ftrend');
  const dialog = loginDialog(page);
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('验证码错误，请重新输入');
  await expect(page).toHaveURL(/\/user_login/);
});

// Where the browser goes after sign-in is decided the same way at every width: one project is enough.
const OPEN_REDIRECTS = [
  'from=https%3A%2F%2Fevil.com%2Fsteal',
  'from=%2F%2Fevil.com',
  'from=javascript%3Aalert(document.cookie)',
  'from_url=https%3A%2F%2Fevil.com',
];

test.describe('open redirects', () => {
  test.skip(({ isMobile }) => isMobile, 'redirect targets do not depend on layout');
  for (const query of OPEN_REDIRECTS) {
    test(`/user_login?${query} lands on our own site after sign-in`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const phone = uniquePhone(testInfo);
      await page.goto(`/user_login?${query}`);

      await signInBySms(page, loginDialog(page), phone);

      await expect(page).toHaveURL(`${baseURL}/home`);
      await expectSignedInAs(page, smsNickname(phone));
    });
  }
});
