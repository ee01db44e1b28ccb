import { type Page } from '@playwright/test';
import { expect, test } from './support/visitor';
import {
  endSmsCooldown,
  expectSignedInAs,
  expectSignedOut,
  identityCall,
  loginDialog,
  requestSmsCode,
  signInBySms,
  smsNickname,
  uniquePhone,
} from './support/signIn';

const NEW_PASSWORD = 'Qz8#trail26';

function settingsHeading(page: Page) {
  return page.getByRole('heading', { name: '账号设置', level: 1 });
}

test('an SMS account renames itself, sets a password, and deletes itself', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const phone = uniquePhone(testInfo);
  /** Signs in with the new password from a separate client; the answer's code (1 = signed in). */
  const passwordLoginCode = async () => {
    const answer = await identityCall(
      request,
      'POST',
      '/User/Login',
      { account: phone, passwd: NEW_PASSWORD, remember_me: '0' },
      baseURL ?? '',
    );
    return ((await answer.json()) as { code: number }).code;
  };

  // A visitor is sent to the login page, which comes back to the settings after sign-in.
  await page.goto('/mine/setting');
  await expect(page).toHaveURL(/\/user_login\?from=%2Fmine%2Fsetting$/);
  const loginCode = await signInBySms(page, loginDialog(page), phone);
  await expect(page).toHaveURL(/\/mine\/setting$/);
  await expect(settingsHeading(page)).toBeVisible();
  await expect(page.getByText(`${phone.slice(0, 3)}*****${phone.slice(-3)}`)).toBeVisible();

  await page.getByRole('button', { name: '修改昵称' }).click();
  await page.getByRole('textbox', { name: '新昵称' }).fill('比价达人');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expectSignedInAs(page, '比价达人');

  // The account has a phone and no password: an SMS code to that phone, the only proof, is asked.
  await expect(page.getByText('未设置', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '设置密码' }).click();
  await expect(page).toHaveURL(/\/mine\/setting_password$/);
  await expect(page.getByRole('tab')).toHaveCount(0);
  const form = page.locator('form');
  await form.getByLabel('绑定的手机号').fill(phone);
  // A second code to the phone, a minute after the sign-in's (behaviour.md §9 countdown).
  await endSmsCooldown(phone);
  const code = await requestSmsCode(page, form, phone, loginCode);
  await form.getByLabel('短信验证码').fill(code);
  await form.getByLabel('新密码（8-14位）').fill(NEW_PASSWORD);
  await form.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: '保存新密码' }).click();
  await expect(page.getByText('密码已修改，其他设备上的登录已退出。')).toBeVisible();

  // The new password signs in (a separate client, so this browser's session is untouched).
  expect(await passwordLoginCode()).toBe(1);

  await page.getByRole('link', { name: '‹ 返回账号设置' }).click();
  await expect(page.getByText('已设置，用于账号密码登录')).toBeVisible();
  await expect(page.getByRole('link', { name: '修改密码' })).toBeVisible();
  await page.getByRole('button', { name: '注销账号' }).click();
  const confirm = page.getByRole('dialog', { name: '注销账号' });
  await expect(confirm).toContainText('全部数据将被永久删除');
  await confirm.getByRole('button', { name: '确认注销' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expectSignedOut(page);

  // Gone: the password no longer works, and the same phone registers a fresh account.
  expect(await passwordLoginCode()).not.toBe(1);
  await page.goto('/user_login?from=%2Fmine%2Fsetting');
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
  const freshCode = await requestSmsCode(page, dialog, phone, code);
  await dialog.getByRole('textbox', { name: '验证码', exact: true }).fill(freshCode);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(settingsHeading(page)).toBeVisible();
  await expectSignedInAs(page, smsNickname(phone));
});
