import { expect, test } from './support/visitor';
import {
  freshProduct,
  HOOK_URL,
  importPrice,
  isSignedWith,
  receivedHooks,
  receivedMail,
} from './support/alerts';
import {
  expectSignedInAs,
  loginDialog,
  signInBySms,
  signInThroughApi,
  siteHeader,
  smsNickname,
  uniquePhone,
} from './support/signIn';

test('降价提醒 with a target: the bell, the mail, the webhook and the feed all say so', async ({
  page,
  request,
}, testInfo) => {
  // Sign-in, mail verification, a webhook, a watch and two CLI runs: 20–30 s on a shared machine.
  test.setTimeout(60_000);
  const product = freshProduct(testInfo);
  importPrice(product, 10_000, 600);
  const phone = uniquePhone(testInfo);
  const email = `shopper-${phone}@example.com`;

  await signInThroughApi(page, phone);
  await page.goto(`/crc64/dp${product.dpId}`);
  await expectSignedInAs(page, smsNickname(phone));

  // 提醒设置: a verified e-mail address and a webhook.
  await page.goto('/mine/notice');
  await page.getByRole('tab', { name: '提醒设置' }).click();
  const mail = page.getByRole('region', { name: '邮件' });
  await mail.getByRole('textbox').first().fill(email);
  await mail.getByRole('button', { name: '发送验证邮件' }).click();
  let verifyLink = '';
  await expect
    .poll(async () => {
      const sent = (await receivedMail()).find((m) => m.to === email);
      verifyLink =
        /https?:\/\/\S+\/UserAlert\/VerifyEmail\?token=[\w-]+/.exec(sent?.text ?? '')?.[0] ?? '';
      return verifyLink;
    })
    .not.toBe('');
  // The link lands on 提醒设置 (the page then drops its ?email=verified from the address).
  await page.goto(verifyLink);
  await expect(page).toHaveURL(/\/mine\/notice\?/);
  await expect(page.getByRole('region', { name: '邮件' }).getByText('已验证')).toBeVisible();

  const hook = page.getByRole('region', { name: 'Webhook' });
  await hook.getByRole('textbox', { name: '接收地址' }).fill(HOOK_URL);
  await hook.getByRole('button', { name: '保存' }).click();
  await expect(hook.getByText('已保存')).toBeVisible();
  const secret = await hook.getByRole('textbox', { name: /密钥/ }).inputValue();
  const feedUrl = await page.getByRole('textbox', { name: /RSS/ }).inputValue();

  // 降价提醒 with a target beside the price, then a feed writes a lower price.
  await page.goto(`/crc64/dp${product.dpId}`);
  await page.getByRole('button', { name: '降价提醒' }).click();
  const form = page.getByRole('group', { name: '降价提醒' });
  await form.getByRole('textbox', { name: /目标价/ }).fill('90');
  await form.getByRole('button', { name: '收藏并提醒' }).click();
  await expect(page.getByRole('button', { name: /目标价 ¥90\.00/ })).toBeVisible();
  importPrice(product, 8_900, 60);

  await page.reload();
  await expect(siteHeader(page).getByRole('link', { name: /消息中心，1 条未读/ })).toBeVisible();
  await siteHeader(page)
    .getByRole('link', { name: /消息中心/ })
    .click();
  await expect(page.getByText(`「到达目标价」${product.title} ¥89.00`)).toBeVisible();

  await expect
    .poll(async () =>
      (await receivedMail()).some((m) => m.to === email && m.subject.includes('到达目标价')),
    )
    .toBe(true);
  await expect
    .poll(async () => {
      const calls = (await receivedHooks()).filter((h) => h.body.includes(product.dpId));
      return calls.map((call) => isSignedWith(call, secret));
    })
    .toEqual([true]);
  const feed = await request.get(feedUrl);
  expect(await feed.text()).toContain(product.title);
});

test('价保: a purchase that gets cheaper shows what to claim, and says so in 消息', async ({
  page,
}, testInfo) => {
  const product = freshProduct(testInfo);
  importPrice(product, 20_000, 600);
  const phone = uniquePhone(testInfo);
  // A visitor's /mine page is the sign-in page, which comes back to it afterwards.
  await page.goto('/mine/price_protect');
  await signInBySms(page, loginDialog(page), phone);
  await expectSignedInAs(page, smsNickname(phone));
  await expect(page).toHaveURL(/\/mine\/price_protect$/);

  await page.getByRole('textbox', { name: '商品链接' }).fill(product.url);
  await page.getByRole('textbox', { name: /实付金额/ }).fill('200');
  await page.getByRole('button', { name: '登记', exact: true }).click();
  await expect(page.getByText('暂未降价，降价后可申请差价')).toBeVisible();

  importPrice(product, 18_500, 60);
  await page.reload();
  await expect(page.getByText('可申请 ¥15.00')).toBeVisible();
  await page.goto('/mine/notice');
  await expect(page.getByText(`「价保提醒」${product.title} ¥185.00`)).toBeVisible();
});
