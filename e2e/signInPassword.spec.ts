import { expect, test } from './support/visitor';
import {
  endSmsCooldown,
  expectSignedInAs,
  openLoginModal,
  requestSmsCode,
  signInByPassword,
  signInBySms,
  signOut,
  smsNickname,
  uniquePhone,
} from './support/signIn';

const PASSWORD = 'Trail#2026ok';

test('register by SMS, set a password on /user/forgot_pwd, sign back in with it', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone(testInfo);
  const nickname = smsNickname(phone);

  await page.goto('/home');
  const registerCode = await signInBySms(page, await openLoginModal(page), phone);
  await expectSignedInAs(page, nickname);
  await signOut(page, nickname);

  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '账号密码登录' }).click();
  await dialog.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/user\/forgot_pwd$/);
  const form = page.getByRole('main');
  await form.getByLabel('绑定的手机号').fill(phone);
  // The only way to a password is a second code to the same phone, a minute after the first.
  await endSmsCooldown(phone);
  const resetCode = await requestSmsCode(page, form, phone, registerCode);
  await form.getByLabel('短信验证码').fill(resetCode);
  await form.getByLabel('新密码（8-14位）').fill(PASSWORD);
  await form.getByLabel('确认新密码').fill(PASSWORD);
  await form.getByRole('button', { name: '重置密码' }).click();
  await expect(form.getByRole('status')).toHaveText('密码已重置，请使用新密码登录。');

  await form.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/user_login/);
  const box = page.getByRole('region', { name: '登录价迹', exact: true });
  await signInByPassword(box, phone, `${PASSWORD}x`);
  await expect(box.getByRole('alert')).toHaveText('账户或密码错误，请重新输入');
  await expect(page).toHaveURL(/\/user_login/);

  await signInByPassword(box, phone, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expectSignedInAs(page, nickname);
});

test('a password sign-in for an unknown phone shows the spec message', async ({
  page,
}, testInfo) => {
  await page.goto('/trend');
  const dialog = await openLoginModal(page);
  await signInByPassword(dialog, uniquePhone(testInfo), PASSWORD);
  await expect(dialog.getByRole('alert')).toHaveText('账户或密码错误，请重新输入');
  await expect(dialog).toBeVisible();
});
