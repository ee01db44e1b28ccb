import { MSG_UNREACHABLE } from '../shared/text';
import type { AccountState } from './account';
import { siteLinks } from './siteLinks';

/** Props of {@link AccountLine}. */
export interface AccountLineProps {
  /** The shopper's account, as the server told. */
  account: AccountState;
  /** Our server's origin, for the sign-in and watch-list links. */
  origin: string;
}

/** The sign-in state: the nickname and the watch-list count, or 未登录 with a 登录 link. */
export function AccountLine({ account, origin }: AccountLineProps) {
  switch (account.kind) {
    case 'loading':
      return <p role="status">正在查询登录状态…</p>;
    case 'unreachable':
      return <p role="status">{MSG_UNREACHABLE}</p>;
    case 'signed-out':
      return (
        <p>
          未登录{' '}
          <a href={siteLinks.login(origin)} target="_blank" rel="noreferrer">
            登录
          </a>
        </p>
      );
    case 'signed-in':
      return (
        <p>
          {account.nickname} ·{' '}
          <a href={siteLinks.collection(origin)} target="_blank" rel="noreferrer">
            收藏 {account.watchCount} 件
          </a>
        </p>
      );
  }
}
