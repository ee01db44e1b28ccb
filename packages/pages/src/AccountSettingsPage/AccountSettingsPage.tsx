import { isEmail } from '@pricetrail/core';
import {
  MSG_INVALID_EMAIL,
  MSG_NICKNAME_EMPTY,
  NO_COLOUR_SCHEME_DOCUMENT,
  type AccountStore,
  type ColourSchemeDocument,
} from '@pricetrail/services';
import { Button, ButtonLink } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountGate } from '../account/AccountGate';
import { StyledAlert, StyledCard } from '../account/AccountLayout.styles';
import { useAccountPage } from '../account/useAccountPage';
import { paths } from '../paths';
import { AccountRow } from './AccountRow';
import { AppearanceCard } from './AppearanceCard';
import { StyledFooterActions } from './AccountSettingsPage.styles';
import { DisposeDialog } from './DisposeDialog';
import { PhoneDialog } from './PhoneDialog';
import { ProfileFieldRow } from './ProfileFieldRow';
import { SocialRows } from './SocialRows';

/** Spec 'mine_setting_phone': `?view=phone` opens the phone binding over the settings. */
const PHONE_VIEW = 'phone';

/** Props of {@link AccountSettingsPage}. */
export interface AccountSettingsPageProps {
  /** Where its dialogs render (default `document.body`); stories pass a box so screenshots hold them. */
  dialogContainer?: HTMLElement | null;
  /** Where the 外观 choice shows (the page's `<html>` on the site); nowhere by default (stories). */
  colourSchemeDocument?: ColourSchemeDocument;
}

const Settings = observer(function Settings({
  account,
  dialogContainer,
  colourSchemeDocument = NO_COLOUR_SCHEME_DOCUMENT,
}: AccountSettingsPageProps & { account: AccountStore }) {
  const [params, setParams] = useSearchParams();
  const [nickname] = useState(() =>
    account.profileField('nickname', (v) => (v ? null : MSG_NICKNAME_EMPTY)),
  );
  const [email] = useState(() =>
    account.profileField('email', (v) => (isEmail(v) ? null : MSG_INVALID_EMAIL)),
  );
  const [isDisposing, setIsDisposing] = useState(false);
  const isPhoneOpen = params.get('view') === PHONE_VIEW;
  const user = account.user;
  if (!user) return null;

  return (
    <>
      {account.error && !isDisposing && <StyledAlert role="alert">{account.error}</StyledAlert>}
      <StyledCard aria-labelledby="account-basic">
        <h2 id="account-basic">基本信息</h2>
        <ProfileFieldRow
          store={nickname}
          label="昵称"
          current={user.nickname}
          inputProps={{ autoComplete: 'nickname', maxLength: 20 }}
        />
        <AccountRow
          label="手机号"
          value={account.phone}
          action={
            <Button
              shape="rect"
              size="large"
              type="button"
              onClick={() => setParams({ view: PHONE_VIEW })}
            >
              {account.phone ? '更换手机' : '绑定手机'}
            </Button>
          }
        />
        <ProfileFieldRow
          store={email}
          label="邮箱"
          current={account.email}
          inputProps={{ type: 'email', autoComplete: 'email', inputMode: 'email' }}
        />
        <AccountRow
          label="登录密码"
          value={account.hasPassword ? '已设置，用于账号密码登录' : ''}
          emptyText="未设置"
          action={
            <ButtonLink shape="rect" size="large" href={paths.setPassword()}>
              {account.hasPassword ? '修改密码' : '设置密码'}
            </ButtonLink>
          }
        />
      </StyledCard>
      <StyledCard aria-labelledby="account-social">
        <h2 id="account-social">第三方账号</h2>
        <SocialRows account={account} />
      </StyledCard>
      <AppearanceCard colourSchemeDocument={colourSchemeDocument} />
      <StyledFooterActions>
        <Button
          shape="rect"
          size="large"
          type="button"
          aria-disabled={account.isLeaving || undefined}
          onClick={() => void account.signOut()}
        >
          退出登录
        </Button>
        <Button
          shape="rect"
          size="large"
          type="button"
          variant="danger"
          onClick={() => setIsDisposing(true)}
        >
          注销账号
        </Button>
      </StyledFooterActions>
      {isPhoneOpen && (
        <PhoneDialog
          account={account}
          container={dialogContainer}
          onClose={() => setParams({}, { replace: true })}
        />
      )}
      {isDisposing && (
        <DisposeDialog
          account={account}
          container={dialogContainer}
          onClose={() => setIsDisposing(false)}
        />
      )}
    </>
  );
});

/** `/mine/setting`: nickname, phone, e-mail, password, social accounts, 外观, sign out, delete. */
export const AccountSettingsPage = observer(function AccountSettingsPage({
  dialogContainer,
  colourSchemeDocument,
}: AccountSettingsPageProps) {
  const account = useAccountPage();
  return (
    <AccountGate account={account} title="账号设置">
      {() => (
        <Settings
          account={account}
          dialogContainer={dialogContainer}
          colourSchemeDocument={colourSchemeDocument}
        />
      )}
    </AccountGate>
  );
});
