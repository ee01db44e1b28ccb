import type { AccountStore } from '@pricetrail/services';
import { Button, Dialog } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { StyledActions, StyledAlert } from '../account/AccountLayout.styles';
import { StyledWarning } from './AccountSettingsPage.styles';

/** Props of {@link DisposeDialog}. */
export interface DisposeDialogProps {
  /** The account to delete. */
  account: AccountStore;
  /** Where the dialog renders (default `document.body`). */
  container?: HTMLElement | null;
  /** Called when the user keeps the account. */
  onClose: () => void;
}

/** Asks before deleting the account (`POST /User/Dispose` ensure=1) and says what goes with it. */
export const DisposeDialog = observer(function DisposeDialog({
  account,
  container,
  onClose,
}: DisposeDialogProps) {
  return (
    <Dialog isOpen onClose={onClose} title="注销账号" container={container}>
      <StyledWarning>
        <p>注销后，你的价迹账号及其全部数据将被永久删除，无法恢复：</p>
        <ul>
          <li>昵称、登录密码，以及绑定的手机号和邮箱；</li>
          <li>微信、QQ、微博的绑定关系；</li>
          <li>收藏、降价提醒和价保记录。</li>
        </ul>
        <p>所有设备上的登录都会退出。之后用同一手机号登录，将注册一个全新的账号。</p>
      </StyledWarning>
      {account.error && <StyledAlert role="alert">{account.error}</StyledAlert>}
      <StyledActions>
        <Button shape="rect" size="large" type="button" onClick={onClose}>
          取消
        </Button>
        <Button
          shape="rect"
          size="large"
          type="button"
          variant="danger"
          aria-disabled={account.isLeaving || undefined}
          onClick={() => void account.dispose()}
        >
          {account.isLeaving ? '正在注销…' : '确认注销'}
        </Button>
      </StyledActions>
    </Dialog>
  );
});
