import { expect, test } from './support/visitor';
import {
  asFakeProviderUser,
  expectSignedInAs,
  fakeOAuthUrl,
  loginDialog,
  openLoginModal,
  uniquePhone,
  type FakeProvider,
} from './support/signIn';

interface ProviderCase {
  provider: FakeProvider;
  button: string;
}

// The site shows the provider's own nickname (WeChat userinfo, QQ get_user_info, Weibo users/show).
const PROVIDERS: ProviderCase[] = [
  { provider: 'wechat', button: '微信登录' },
  { provider: 'qq', button: 'QQ登录' },
  { provider: 'weibo', button: '微博登录' },
];

/** The page is `path` (WeChat's authorize address ends in #wechat_redirect, which browsers keep). */
function isAt(path: string) {
  return (url: URL) => url.pathname === path;
}

for (const { provider, button } of PROVIDERS) {
  test(`${button} in the header modal goes through the provider and back signed in`, async ({
    page,
  }, testInfo) => {
    // Any digits unique to this test do as the provider's id (Weibo's ids are numbers).
    const uid = uniquePhone(testInfo);
    const account = { uid, nick: `${button.replace('登录', '')}买家${uid.slice(-4)}` };
    await page.goto('/trend');
    const dialog = await openLoginModal(page);

    await asFakeProviderUser(page.request, provider, account, async () => {
      const toProvider = page.waitForRequest((request) => request.url().startsWith(fakeOAuthUrl()));
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await toProvider;
      await expect(page).toHaveURL(isAt('/trend'));
    });

    await expectSignedInAs(page, account.nick);
  });
}

test('/user_login?from=%2Fus%2Fabout with WeChat comes back to /us/about signed in', async ({
  page,
}, testInfo) => {
  const uid = uniquePhone(testInfo);
  const nick = `微信访客${uid.slice(-4)}`;
  await page.goto('/user_login?from=%2Fus%2Fabout');

  await asFakeProviderUser(page.request, 'wechat', { uid, nick }, async () => {
    await loginDialog(page).getByRole('button', { name: '微信登录', exact: true }).click();
    await expect(page).toHaveURL(isAt('/us/about'));
  });

  await expectSignedInAs(page, nick);
});
