import { UNION_TYPE, type UserInfo } from '@pricetrail/services';
import { SAMPLE_USER, type FakeIdentityOptions } from '@pricetrail/services/testing';
import type { PageStory } from './withPage';

/** The sample user without a phone, an e-mail or a password (signed in with WeChat only). */
export const USER_WITHOUT_PHONE: UserInfo = {
  ...SAMPLE_USER,
  unions: SAMPLE_USER.unions.filter(
    ({ utype }) => utype !== UNION_TYPE.phone && utype !== UNION_TYPE.email,
  ),
  hasPassword: false,
};

/** QQ can be bound on this fake server; WeChat is bound already and Weibo is not configured. */
export const QQ_ONLY: FakeIdentityOptions['social'] = {
  [UNION_TYPE.qq]: 'https://graph.qq.com/oauth2.0/authorize?state=s',
};

/** Story parameter `page` for an account page at `url` (a signed-in sample user by default). */
export function accountPage(url: string, identity: FakeIdentityOptions = {}): PageStory {
  const account = { user: SAMPLE_USER, social: QQ_ONLY, ...identity };
  return {
    path: new URL(url, 'https://pricetrail.invalid').pathname,
    url,
    identity: account,
    // A browser with a user (or an unreadable one) carries a session cookie; a visitor's is
    // emptied rather than left out, as Storybook merges parameters key by key (`visitorMinePage`).
    cookies: { plt_uid: account.user ? SAMPLE_USER.uid : '' },
  };
}
