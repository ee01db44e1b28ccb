import type { AccountStore } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Button } from '@pricetrail/ui';
import { PageMeta } from '../common/PageMeta';
import { StyledAccountPage, StyledAlert, StyledState } from './AccountLayout.styles';

/** Props of {@link AccountGate}. */
export interface AccountGateProps {
  /** The page's account. */
  account: AccountStore;
  /** The page's heading. */
  title: string;
  /** The page's content once the user is read. */
  children: () => ReactNode;
}

const WAITING: Record<string, string> = {
  loading: '正在读取账号信息…',
  signedOut: '请先登录，正在前往登录页…',
  left: '已退出，正在返回首页…',
};

/** An account page's frame: its heading, then the content, or why there is none yet. */
export const AccountGate = observer(function AccountGate({
  account,
  title,
  children,
}: AccountGateProps) {
  const titleId = 'account-page-title';
  const body =
    account.status === 'ready' ? (
      children()
    ) : account.status === 'failed' ? (
      <StyledState>
        <StyledAlert role="alert">{account.error}</StyledAlert>
        <Button
          shape="rect"
          size="large"
          type="button"
          variant="primary"
          onClick={() => void account.load()}
        >
          重试
        </Button>
      </StyledState>
    ) : (
      <StyledState role="status" aria-busy="true">
        <p>{WAITING[account.status]}</p>
      </StyledState>
    );
  return (
    <StyledAccountPage aria-labelledby={titleId}>
      <PageMeta title={title} description={`价迹账号：${title}`} />
      <h1 id={titleId}>{title}</h1>
      {body}
    </StyledAccountPage>
  );
});
